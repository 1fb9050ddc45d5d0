// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_CELL } from '@tycho/abi';
import { createFakeProvider } from './testing/fakeProvider';
import { tip3TransferMethod } from './tip3Transfer';

const fake = createFakeProvider();
const a = (c: string) => `0:${c.repeat(64)}`;
const [ROOT, OWNER, WALLET, POOL, OTHER_WALLET] = ['1', '2', '3', '4', '5'].map(a);

beforeAll(() => fake.install());
beforeEach(() => {
  fake.reset();
  fake.on(ROOT, 'walletOf', { value0: WALLET });
});

describe('tip3TransferMethod', () => {
  it("finds the owner's wallet from the root and builds a notifying transfer, gas back to the owner", async () => {
    const { wallet, method } = await tip3TransferMethod({
      root: ROOT,
      owner: OWNER,
      recipient: POOL,
      amount: 123n,
      payload: 'te6payload',
    });
    expect(wallet).toBe(WALLET);
    expect(fake.calls.find((c) => c.method === 'walletOf')?.params).toEqual({ answerId: 0, walletOwner: OWNER });
    expect(fake.calls.filter((c) => c.kind === 'send')).toEqual([]);
    await method.send({ from: method.address, amount: '7', bounce: true });
    expect(fake.calls.find((c) => c.kind === 'send')).toMatchObject({
      address: WALLET,
      method: 'transfer',
      params: {
        amount: '123',
        recipient: POOL,
        deployWalletValue: '0',
        remainingGasTo: OWNER,
        notify: true,
        payload: 'te6payload',
      },
      options: { amount: '7', bounce: true },
    });
  });

  it('uses a known wallet as is, with the deploy-wallet value and payload it is given', async () => {
    const { wallet, method } = await tip3TransferMethod({
      wallet: OTHER_WALLET,
      owner: OWNER,
      recipient: POOL,
      amount: '5',
      deployWalletValue: 100_000_000n,
      payload: EMPTY_CELL,
    });
    expect(wallet).toBe(OTHER_WALLET);
    expect(fake.calls.some((c) => c.method === 'walletOf')).toBe(false);
    await method.send({ from: method.address, amount: '1', bounce: true });
    expect(fake.calls.find((c) => c.kind === 'send')?.params).toMatchObject({
      deployWalletValue: '100000000',
      payload: EMPTY_CELL,
      amount: '5',
    });
  });
});
