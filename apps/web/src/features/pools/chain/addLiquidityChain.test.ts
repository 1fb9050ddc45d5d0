// @vitest-environment jsdom
import { DexAccountAbi, ZERO_ADDRESS } from '@tycho/abi';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeProvider } from '@/shared/chain/testing/fakeProvider';

const fake = createFakeProvider();
const DEX_ROOT = `0:${'d'.repeat(64)}`;
vi.mock('@/shared/config', () => ({ config: { dexRoot: `0:${'d'.repeat(64)}` } }));

const OWNER = `0:${'1'.repeat(64)}`;
const ACCOUNT = `0:${'2'.repeat(64)}`;
const L = `0:${'3'.repeat(64)}`;
const R = `0:${'4'.repeat(64)}`;
const LP = `0:${'5'.repeat(64)}`;
const PAIR = `0:${'6'.repeat(64)}`;
const WALLET = `0:${'7'.repeat(64)}`;
const HEX = `0:${'ab'.repeat(32)}`;

const chain = () => import('./addLiquidityChain');

beforeAll(() => fake.install());
beforeEach(() => {
  fake.reset();
  fake.on(DEX_ROOT, 'getExpectedAccountAddress', { value0: ACCOUNT });
  fake.on(DEX_ROOT, 'getExpectedPairAddress', { value0: PAIR });
});

describe('DEX account reads', () => {
  it('an account that is not deployed has no balances or wallets', async () => {
    expect(await (await chain()).readDexAccount(OWNER)).toEqual({
      address: ACCOUNT,
      deployed: false,
      balances: {},
      wallets: [],
    });
    expect(fake.calls[0]).toMatchObject({
      kind: 'run',
      address: DEX_ROOT,
      method: 'getExpectedAccountAddress',
      params: { answerId: 0, account_owner: OWNER },
      options: { responsible: true },
    });
  });

  it('reads the balances and wallets maps of a deployed account, roots lowercased', async () => {
    fake.deploy(ACCOUNT);
    fake.on(ACCOUNT, 'getBalances', {
      value0: [
        [HEX.toUpperCase(), '1500'],
        [R, '0'],
      ],
    });
    fake.on(ACCOUNT, 'getWallets', { value0: [[HEX.toUpperCase(), WALLET]] });
    const info = await (await chain()).readDexAccount(OWNER);
    expect(info).toEqual({ address: ACCOUNT, deployed: true, balances: { [HEX]: '1500', [R]: '0' }, wallets: [HEX] });
  });
});

describe('pair reads', () => {
  it('a pair that is not deployed is missing', async () => {
    expect(await (await chain()).readPair(L, R)).toEqual({ address: PAIR, deployed: false });
    expect(fake.calls[0]?.params).toEqual({ answerId: 0, left_root: L, right_root: R });
  });

  it('reads the roots and balances of a deployed pair', async () => {
    fake.deploy(PAIR);
    fake.on(PAIR, 'getTokenRoots', { left: L, right: R, lp: LP });
    fake.on(PAIR, 'getBalances', { value0: { lp_supply: '100', left_balance: '200', right_balance: '300' } });
    expect(await (await chain()).readPair(L, R)).toEqual({
      address: PAIR,
      deployed: true,
      left: L,
      right: R,
      lp: LP,
      lpSupply: '100',
      leftBalance: '200',
      rightBalance: '300',
    });
  });

  it('a deployed pair whose getters fail is still setting up, never missing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fake.deploy(PAIR);
    expect(await (await chain()).readPair(L, R)).toEqual({ address: PAIR, deployed: true, settingUp: true });
  });
});

