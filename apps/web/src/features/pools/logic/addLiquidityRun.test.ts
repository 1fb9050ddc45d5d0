import { describe, expect, it, vi } from 'vitest';
import type { SideInput } from './addLiquiditySteps';
import {
  addRefreshPlan,
  mayRunAdd,
  runAddLiquidity,
  type AddLiquidityChain,
  type AddLiquidityContext,
  type AddLiquidityEffects,
  type AddLiquidityNotice,
} from './addLiquidityRun';
import { RESYNC_DELAY_MS } from './removeLiquidityRun';

const L = `0:${'1'.repeat(64)}`;
const R = `0:${'2'.repeat(64)}`;
const LP = `0:${'3'.repeat(64)}`;

const side = (symbol: string, amount: bigint, dexBalance = 0n): SideInput => ({
  symbol,
  amount,
  walletBalance: 10n ** 20n,
  dexBalance,
  depositing: false,
});

const ctx: AddLiquidityContext = {
  roots: [L, R],
  sides: [side('USDT', 1_500_000n, 500_000n), side('TON', 3_000_000_000n)],
  lpRoot: LP,
  lpBefore: '1000000000',
  lpDecimals: 9,
  lpSymbol: 'FlatQube-LP-USDT-TON',
  poolName: 'USDT/TON',
  autoChange: false,
  attempts: 5,
};
const HASH = 'ab'.repeat(32);

function setup(over: Partial<AddLiquidityChain> = {}, reads: Partial<{ account: object[]; lp: string[] }> = {}) {
  const log: string[] = [];
  const notices: AddLiquidityNotice[] = [];
  const accounts = [...(reads.account ?? [{ deployed: true, balances: {}, wallets: [] }])];
  const lps = [...(reads.lp ?? ['1000000000'])];
  const next = <T>(list: T[]) => (list.length > 1 ? list.shift()! : list[0]!);
  const sent = (entry: string) => {
    log.push(entry);
    return HASH;
  };
  const chain: AddLiquidityChain = {
    deployAccount: async (gas) => sent(`deployAccount ${gas}`),
    createPool: async (gas) => sent(`createPool ${gas}`),
    connectPool: async (gas) => sent(`connectPool ${gas}`),
    deposit: async (root, amount, gas) => sent(`deposit ${root.slice(0, 3)} ${amount} ${gas}`),
    supply: async (ops, gas) => sent(`supply ${ops.map((o) => o.amount).join('+')} ${gas}`),
    readAccount: async () => next(accounts) as Awaited<ReturnType<AddLiquidityChain['readAccount']>>,
    readPool: async () => ({ deployed: true }),
    readLpBalance: async () => next(lps),
    ...over,
  };
  const gasOps: unknown[] = [];
  const fx: AddLiquidityEffects = {
    gas: async (op) => {
      gasOps.push(op);
      return 9n;
    },
    chain,
    refresh: async () => void log.push('refresh'),
    finish: (supplied) => void log.push(`finish ${supplied}`),
    notify: (n) => {
      log.push(`notify ${n.id}`);
      notices.push(n);
    },
    sleep: async (ms) => void log.push(`sleep ${ms}`),
  };
  return { fx, log, notices, gasOps };
}

