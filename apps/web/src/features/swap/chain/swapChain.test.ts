// @vitest-environment jsdom
import type { SwapCall } from '@tycho/api';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFakeProvider } from '@/shared/chain/testing/fakeProvider';

const fake = createFakeProvider();
const addr = (d: string) => `0:${d.repeat(64)}`;
const OWNER = addr('1');
const POOL = addr('2');
const TOKEN = addr('3');
const OWNER_WALLET = addr('4');
const POOL_WALLET = addr('5');

const chain = () => import('./swapChain');

beforeAll(() => fake.install());
beforeEach(() => {
  fake.reset();
  fake.on(TOKEN, 'walletOf', (params) => ({
    value0: String(params.walletOwner).toLowerCase() === POOL ? POOL_WALLET : OWNER_WALLET,
  }));
});

const call = (abiFunction: 'transfer' | 'acceptNative'): SwapCall => ({
  status: 'ready',
  id: '42',
  route: {
    steps: [
      {
        actionType: 'exchange',
        amount: '1000',
        expectedAmount: '500',
        minExpectedAmount: '490',
        fee: '3',
        poolAddress: POOL,
        poolType: 'common',
        priceImpact: '0.001',
        spentCurrencyAddress: TOKEN,
        receiveCurrencyAddress: addr('6'),
      },
    ],
    globalFee: '3',
    globalPriceImpact: '0.001',
    lowLiquidity: false,
    noRouteReason: null,
  },
  walletOfDestination: OWNER_WALLET,
  abi: '{}',
  abiFunction,
  payload: 'te6payload',
  gas: '3000000000',
  amountToWrap: abiFunction === 'transfer' ? null : '1000',
});

const sent = () => fake.calls.find((c) => c.kind === 'send');

describe('sendSwap: the deploy-wallet value only for a wallet that does not exist (spec 9)', () => {
  it("a transfer to the pool's existing wallet of the spent token attaches nothing to deploy it", async () => {
    fake.deploy(POOL_WALLET);
    await (await chain()).sendSwap(call('transfer'), OWNER);
    expect(sent()).toEqual({
      kind: 'send',
      address: OWNER_WALLET,
      method: 'transfer',
      params: {
        amount: '1000',
        recipient: POOL,
        deployWalletValue: '0',
        remainingGasTo: OWNER,
        notify: true,
        payload: 'te6payload',
      },
      options: { from: OWNER, amount: '3000000000', bounce: true },
    });
  });

  it('a receiving wallet that does not exist yet gets the deploy-wallet value', async () => {
    await (await chain()).sendSwap(call('transfer'), OWNER);
    expect(sent()?.params.deployWalletValue).toBe('100000000');
  });

  it('acceptNative (coin and token together) follows the same rule', async () => {
    fake.deploy(POOL_WALLET);
    await (await chain()).sendSwap(call('acceptNative'), OWNER);
    expect(sent()).toMatchObject({ method: 'acceptNative', params: { amount: '1000', deployWalletValue: '0' } });
    fake.reset();
    fake.on(TOKEN, 'walletOf', { value0: POOL_WALLET });
    await (await chain()).sendSwap(call('acceptNative'), OWNER);
    expect(sent()?.params.deployWalletValue).toBe('100000000');
  });
});

describe('sendUnwrap', () => {
  it("a wrapped-coin transfer from the owner's wallet to the vault with notify, an empty payload and 0.5 coin", async () => {
    const VAULT = addr('7');
    fake.on(TOKEN, 'rootOwner', { value0: VAULT });
    await (await chain()).sendUnwrap(TOKEN, OWNER, 2500n);
    expect(sent()).toEqual({
      kind: 'send',
      address: OWNER_WALLET,
      method: 'transfer',
      params: {
        amount: '2500',
        recipient: VAULT,
        deployWalletValue: '0',
        remainingGasTo: OWNER,
        notify: true,
        payload: '',
      },
      options: { from: OWNER, amount: '500000000', bounce: true },
    });
  });
});
