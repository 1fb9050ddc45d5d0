/**
 * DEX account balances with withdraw icons (spec 2.5): the rows the add-liquidity pages list (the pool's tokens,
 * plus its LP token when the account holds some) and the withdraw flow (DexAccount.withdraw of a row's whole
 * balance back to the owner's wallet): its coin planned first (the confirmation previews that call), then the send
 * with its notifications (spec 4.12: pending, then success, failure or canceled). Pure: the chain calls, notifications and timers come in as dependencies.
 */
import { errorText, isRejection } from '@/shared/chain/errors';
import { sleep as realSleep, waitUntil } from '@/shared/lib/waitUntil';
import { deployWalletValueFor } from './gas';

export interface DexBalanceToken {
  root: string;
  symbol: string;
  /** undefined while the token's decimals are read (the amount shows as loading). */
  decimals: number | undefined;
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

/** A row can be withdrawn when it has a balance, its decimals are known and nothing else is running. */
export function canWithdraw(row: DexBalanceRow, busy: boolean): boolean {
  return !busy && row.balance > 0n && row.decimals !== undefined;
}

export type WithdrawNotice = 'pending' | 'success' | 'failed' | 'canceled' | 'gasError';
export type WithdrawOutcome = 'done' | 'failed' | 'canceled';

/** The coin of a withdraw, fixed before its confirmation opens (the previewed call is the sent call). */
export interface WithdrawPlan {
  deployWalletValue: bigint;
  gas: bigint;
}

export interface PlanDeps {
  /** Whether the owner's wallet of the token is deployed (a failed read counts as not deployed). */
  walletDeployed(): Promise<boolean>;
  /** The value to attach for DexAccount.withdraw with this deploy-wallet value (DexGasValues). */
  gas(deployWalletValue: bigint): Promise<bigint>;
  notify(notice: 'gasError', detail: string): void;
}

/** The withdraw's deploy-wallet value and gas; undefined after a gas read error (shown, nothing to confirm). */
export async function planDexWithdraw(deps: PlanDeps): Promise<WithdrawPlan | undefined> {
  const deployWalletValue = deployWalletValueFor(await deps.walletDeployed().catch(() => false));
  try {
    return { deployWalletValue, gas: await deps.gas(deployWalletValue) };
  } catch (error) {
    deps.notify('gasError', errorText(error));
    return undefined;
  }
}

export interface WithdrawDeps {
  /** Sends DexAccount.withdraw with the planned coin; answers the hash of the wallet's transaction. */
  send(): Promise<string>;
  /** The DEX account's current balance of the token. */
  readBalance(): Promise<bigint>;
  /** `detail`: an error's text; `hash`: the wallet's transaction, once sent. */
  notify(notice: WithdrawNotice, detail?: string, hash?: string): void;
  sleep?: (ms: number) => Promise<void>;
  /** Balance polls after sending (250 ms apart); default 120 (30 s). */
  attempts?: number;
}

/**
 * Withdraws `amount` (the row's balance `before`), planned and confirmed: the wallet prompt (a rejection changes
 * nothing), then waits until the account balance dropped by the amount.
 */
export async function runDexWithdraw(amount: bigint, before: bigint, deps: WithdrawDeps): Promise<WithdrawOutcome> {
  let hash: string;
  try {
    hash = await deps.send();
  } catch (error) {
    if (isRejection(error)) {
      deps.notify('canceled');
      return 'canceled';
    }
    deps.notify('failed', errorText(error));
    return 'failed';
  }
  deps.notify('pending', undefined, hash);
  const dropped = await waitUntil(async () => ((await deps.readBalance()) + amount <= before ? true : undefined), {
    intervalMs: 250,
    attempts: deps.attempts ?? 120,
    sleep: deps.sleep ?? realSleep,
  });
  if (dropped.kind === 'done') {
    deps.notify('success', undefined, hash);
    return 'done';
  }
  deps.notify('failed', undefined, hash);
  return 'failed';
}

const NOTICE_KIND: Record<WithdrawNotice, 'info' | 'success' | 'warning' | 'error'> = {
  pending: 'info',
  success: 'success',
  failed: 'error',
  canceled: 'warning',
  gasError: 'error',
};

/**
 * The toast of a withdraw notice: its message, severity, whether it is the pending one, the transaction, and on
 * success the token to add to the wallet; `logged` when the failure's detail belongs in the console too.
 */
export function withdrawToast(
  notice: WithdrawNotice,
  row: { root: string; symbol: string; amount: string },
  detail?: string,
  hash?: string,
) {
  return {
    logged: notice === 'gasError' || (notice === 'failed' && !!detail),
    toast: {
      id: `liquidity.withdraw.${notice}`,
      values: { amount: row.amount, symbol: row.symbol, message: detail ?? '' },
      kind: NOTICE_KIND[notice],
      pending: notice === 'pending',
      hash,
      ...(notice === 'success' ? { token: { root: row.root, symbol: row.symbol } } : {}),
    },
  };
}

/** Whether a row's withdraw may be planned now: someone connected with a DEX account, the row free, its decimals known. */
export function mayPlanWithdraw(
  row: DexBalanceRow,
  context: { owner: string | undefined; account: string | undefined; busy: boolean },
): boolean {
  return !!context.owner && !!context.account && canWithdraw(row, context.busy) && row.decimals !== undefined;
}
