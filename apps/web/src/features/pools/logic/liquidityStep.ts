/**
 * One on-chain step of the add-liquidity forms (pair and N-pool, spec 4.8, 4.9, 4.12): read the gas (an error
 * sends nothing), send through the wallet (a rejection changes nothing), then wait for the result on chain.
 * Framework-free: the forms pass their reads and sends, and turn the outcome into state and notifications.
 *
 * Notifications (spec 2.5, 4.12): a step goes pending once the wallet sent it (a toast that stays), then its result
 * replaces that toast: success (with links to the transaction and the token), failure, or canceled (each step has
 * its own text).
 */
import { errorText, isRejection } from '@/shared/chain/errors';
import { waitUntil } from '@/shared/lib/waitUntil';

/** Checks of a step's effect on chain: 250 ms apart. */
export const STEP_POLL_MS = 250;

export type LiquidityStepOutcome =
  | { kind: 'gasError'; message: string }
  | { kind: 'canceled' }
  | { kind: 'failed' }
  | { kind: 'settled'; done: boolean; hash: string };

export interface LiquidityStepDeps {
  gas(): Promise<bigint>;
  /** Sends the step; answers the hash of the wallet's transaction. */
  send(gas: bigint): Promise<string>;
  /** The wallet sent it (the step is pending until its effect shows). */
  onSent?(hash: string): void;
  /** Whether the step's effect is visible on chain (polled; a failed read counts as "not yet"). */
  done(): Promise<boolean>;
  /** Checks made before giving up. */
  attempts: number;
  sleep?: (ms: number) => Promise<void>;
}

export async function runLiquidityStep(deps: LiquidityStepDeps): Promise<LiquidityStepOutcome> {
  let gas: bigint;
  try {
    gas = await deps.gas();
  } catch (error) {
    console.error('Gas values read error', error);
    return { kind: 'gasError', message: errorText(error) };
  }
  let hash: string;
  try {
    hash = await deps.send(gas);
  } catch (error) {
    if (isRejection(error)) return { kind: 'canceled' };
    console.error('Add liquidity send error', error);
    return { kind: 'failed' };
  }
  deps.onSent?.(hash);
  const result = await waitUntil(async () => ((await deps.done()) ? true : undefined), {
    intervalMs: STEP_POLL_MS,
    attempts: deps.attempts,
    sleep: deps.sleep,
  });
  return { kind: 'settled', done: result.kind === 'done', hash };
}

/** A notification of a liquidity operation; the caller translates and shows it. */
export interface LiquidityNotice {
  id: string;
  values?: Record<string, string>;
  kind: 'info' | 'success' | 'warning' | 'error';
  /** Under way: the toast stays until the operation's next notice replaces it. */
  pending?: boolean;
  /** The wallet's transaction, linked from the toast. */
  hash?: string;
  /** The token received or moved, linked to its root contract. */
  token?: { root: string; symbol: string };
}

export type AddStepOp = 'deployAccount' | 'createPool' | 'connectPool' | 'deposit' | 'supply';

export interface AddStepInfo {
  op: AddStepOp;
  /** The token of a deposit. */
  symbol?: string;
  /** The token a step moves: the deposited root, or the LP root of a supply. */
  root?: string;
  /** The pair or pool, "QUBE/USDT" (create and connect). */
  pool?: string;
  /** The LP received by a supply, as shown. */
  receivedLp?: string;
  lpSymbol?: string;
}

/** The pending notice of a step the wallet sent. */
export function liquidityPendingNotice(step: AddStepInfo): LiquidityNotice {
  return {
    id: `liquidity.add.pending.${step.op}`,
    values: { symbol: step.symbol ?? '', pool: step.pool ?? '' },
    kind: 'info',
    pending: true,
  };
}

/** The notice of a finished step (it replaces the pending one when there was one). */
export function liquidityStepNotice(outcome: LiquidityStepOutcome, step: AddStepInfo): LiquidityNotice {
  const values = { symbol: step.symbol ?? '', pool: step.pool ?? '' };
  switch (outcome.kind) {
    case 'gasError':
      return { id: 'liquidity.gasError', values: { message: outcome.message }, kind: 'error' };
    case 'canceled':
      return { id: `liquidity.add.canceled.${step.op}`, values, kind: 'warning' };
    case 'failed':
      return { id: 'liquidity.add.failed', kind: 'error' };
    case 'settled': {
      if (!outcome.done) return { id: 'liquidity.add.failed', kind: 'error', hash: outcome.hash };
      const tokenSymbol = step.op === 'supply' ? step.lpSymbol : step.symbol;
      const token = step.root && tokenSymbol ? { root: step.root, symbol: tokenSymbol } : undefined;
      const notice: LiquidityNotice =
        step.op === 'supply'
          ? { id: 'liquidity.add.success', values: { amount: step.receivedLp ?? '0' }, kind: 'success' }
          : { id: `liquidity.add.done.${step.op}`, values, kind: 'success' };
      return { ...notice, hash: outcome.hash, ...(token ? { token } : {}) };
    }
  }
}
