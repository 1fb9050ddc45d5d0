import { describe, expect, it } from 'vitest';
import {
  canWithdraw,
  mayPlanWithdraw,
  withdrawToast,
  dexBalanceRows,
  planDexWithdraw,
  runDexWithdraw,
  type WithdrawDeps,
  type WithdrawNotice,
} from './dexWithdraw';

const A = { root: '0:A', symbol: 'A', decimals: 9 };
const B = { root: '0:b', symbol: 'B', decimals: 6 };
const LP = { root: '0:lp', symbol: 'A-B-LP', decimals: 9 };

describe('DEX account balance rows', () => {
  it('lists every pool token (0 when missing) and the LP token only when held', () => {
    const rows = dexBalanceRows({ '0:a': '5', '0:lp': '0' }, [A, B], LP);
    expect(rows.map((r) => [r.symbol, r.balance, r.lp])).toEqual([
      ['A', 5n, false],
      ['B', 0n, false],
    ]);
    expect(dexBalanceRows({ '0:lp': '7' }, [A], LP).map((r) => [r.symbol, r.balance, r.lp])).toEqual([
      ['A', 0n, false],
      ['A-B-LP', 7n, true],
    ]);
    expect(dexBalanceRows(undefined, [A], LP).map((r) => r.balance)).toEqual([0n]);
  });

  it('withdraws only a positive balance while nothing else runs', () => {
    const [a, b] = dexBalanceRows({ '0:a': '5' }, [A, B]);
    expect(canWithdraw(a!, false)).toBe(true);
    expect(canWithdraw(a!, true)).toBe(false);
    expect(canWithdraw(b!, false)).toBe(false);
    expect(canWithdraw({ ...a!, decimals: undefined }, false)).toBe(false);
  });
});

function deps(over: Partial<WithdrawDeps> & { balances?: bigint[] } = {}) {
  const notices: [WithdrawNotice, string | undefined, string | undefined][] = [];
  let sent = 0;
  const balances = [...(over.balances ?? [10n, 0n])];
  const d: WithdrawDeps = {
    send: async () => {
      sent++;
      return 'f00d';
    },
    readBalance: async () => (balances.length > 1 ? balances.shift()! : balances[0]!),
    notify: (n, detail, hash) => notices.push([n, detail, hash]),
    sleep: async () => undefined,
    attempts: 5,
    ...over,
  };
  return { d, notices, sent: () => sent };
}

describe('planDexWithdraw', () => {
  const gas = async (dwv: bigint) => 1_000_000_000n + dwv;
  it('attaches the deploy-wallet value when the wallet is missing or its read fails, none when it exists', async () => {
    const notify = () => undefined;
    expect(await planDexWithdraw({ walletDeployed: async () => false, gas, notify })).toEqual({
      deployWalletValue: 100_000_000n,
      gas: 1_100_000_000n,
    });
    const failing = async () => {
      throw new Error('read failed');
    };
    expect((await planDexWithdraw({ walletDeployed: failing, gas, notify }))?.deployWalletValue).toBe(100_000_000n);
    expect(await planDexWithdraw({ walletDeployed: async () => true, gas, notify })).toEqual({
      deployWalletValue: 0n,
      gas: 1_000_000_000n,
    });
  });

  it('a gas read error is shown and there is nothing to confirm', async () => {
    const notices: [string, string][] = [];
    const plan = await planDexWithdraw({
      walletDeployed: async () => true,
      gas: async () => {
        throw new Error('no getter');
      },
      notify: (n, detail) => notices.push([n, detail]),
    });
    expect(plan).toBeUndefined();
    expect(notices).toEqual([['gasError', 'no getter']]);
  });
});

describe('runDexWithdraw', () => {
  it('sends, goes pending, then success once the balance dropped', async () => {
    const { d, notices, sent } = deps({ balances: [10n, 10n, 0n] });
    expect(await runDexWithdraw(10n, 10n, d)).toBe('done');
    expect(sent()).toBe(1);
    // the pending and the result notices name the wallet's transaction
    expect(notices).toEqual([
      ['pending', undefined, 'f00d'],
      ['success', undefined, 'f00d'],
    ]);
  });

  it('a wallet rejection is "canceled" and nothing is waited for', async () => {
    let reads = 0;
    const { d, notices } = deps({
      send: async () => {
        throw Object.assign(new Error('Rejected by user'), { code: 3 });
      },
      readBalance: async () => {
        reads++;
        return 10n;
      },
    });
    expect(await runDexWithdraw(10n, 10n, d)).toBe('canceled');
    expect(notices.map((n) => n[0])).toEqual(['canceled']);
    expect(reads).toBe(0);
  });

  it('a send error is a failure with its message', async () => {
    const { d, notices } = deps({
      send: async () => {
        throw new Error('Not enough balance');
      },
    });
    expect(await runDexWithdraw(10n, 10n, d)).toBe('failed');
    expect(notices).toEqual([['failed', 'Not enough balance', undefined]]);
  });

  it('fails when the balance never drops (bounced)', async () => {
    const { d, notices } = deps({ balances: [10n] });
    expect(await runDexWithdraw(10n, 10n, d)).toBe('failed');
    expect(notices.map((n) => n[0])).toEqual(['pending', 'failed']);
  });
});

describe('withdrawToast', () => {
  const row = { root: '0:A', symbol: 'A', amount: '1.5' };
  it('shows the pending notice as pending info, without a token', () => {
    const { toast, logged } = withdrawToast('pending', row);
    expect(toast).toEqual({
      id: 'liquidity.withdraw.pending',
      values: { amount: '1.5', symbol: 'A', message: '' },
      kind: 'info',
      pending: true,
      hash: undefined,
    });
    expect(logged).toBe(false);
  });
  it('offers the token on success, with the transaction', () => {
    const { toast } = withdrawToast('success', row, undefined, 'h1');
    expect(toast).toMatchObject({ kind: 'success', pending: false, hash: 'h1', token: { root: '0:A', symbol: 'A' } });
  });
  it('logs a gas error and a failure with a detail, not a cancel', () => {
    expect(withdrawToast('gasError', row, 'no gas').logged).toBe(true);
    expect(withdrawToast('failed', row, 'bounced')).toMatchObject({
      logged: true,
      toast: { kind: 'error', values: { message: 'bounced' } },
    });
    expect(withdrawToast('failed', row).logged).toBe(false);
    expect(withdrawToast('canceled', row)).toMatchObject({ logged: false, toast: { kind: 'warning' } });
  });
});

describe('mayPlanWithdraw', () => {
  const row = dexBalanceRows({ '0:a': '5' }, [A])[0]!;
  const context = { owner: '0:o', account: '0:acc', busy: false };
  it('plans for a connected owner with an account, the row free and its decimals known', () => {
    expect(mayPlanWithdraw(row, context)).toBe(true);
  });
  it('refuses without an owner, an account, while busy, or with unknown decimals', () => {
    expect(mayPlanWithdraw(row, { ...context, owner: undefined })).toBe(false);
    expect(mayPlanWithdraw(row, { ...context, account: undefined })).toBe(false);
    expect(mayPlanWithdraw(row, { ...context, busy: true })).toBe(false);
    expect(mayPlanWithdraw({ ...row, decimals: undefined }, context)).toBe(false);
  });
});
