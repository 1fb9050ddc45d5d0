import { describe, expect, it } from 'vitest';
import {
  amountOf,
  awaitDecimals,
  dexBalanceOf,
  maxText,
  pairForm,
  poolForm,
  taskOfAction,
  type PairFormInput,
  type PoolFormInput,
} from './addLiquidityForm';

const L = `0:${'1'.repeat(64)}`;
const R = `0:${'2'.repeat(64)}`;
const LP = `0:${'3'.repeat(64)}`;
const C = `0:${'4'.repeat(64)}`;
const OWNER = `0:${'9'.repeat(64)}`;
const ACCOUNT = `0:${'8'.repeat(64)}`;

const account = (balances: Record<string, string> = {}, wallets = [L, R, LP]) => ({
  data: { address: ACCOUNT, deployed: true, balances, wallets },
  pending: false,
});
const pairRead = {
  address: `0:${'5'.repeat(64)}`,
  deployed: true,
  left: L,
  lp: LP,
  lpSupply: '1000',
  leftBalance: '1000000',
  rightBalance: '2000000000',
};
const base: PairFormInput = {
  walletStatus: 'connected',
  owner: OWNER,
  tokenListLoading: false,
  left: L,
  right: R,
  amounts: { texts: ['1', '2'], typed: [true, true] },
  decimals: [6, 9],
  symbols: ['USDT', 'TON'],
  walletBalances: ['10000000', '10000000000'],
  account: account(),
  pair: { data: pairRead, pending: false },
  poolType: { known: true, stable: false },
  lp: { symbol: 'LP', decimals: 9 },
  autoExchange: false,
};

describe('add-liquidity form helpers', () => {
  it('reads amounts only with known decimals', () => {
    expect(amountOf('1.5', 6)).toBe(1_500_000n);
    expect(amountOf('1.5', undefined)).toBeUndefined();
    expect(amountOf('  ', 6)).toBeUndefined();
    expect(amountOf('.', 6)).toBeUndefined();
  });

  it("reads a token's DEX account balance by lowercase root", () => {
    expect(dexBalanceOf({ address: ACCOUNT, deployed: true, balances: { [L]: '5' }, wallets: [] }, L)).toBe(5n);
    expect(dexBalanceOf(undefined, L)).toBe(0n);
    expect(dexBalanceOf(account({ [L]: '5' }).data, undefined)).toBe(0n);
  });

  it('Max is wallet plus DEX account balance, offered only when positive and the decimals are known', () => {
    expect(maxText('1500000', 500_000n, 6)).toBe('2');
    expect(maxText('0', 0n, 6)).toBeUndefined();
    expect(maxText(undefined, 5n, 6)).toBeUndefined();
    expect(maxText('1', 0n, undefined)).toBeUndefined();
  });

  it('maps the step actions to chain tasks', () => {
    expect(taskOfAction('depositLeft')).toEqual({ op: 'deposit', index: 0 });
    expect(taskOfAction('depositRight')).toEqual({ op: 'deposit', index: 1 });
    expect(taskOfAction('supply')).toEqual({ op: 'supply' });
    expect(taskOfAction('createPool')).toEqual({ op: 'createPool' });
    expect(taskOfAction('connectWallet')).toBeUndefined();
    expect(taskOfAction('checkAccount')).toBeUndefined();
    expect(taskOfAction(undefined)).toBeUndefined();
  });

  it('holds amount steps while token decimals are unknown, and the supply while the LP decimals are', () => {
    const supply = { label: 'liquidity.add.step.supply', busy: false, disabled: false, action: 'supply' as const };
    const connect = {
      label: 'liquidity.add.step.connectPool',
      busy: false,
      disabled: false,
      action: 'connectPool' as const,
    };
    const preparing = { label: 'liquidity.add.step.preparing', busy: true, disabled: true };
    expect(awaitDecimals(supply, { tokens: true, lp: false })).toEqual(preparing);
    expect(awaitDecimals(supply, { tokens: false, lp: true })).toEqual(preparing);
    expect(awaitDecimals(supply, { tokens: false, lp: false })).toBe(supply);
    expect(awaitDecimals(connect, { tokens: true, lp: true })).toBe(connect);
    const deposit = { ...supply, label: 'liquidity.add.step.deposit', action: 'depositLeft' as const };
    expect(awaitDecimals(deposit, { tokens: false, lp: true })).toBe(deposit);
  });
});