describe('runAddLiquidity', () => {
  it('deposits the shortfall of a side and waits until the account holds the amount', async () => {
    const { fx, log, notices, gasOps } = setup(
      {},
      {
        account: [
          { deployed: true, balances: { [L]: '500000' }, wallets: [] },
          { deployed: true, balances: { [L]: '1500000' }, wallets: [] },
        ],
      },
    );
    const out = await runAddLiquidity({ op: 'deposit', index: 0 }, ctx, fx);
    expect(out).toEqual({ kind: 'settled', done: true, hash: HASH });
    expect(gasOps).toEqual([{ kind: 'depositToAccount' }]);
    expect(log).toEqual([
      'deposit 0:1 1000000 9',
      'notify liquidity.add.pending.deposit',
      'sleep 250',
      'sleep 250',
      `sleep ${RESYNC_DELAY_MS}`,
      'refresh',
      'finish false',
      'notify liquidity.add.done.deposit',
    ]);
    // pending once the wallet sent it, then the result (linking the transaction and the token) takes its place
    expect(notices).toEqual([
      { id: 'liquidity.add.pending.deposit', values: { symbol: 'USDT', pool: '' }, kind: 'info', pending: true },
      {
        id: 'liquidity.add.done.deposit',
        values: { symbol: 'USDT', pool: '' },
        kind: 'success',
        hash: HASH,
        token: { root: L, symbol: 'USDT' },
      },
    ]);
  });

  it('supplies every side, reads the LP received and tells it with the LP decimals', async () => {
    const { fx, log, notices, gasOps } = setup({}, { lp: ['1000000000', '3500000000'] });
    const out = await runAddLiquidity({ op: 'supply' }, { ...ctx, autoChange: true }, fx);
    expect(out).toEqual({ kind: 'settled', done: true, hash: HASH });
    expect(gasOps).toEqual([{ kind: 'supply', tokens: 2, autoChange: true }]);
    expect(log[0]).toBe('supply 1500000+3000000000 9');
    expect(log.slice(-3)).toEqual(['refresh', 'finish true', 'notify liquidity.add.success']);
    expect(notices.at(-1)).toEqual({
      id: 'liquidity.add.success',
      values: { amount: '2.50' },
      kind: 'success',
      hash: HASH,
      token: { root: LP, symbol: 'FlatQube-LP-USDT-TON' },
    });
  });

  it('connects the pool: done once the account has wallets of both tokens and the LP token', async () => {
    const { fx, notices, gasOps } = setup(
      {},
      {
        account: [
          { deployed: true, balances: {}, wallets: [L, R] },
          { deployed: true, balances: {}, wallets: [L.toUpperCase(), R, LP] },
        ],
      },
    );
    expect(await runAddLiquidity({ op: 'connectPool' }, ctx, fx)).toEqual({ kind: 'settled', done: true, hash: HASH });
    expect(gasOps).toEqual([{ kind: 'connectPool', tokens: 2 }]);
    expect(notices.map((n) => [n.id, n.values?.pool])).toEqual([
      ['liquidity.add.pending.connectPool', 'USDT/TON'],
      ['liquidity.add.done.connectPool', 'USDT/TON'],
    ]);
  });

  it('creates the pool: done once it is deployed and no longer setting up', async () => {
    const pools = [{ deployed: true, settingUp: true }, { deployed: true }];
    const readPool = vi.fn(async () => pools.shift()!);
    const { fx, log } = setup({ readPool });
    expect(await runAddLiquidity({ op: 'createPool' }, ctx, fx)).toEqual({ kind: 'settled', done: true, hash: HASH });
    expect(readPool).toHaveBeenCalledTimes(2);
    expect(log[0]).toBe('createPool 9');
  });

  it('deploys the account for an N-pool with the pool size in the gas request', async () => {
    const { fx, gasOps } = setup({}, { account: [{ deployed: false }, { deployed: true }] });
    const out = await runAddLiquidity({ op: 'deployAccount' }, { ...ctx, roots: [L, R, LP] }, fx);
    expect(out).toEqual({ kind: 'settled', done: true, hash: HASH });
    expect(gasOps).toEqual([{ kind: 'deployAccount' }]);
  });

  it("a rejection changes nothing: no wait, no re-sync, no pending notice, the step's own canceled text", async () => {
    const readAccount = vi.fn();
    const { fx, log, notices } = setup({
      deployAccount: () => Promise.reject({ code: 3, message: 'Rejected by user' }),
      deposit: () => Promise.reject({ code: 3, message: 'Rejected by user' }),
      readAccount,
    });
    expect(await runAddLiquidity({ op: 'deployAccount' }, ctx, fx)).toEqual({ kind: 'canceled' });
    expect(await runAddLiquidity({ op: 'deposit', index: 1 }, ctx, fx)).toEqual({ kind: 'canceled' });
    expect(readAccount).not.toHaveBeenCalled();
    expect(log).toEqual([
      'finish false',
      'notify liquidity.add.canceled.deployAccount',
      'finish false',
      'notify liquidity.add.canceled.deposit',
    ]);
    expect(notices[1]).toEqual({
      id: 'liquidity.add.canceled.deposit',
      values: { symbol: 'TON', pool: '' },
      kind: 'warning',
    });
  });

  it('a gas read error sends nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fx, log, notices } = setup();
    fx.gas = () => Promise.reject(new Error('getter failed'));
    expect(await runAddLiquidity({ op: 'supply' }, ctx, fx)).toEqual({ kind: 'gasError', message: 'getter failed' });
    expect(log).toEqual(['finish false', 'notify liquidity.gasError']);
    expect(notices[0]).toMatchObject({ id: 'liquidity.gasError', kind: 'error' });
  });

  it('an effect that never shows fails after the checks, but the data is still re-synced', async () => {
    const { fx, log, notices } = setup();
    const out = await runAddLiquidity({ op: 'supply' }, ctx, fx);
    expect(out).toEqual({ kind: 'settled', done: false, hash: HASH });
    expect(log.filter((l) => l === 'sleep 250')).toHaveLength(ctx.attempts);
    expect(log.slice(-3)).toEqual(['refresh', 'finish false', 'notify liquidity.add.failed']);
    expect(notices.at(-1)).toEqual({ id: 'liquidity.add.failed', kind: 'error', hash: HASH });
  });

  it('a failing re-sync is logged, and the form still leaves its busy state', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { fx, log } = setup({}, { account: [{ deployed: true }] });
    fx.refresh = () => Promise.reject(new Error('offline'));
    await runAddLiquidity({ op: 'deployAccount' }, ctx, fx);
    expect(warn).toHaveBeenCalled();
    expect(log.slice(-2)).toEqual(['finish false', 'notify liquidity.add.done.deployAccount']);
  });
});

describe('mayRunAdd', () => {
  const s = { owner: '0:o', account: '0:acc', roots: ['0:a', '0:b'], lpRoot: '0:lp' };
  it('runs for an owner with a DEX account and two tokens', () => {
    expect(mayRunAdd('pair', { ...s, lpRoot: undefined })).toBe(true);
    expect(mayRunAdd('pool', s)).toBe(true);
  });
  it('refuses without an owner, an account, a second token, or (N-pool) its LP root', () => {
    expect(mayRunAdd('pair', { ...s, owner: undefined })).toBe(false);
    expect(mayRunAdd('pair', { ...s, account: undefined })).toBe(false);
    expect(mayRunAdd('pair', { ...s, roots: ['0:a'] })).toBe(false);
    expect(mayRunAdd('pool', { ...s, lpRoot: undefined })).toBe(false);
  });
});

describe('addRefreshPlan', () => {
  it("re-reads the pair and the owner's balances before the pair form's next step", () => {
    expect(addRefreshPlan('pair', '0:o', 'wallet')).toEqual({
      refetchPair: true,
      awaited: [['chain', 'tokenBalance']],
      later: [['dex'], ['wallet']],
    });
  });
  it("re-reads the owner's pool balances for the N-pool form and marks only the pool answers stale", () => {
    expect(addRefreshPlan('pool', '0:o', 'wallet')).toEqual({
      refetchPair: false,
      awaited: [['chain', 'tokenBalances', '0:o']],
      later: [['dex', 'pool'], ['wallet']],
    });
  });
});