describe('liquidity sends', () => {
  const sent = () => fake.calls.filter((c) => c.kind === 'send');

  it('deploys the account and the pair through the DEX root with the gas attached', async () => {
    const c = await chain();
    await c.sendDeployAccount(OWNER, 5n);
    await c.sendDeployPair(OWNER, L, R, 6n);
    expect(sent()).toEqual([
      {
        kind: 'send',
        address: DEX_ROOT,
        method: 'deployAccount',
        params: { account_owner: OWNER, send_gas_to: OWNER },
        options: { from: OWNER, amount: '5', bounce: true },
      },
      {
        kind: 'send',
        address: DEX_ROOT,
        method: 'deployPair',
        params: { left_root: L, right_root: R, send_gas_to: OWNER },
        options: { from: OWNER, amount: '6', bounce: true },
      },
    ]);
  });

  it('connects a pair and an N-pool to the account', async () => {
    const c = await chain();
    await c.sendConnectPair(OWNER, ACCOUNT, L, R, 7n);
    await c.sendConnectPool(OWNER, ACCOUNT, [L, R, LP], 8n);
    expect(sent().map((s) => [s.address, s.method, s.params, s.options.amount])).toEqual([
      [ACCOUNT, 'addPair', { left_root: L, right_root: R }, '7'],
      [ACCOUNT, 'addPool', { _roots: [L, R, LP] }, '8'],
    ]);
  });

  it("deposits to the account with a notifying transfer from the owner's token wallet", async () => {
    fake.on(L, 'walletOf', { value0: WALLET });
    await (await chain()).sendDeposit(OWNER, ACCOUNT, L, '1500', 9n);
    expect(fake.calls.find((c) => c.method === 'walletOf')?.params).toEqual({ answerId: 0, walletOwner: OWNER });
    expect(sent()).toEqual([
      {
        kind: 'send',
        address: WALLET,
        method: 'transfer',
        params: {
          amount: '1500',
          recipient: ACCOUNT,
          deployWalletValue: '0',
          remainingGasTo: OWNER,
          notify: true,
          payload: '',
        },
        options: { from: OWNER, amount: '9', bounce: true },
      },
    ]);
  });

  it('supplies with depositLiquidityV2: the given call id, the operations, the expected LP root and no referrer', async () => {
    await (
      await chain()
    ).sendSupply({
      owner: OWNER,
      account: ACCOUNT,
      operations: [
        { root: L, amount: '10' },
        { root: R, amount: '20' },
      ],
      lpRoot: LP,
      autoChange: true,
      gas: 11n,
      callId: '4242',
    });
    const [call] = sent();
    expect(call?.method).toBe('depositLiquidityV2');
    expect(call?.options).toEqual({ from: OWNER, amount: '11', bounce: true });
    expect(call?.params).toMatchObject({
      _operations: [
        { amount: '10', root: L },
        { amount: '20', root: R },
      ],
      _expected: { amount: '0', root: LP },
      _autoChange: true,
      _remainingGasTo: OWNER,
      _referrer: ZERO_ADDRESS,
    });
    expect(call?.params._callId).toBe('4242');
  });

  it('withdraws a balance from the account to the owner', async () => {
    await (
      await chain()
    ).sendWithdrawFromAccount({
      owner: OWNER,
      account: ACCOUNT,
      root: L,
      amount: '42',
      deployWalletValue: 100_000_000n,
      gas: 12n,
      callId: '7',
    });
    expect(sent()[0]?.params).toMatchObject({
      call_id: '7',
      amount: '42',
      token_root: L,
      recipient_address: OWNER,
      deploy_wallet_grams: '100000000',
      send_gas_to: OWNER,
    });
  });

  it('a wallet rejection reaches the caller', async () => {
    fake.rejectNextSend({ code: 3, message: 'Rejected by user' });
    await expect((await chain()).sendDeployAccount(OWNER, 5n)).rejects.toMatchObject({ code: 3 });
  });

  it('a call whose parameters are not the ABI inputs fails (so these tests catch a wrong parameter)', async () => {
    const request = (params: Record<string, unknown>) =>
      fake.provider.request({
        method: 'sendMessage',
        params: {
          sender: OWNER,
          recipient: ACCOUNT,
          amount: '1',
          payload: { abi: JSON.stringify(DexAccountAbi), method: 'addPool', params },
        },
      });
    await expect(request({ roots: [L] })).rejects.toThrow(/not the ABI inputs/);
    await expect(request({ _roots: [L], extra: 1 })).rejects.toThrow(/not the ABI inputs/);
    await expect(request({ _roots: [L] })).resolves.toBeDefined();
  });
});

describe('expected LP of a deposit', () => {
  it('asks a constant-product pair, adding the auto exchange step to the proportional one', async () => {
    fake.on(PAIR, 'expectedDepositLiquidity', {
      value0: {
        step_1_left_deposit: '10',
        step_1_right_deposit: '20',
        step_1_lp_reward: '700',
        step_2_left_to_right: true,
        step_2_right_to_left: false,
        step_2_spent: '1',
        step_2_fee: '0',
        step_2_received: '2',
        step_3_left_deposit: '0',
        step_3_right_deposit: '0',
        step_3_lp_reward: '42',
      },
    });
    const lp = await (
      await chain()
    ).readExpectedDepositLp({ pool: PAIR, kind: 'common', amounts: ['10', '25'], autoChange: true });
    expect(lp).toBe('742');
    expect(fake.calls.at(-1)).toMatchObject({
      kind: 'run',
      method: 'expectedDepositLiquidity',
      params: { answerId: 0, left_amount: '10', right_amount: '25', auto_change: true, referrer: null },
      options: { responsible: true },
    });
  });

  it('asks a stable pair or pool for its LP reward of the amounts in pool order', async () => {
    const outcome = (lp: string) => ({
      value0: {
        old_balances: [],
        amounts: [],
        lp_reward: lp,
        result_balances: [],
        invariant: '0',
        differences: [],
        sell: [],
        pool_fees: [],
        beneficiary_fees: [],
      },
    });
    fake.on(PAIR, 'expectedDepositLiquidityV2', outcome('55'));
    fake.on(ACCOUNT, 'expectedDepositLiquidityV2', outcome('66'));
    const c = await chain();
    expect(await c.readExpectedDepositLp({ pool: PAIR, kind: 'stable', amounts: ['1', '2'], autoChange: true })).toBe(
      '55',
    );
    expect(
      await c.readExpectedDepositLp({ pool: ACCOUNT, kind: 'stablepool', amounts: ['1', '0', '3'], autoChange: true }),
    ).toBe('66');
    expect(fake.calls.at(-1)?.params).toEqual({ answerId: 0, amounts: ['1', '0', '3'] });
  });
});
