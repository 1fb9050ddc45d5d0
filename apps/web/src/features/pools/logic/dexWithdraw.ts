/**
 * DEX account balances with withdraw icons (spec 2.5): the rows the add-liquidity pages list (the pool's tokens,
 * plus its LP token when the account holds some) and the withdraw flow (DexAccount.withdraw of a row's whole
 * balance back to the owner's wallet) with its notifications (spec 4.12: pending, then success, failure or
 * canceled). Pure: the chain calls, notifications and timers come in as dependencies.
 */
import { deployWalletValueFor } from './gas';

export interface DexBalanceToken {
  root: string;
  symbol: string;
  decimals: number;
}

export interface DexBalanceRow extends DexBalanceToken {
  /** Balance in the DEX account, smallest units. */
  balance: bigint;
  lp: boolean;
}

/** Each pool token's DEX account balance (0 when the account has none), then the LP token's if positive. */
export function dexBalanceRows(
  balances: Readonly<Record<string, string>> | undefined,
  tokens: readonly DexBalanceToken[],
  lp?: DexBalanceToken,
): DexBalanceRow[] {
  const of = (root: string) => BigInt(balances?.[root.toLowerCase()] ?? '0');
  const rows: DexBalanceRow[] = tokens.map((t) => ({ ...t, balance: of(t.root), lp: false }));
  if (lp && of(lp.root) > 0n) rows.push({ ...lp, balance: of(lp.root), lp: true });
  return rows;
}

/** A row can be withdrawn when it has a balance and nothing else is running. */
export function canWithdraw(row: DexBalanceRow, busy: boolean): boolean {
  return !busy && row.balance > 0n;
}

export type WithdrawNotice = 'pending' | 'success' | 'failed' | 'canceled' | 'gasError';
export type WithdrawOutcome = 'done' | 'failed' | 'canceled' | 'gasError';

export interface WithdrawDeps {
  /** Whether the owner's wallet of the token is deployed (a failed read counts as not deployed). */
  walletDeployed(): Promise<boolean>;
  /** The value to attach for DexAccount.withdraw with this deploy-wallet value (DexGasValues). */
  gas(deployWalletValue: bigint): Promise<bigint>;
  send(args: { deployWalletValue: bigint; gas: bigint }): Promise<void>;
  /** The DEX account's current balance of the token. */
  readBalance(): Promise<bigint>;
  notify(notice: WithdrawNotice, detail?: string): void;
  sleep(ms: number): Promise<void>;
  /** Balance polls after sending (250 ms apart); default 120 (30 s). */
  attempts?: number;
}

const messageOf = (error: unknown) => String((error as { message?: unknown })?.message ?? error);

/** A wallet's "rejected by user" (code 3 in the Ever Wallet API) as opposed to a failure. */
export function isUserRejection(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | undefined;
  return e?.code === 3 || /reject|cancel/i.test(String(e?.message ?? ''));
}

/**
 * Withdraws `amount` (the row's balance `before`): gas first (an error is shown, nothing sent), then the wallet
 * prompt (a rejection changes nothing), then waits until the account balance dropped by the amount.
 */
export async function runDexWithdraw(amount: bigint, before: bigint, deps: WithdrawDeps): Promise<WithdrawOutcome> {
  const deployWalletValue = deployWalletValueFor(await deps.walletDeployed().catch(() => false));
  let gas: bigint;
  try {
    gas = await deps.gas(deployWalletValue);
  } catch (error) {
    deps.notify('gasError', messageOf(error));
    return 'gasError';
  }
  try {
    await deps.send({ deployWalletValue, gas });
  } catch (error) {
    if (isUserRejection(error)) {
      deps.notify('canceled');
      return 'canceled';
    }
    deps.notify('failed', messageOf(error));
    return 'failed';
  }
  deps.notify('pending');
  const attempts = deps.attempts ?? 120;
  for (let i = 0; i < attempts; i++) {
    const now = await deps.readBalance().catch(() => before);
    if (now + amount <= before) {
      deps.notify('success');
      return 'done';
    }
    await deps.sleep(250);
  }
  deps.notify('failed');
  return 'failed';
}