describe('pair form', () => {
  it('a connected pool with enough DEX balances is ready to supply', () => {
    const f = pairForm({ ...base, account: account({ [L]: '1000000', [R]: '2000000000' }) });
    expect(f.pairReady).toBe(true);
    expect(f.lpRoot).toBe(LP);
    expect(f.poolState).toBe('connected');
    expect(f.reserves).toEqual({ left: 1_000_000n, right: 2_000_000_000n });
    expect(f.sides[0]).toMatchObject({ symbol: 'USDT', amount: 1_000_000n, dexBalance: 1_000_000n });
    expect(f.step).toMatchObject({ label: 'liquidity.add.step.supply', action: 'supply' });
    expect(f.dexRows.map((r) => [r.symbol, r.balance])).toEqual([
      ['USDT', 1_000_000n],
      ['TON', 2_000_000_000n],
    ]);
  });

  it('asks for the deposit of the short side first', () => {
    const f = pairForm({ ...base, account: account({ [R]: '2000000000' }) });
    expect(f.step).toMatchObject({ label: 'liquidity.add.step.deposit', values: { symbol: 'USDT' } });
    const busy = pairForm({ ...base, busy: { op: 'deposit', index: 0 } });
    expect(busy.sides[0]?.depositing).toBe(true);
    expect(busy.step).toMatchObject({ label: 'liquidity.add.step.depositing', busy: true });
  });

  it('waits for unknown token decimals instead of guessing them', () => {
    const f = pairForm({ ...base, decimals: [undefined, 9] });
    expect(f.sides[0]?.amount).toBeUndefined();
    expect(f.step).toMatchObject({ label: 'liquidity.add.step.preparing', busy: true });
    expect(f.dexRows[0]?.decimals).toBeUndefined();
  });

  it('waits for the LP decimals before offering the supply', () => {
    const f = pairForm({ ...base, lp: undefined, account: account({ [L]: '1000000', [R]: '2000000000' }) });
    expect(f.step).toMatchObject({ label: 'liquidity.add.step.preparing' });
  });

  it('offers to create a missing pool and to connect an unconnected one', () => {
    const missing = pairForm({
      ...base,
      pair: { data: { address: pairRead.address, deployed: false }, pending: false },
    });
    expect(missing.pairReady).toBe(false);
    expect(missing.empty).toBe(true);
    expect(missing.step.action).toBe('createPool');
    expect(pairForm({ ...base, busy: { op: 'createPool' } }).step.label).toBe('liquidity.add.step.creatingPool');
    const unconnected = pairForm({ ...base, account: account({}, [L]) });
    expect(unconnected.poolState).toBe('notConnected');
    expect(unconnected.step.action).toBe('connectPool');
  });

  it('a pair that is deployed but still setting up is neither missing nor ready', () => {
    const f = pairForm({
      ...base,
      pair: { data: { address: pairRead.address, deployed: true, settingUp: true }, pending: false },
    });
    expect(f.pairReady).toBe(false);
    expect(f.lpRoot).toBeUndefined();
    expect(f.step.label).toBe('liquidity.add.step.checkPair');
  });

  it('auto exchange: offered on a connected non-empty pool, forced on a stable one, unknown until the API answers', () => {
    expect(pairForm(base).auto).toEqual({ available: true, forced: false });
    expect(pairForm({ ...base, autoExchange: true }).autoOn).toBe(true);
    expect(pairForm({ ...base, poolType: { known: true, stable: true } }).autoOn).toBe(true);
    const unknown = pairForm({ ...base, poolType: { known: false, stable: false }, autoExchange: true });
    expect(unknown.auto.available).toBe(false);
    expect(unknown.autoOn).toBe(false);
  });

  it('the same token twice is not a pair', () => {
    const f = pairForm({ ...base, right: L });
    expect(f.samePair).toBe(true);
    expect(f.sides).toEqual([undefined, undefined]);
    expect(f.dexRows).toEqual([]);
    expect(f.step.label).toBe('liquidity.add.step.selectPair');
  });

  it('a visitor is asked to connect, whatever else is known', () => {
    const f = pairForm({ ...base, walletStatus: 'disconnected', owner: undefined, decimals: [undefined, undefined] });
    expect(f.step).toMatchObject({ action: 'connectWallet', busy: false });
  });

  it('names the DEX balance being withdrawn', () => {
    const f = pairForm({ ...base, account: account({ [R]: '5' }), withdrawingRoot: R });
    expect(f.step).toMatchObject({ label: 'liquidity.add.step.withdrawing', values: { symbol: 'TON' } });
  });
});

