// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ZERO_ADDRESS } from '@tycho/abi';
import { createFakeProvider } from '@/shared/chain/testing/fakeProvider';

const fake = createFakeProvider();
const a = (c: string) => `0:${c.repeat(64)}`;
const [FACTORY, ROOT, TOKEN, OTHER, OWNER, WALLET, ORDER] = ['1', '2', '3', '4', '5', '6', '7'].map(a);
const chain = () => import('./limitChain');

beforeAll(() => fake.install());
beforeEach(() => fake.reset());

describe('limit-order chain calls', () => {
  it('finds the order root and whether it is deployed', async () => {
    fake.on(FACTORY, 'getExpectedAddressOrderRoot', { value0: ROOT });
    expect(await (await chain()).orderRootOf(FACTORY, TOKEN)).toEqual({ address: ROOT, deployed: false });
    fake.deploy(ROOT);
    fake.on(ROOT, 'getSpentWallet', { value0: WALLET });
    expect(await (await chain()).orderRootOf(FACTORY, TOKEN)).toEqual({ address: ROOT, deployed: true });
    fake.on(ROOT, 'getSpentWallet', { value0: ZERO_ADDRESS });
    expect((await (await chain()).orderRootOf(FACTORY, TOKEN)).deployed).toBe(false);
  });

  it('creates a root with 5 coins and places an order with the root payload and 6 coins', async () => {
    const c = await chain();
    await c.sendCreateRoot(FACTORY, TOKEN, OWNER, '77');
    fake.on(ROOT, 'buildPayload', { value0: 'te6payload' });
    fake.on(TOKEN, 'walletOf', { value0: WALLET });
    await c.sendLimitCall({
      type: 'place',
      root: ROOT,
      owner: OWNER,
      spentToken: TOKEN,
      receiveToken: OTHER,
      amount: 10n,
      expected: 25n,
      callbackId: '78',
    });
    const sends = fake.calls.filter((x) => x.kind === 'send');
    expect(sends.map((x) => [x.address, x.method, x.options.amount])).toEqual([
      [FACTORY, 'createOrderRoot', '5000000000'],
      [WALLET, 'transfer', '6000000000'],
    ]);
    expect(sends[1]!.params).toEqual({
      amount: '10',
      recipient: ROOT,
      deployWalletValue: '500000000',
      remainingGasTo: OWNER,
      notify: true,
      payload: 'te6payload',
    });
    const built = fake.calls.find((x) => x.method === 'buildPayload')!;
    expect(built.params).toMatchObject({ user: OWNER, tokenReceive: OTHER, expectedTokenAmount: '25' });
  });

  it('fills with the order payload, cancels, and reads an order', async () => {
    const c = await chain();
    fake.on(ORDER, 'buildPayload', { value0: 'te6fill' });
    fake.on(OTHER, 'walletOf', { value0: WALLET });
    await c.sendLimitCall({
      type: 'fill',
      order: ORDER,
      owner: OWNER,
      receiveToken: OTHER,
      amount: 5n,
      callbackId: '1',
    });
    await c.sendLimitCall({ type: 'cancel', order: ORDER, owner: OWNER, callbackId: '2' });
    const sends = fake.calls.filter((x) => x.kind === 'send');
    expect(sends.map((x) => [x.address, x.method, x.options.amount])).toEqual([
      [WALLET, 'transfer', '6000000000'],
      [ORDER, 'cancel', '1000000000'],
    ]);
    expect(sends[0]!.params).toEqual({
      amount: '5',
      recipient: ORDER,
      deployWalletValue: '100000000',
      remainingGasTo: OWNER,
      notify: true,
      payload: 'te6fill',
    });
    expect(sends[1]!.params).toEqual({ callbackId: '2' });
    const fillPayload = fake.calls.find((x) => x.method === 'buildPayload')!;
    expect(fillPayload.params).toMatchObject({ callbackId: '1', recipient: OWNER });
    fake.on(ORDER, 'getExpectedSpentAmount', { value0: '12', value1: '1' });
    expect(await c.quoteFill(ORDER, 3n)).toEqual([12n, 1n]);
  });
});
