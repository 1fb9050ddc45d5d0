// @vitest-environment jsdom
import { DEPLOY_WALLET_VALUE, ZERO_ADDRESS } from '@tycho/abi';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFakeProvider } from '@/shared/chain/testing/fakeProvider';

const fake = createFakeProvider();
const OWNER = `0:${'1'.repeat(64)}`;
const POOL = `0:${'2'.repeat(64)}`;
const LP = `0:${'3'.repeat(64)}`;
const LP_WALLET = `0:${'4'.repeat(64)}`;

const chain = () => import('./liquidityChain');

beforeAll(() => fake.install());
beforeEach(() => {
  fake.reset();
  fake.on(LP, 'walletOf', { value0: LP_WALLET });
});

const withdraw = (nPool: boolean) => ({
  pool: POOL,
  lpRoot: LP,
  owner: OWNER,
  lpAmount: '500',
  nPool,
  expected: nPool ? ['0', '0', '0'] : ['0', '0'],
  deployWalletValue: DEPLOY_WALLET_VALUE,
  gas: 3_000_000_000n,
  callId: '4242',
});

describe('sendWithdrawLiquidity', () => {
  it("a pair: the pair's V2 payload, then the LP tokens to the pair with notify", async () => {
    fake.on(POOL, 'buildWithdrawLiquidityPayloadV2', { value0: 'te6payload' });
    await (await chain()).sendWithdrawLiquidity(withdraw(false));
    const build = fake.calls.find((c) => c.method === 'buildWithdrawLiquidityPayloadV2');
    expect(build?.params).toMatchObject({
      _deployWalletGrams: '100000000',
      _expectedLeftAmount: '0',
      _expectedRightAmount: '0',
      _recipient: OWNER,
      _referrer: ZERO_ADDRESS,
      _id: '4242',
      _successPayload: null,
      _cancelPayload: null,
      _toNative: null,
    });
    const transfer = fake.calls.find((c) => c.kind === 'send');
    expect(transfer).toEqual({
      kind: 'send',
      address: LP_WALLET,
      method: 'transfer',
      params: {
        amount: '500',
        recipient: POOL,
        deployWalletValue: '0',
        remainingGasTo: OWNER,
        notify: true,
        payload: 'te6payload',
      },
      options: { from: OWNER, amount: '3000000000', bounce: true },
    });
  });

  it("an N-pool: the stable pool's payload with every expected amount", async () => {
    fake.on(POOL, 'buildWithdrawLiquidityPayload', { value0: 'te6pool' });
    await (await chain()).sendWithdrawLiquidity(withdraw(true));
    expect(fake.calls.find((c) => c.method === 'buildWithdrawLiquidityPayload')?.params).toMatchObject({
      deploy_wallet_grams: '100000000',
      expected_amounts: ['0', '0', '0'],
      recipient: OWNER,
      referrer: ZERO_ADDRESS,
      id: '4242',
    });
    expect(fake.calls.find((c) => c.kind === 'send')?.params.payload).toBe('te6pool');
  });

  it('a rejected transfer reaches the caller and nothing else is sent', async () => {
    fake.on(POOL, 'buildWithdrawLiquidityPayloadV2', { value0: 'te6payload' });
    fake.rejectNextSend({ code: 3 });
    await expect((await chain()).sendWithdrawLiquidity(withdraw(false))).rejects.toEqual({ code: 3 });
    expect(fake.calls.filter((c) => c.kind === 'send')).toEqual([]);
  });
});

describe('LP and wallet reads', () => {
  it('reads the LP token decimals and symbol from its root', async () => {
    fake.on(LP, 'decimals', { value0: '6' });
    fake.on(LP, 'symbol', { value0: 'USDT-USDC' });
    expect(await (await chain()).readLpInfo(LP)).toEqual({ decimals: 6, symbol: 'USDT-USDC' });
  });

  it("tells whether the owner's token wallet is deployed", async () => {
    const c = await chain();
    expect(await c.tokenWalletDeployed(LP, OWNER)).toBe(false);
    fake.deploy(LP_WALLET);
    expect(await c.tokenWalletDeployed(LP, OWNER)).toBe(true);
  });

  it("reads the owner's balance: 0 without a wallet, the wallet's balance otherwise", async () => {
    const c = await chain();
    expect(await c.readWalletBalance(LP, OWNER)).toBe('0');
    fake.deploy(LP_WALLET);
    fake.on(LP_WALLET, 'balance', { value0: '1234' });
    expect(await c.readWalletBalance(LP, OWNER)).toBe('1234');
  });
});