describe('N-pool form', () => {
  const roots = [L, R, C];
  const pbase: PoolFormInput = {
    walletStatus: 'connected',
    owner: OWNER,
    roots,
    symbols: ['A', 'B', 'C'],
    texts: { 0: '1', 2: '3' },
    decimals: [6, 9, 18],
    walletBalances: ['5000000', '0', '9000000000000000000', '42'],
    lpRoot: LP,
    lp: { symbol: 'ABC-LP', decimals: 9 },
    poolKnown: true,
    account: account({ [L]: '1000000', [C]: '3000000000000000000' }, [L, R, C, LP]),
  };

  it('reads the amounts per token and supplies any mix once every amount is in the account', () => {
    const f = poolForm(pbase);
    expect(f.sides.map((s) => s.amount)).toEqual([1_000_000n, undefined, 3_000_000_000_000_000_000n]);
    expect(f.lpBalance).toBe('42');
    expect(f.connected).toBe(true);
    expect(f.step).toMatchObject({ label: 'liquidity.add.step.supply', action: 'supply' });
  });

  it('names the first token to deposit, and which one is being deposited', () => {
    const short = poolForm({ ...pbase, account: account({ [C]: '3000000000000000000' }, [L, R, C, LP]) });
    expect(short.step).toMatchObject({ label: 'liquidity.add.step.depositFirst', values: { symbol: 'A' } });
    const busy = poolForm({ ...pbase, busy: { op: 'deposit', index: 0 }, account: account({}, [L, R, C, LP]) });
    expect(busy.sides[0]?.depositing).toBe(true);
    expect(busy.step).toMatchObject({ label: 'liquidity.add.step.depositing', values: { symbol: 'A' } });
  });

  it('an amount above wallet plus account balance is insufficient', () => {
    const f = poolForm({ ...pbase, texts: { 1: '1' } });
    expect(f.step).toMatchObject({ label: 'liquidity.add.step.insufficient', values: { symbol: 'B' } });
  });

  it('connects the account and the pool first; an unknown pool is still being read', () => {
    const none = poolForm({ ...pbase, account: { data: { ...account().data, deployed: false }, pending: false } });
    expect(none.step.action).toBe('deployAccount');
    expect(none.dexRows).toEqual([]);
    const unconnected = poolForm({ ...pbase, account: account({}, [L]) });
    expect(unconnected.connected).toBe(false);
    expect(unconnected.step.action).toBe('connectPool');
    expect(poolForm({ ...pbase, poolKnown: false }).step.label).toBe('liquidity.add.step.preparing');
  });

  it('waits for unknown decimals (tokens for amounts, LP for the supply)', () => {
    expect(poolForm({ ...pbase, decimals: [6, undefined, 18] }).step.label).toBe('liquidity.add.step.preparing');
    expect(poolForm({ ...pbase, lp: undefined }).step.label).toBe('liquidity.add.step.preparing');
    expect(poolForm({ ...pbase, lp: undefined }).dexRows.some((r) => r.lp)).toBe(false);
  });

  it('lists the LP token among the DEX balances when the account holds some', () => {
    const f = poolForm({ ...pbase, account: account({ [LP]: '7' }, [L, R, C, LP]) });
    expect(f.dexRows.at(-1)).toMatchObject({ root: LP, symbol: 'ABC-LP', lp: true, balance: 7n, decimals: 9 });
  });
});

describe('pair form amounts and the expected LP', () => {
  it('supplies the amounts shown: the other side at the current reserves', () => {
    const f = pairForm({ ...base, amounts: { texts: ['1', ''], typed: [true, false], last: 0 } });
    expect(f.texts).toEqual(['1', '2']);
    expect(f.sides[1]?.amount).toBe(2_000_000_000n);
    const moved = pairForm({
      ...base,
      amounts: { texts: ['1', ''], typed: [true, false], last: 0 },
      pair: { data: { ...pairRead, rightBalance: '3000000000' }, pending: false },
    });
    expect(moved.texts).toEqual(['1', '3']);
  });

  it('asks the pair for the LP of the amounts in pool order', () => {
    const f = pairForm(base);
    expect(f.expectedLp).toEqual({
      pool: pairRead.address,
      kind: 'common',
      amounts: ['1000000', '2000000000'],
      autoChange: false,
    });
    // the form's left token is the pool's right one
    const flipped = pairForm({ ...base, left: R, right: L, decimals: [9, 6], amounts: base.amounts });
    expect(flipped.expectedLp?.amounts).toEqual([String(2_000_000n), String(1_000_000_000n)]);
    // a stable pair, and nothing to ask while the pool kind or the pair is unknown
    expect(pairForm({ ...base, poolType: { known: true, stable: true } }).expectedLp?.kind).toBe('stable');
    expect(pairForm({ ...base, poolType: { known: false, stable: false } }).expectedLp).toBeUndefined();
    expect(pairForm({ ...base, pair: { data: undefined, pending: true } }).expectedLp).toBeUndefined();
  });
});
