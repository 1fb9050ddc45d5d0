/**
 * One on-chain step of the add-liquidity forms (pair and N-pool, spec 4.8, 4.9, 4.12): read the gas (an error
 * sends nothing), send through the wallet (a rejection changes nothing), then wait for the result on chain.
 * Framework-free: the forms pass their reads and sends, and turn the outcome into state and notifications.
 */
import { errorText, isRejection } from '@/shared/chain/errors';
import { waitUntil } from '@/shared/lib/waitUntil';

/** Checks of a step's effect on chain: 250 ms apart. */
export const STEP_POLL_MS = 250;

export type LiquidityStepOutcome =
  | { kind: 'gasError'; message: string }
  | { kind: 'canceled' }
  | { kind: 'failed' }
  | { kind: 'settled'; done: boolean };

export interface LiquidityStepDeps {
  gas(): Promise<bigint>;
  send(gas: bigint): Promise<void>;
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
  try {
    await deps.send(gas);
  } catch (error) {
    if (isRejection(error)) return { kind: 'canceled' };
    console.error('Add liquidity send error', error);
    return { kind: 'failed' };
  }
  const result = await waitUntil(async () => ((await deps.done()) ? true : undefined), {
    intervalMs: STEP_POLL_MS,
    attempts: deps.attempts,
    sleep: deps.sleep,
  });
  return { kind: 'settled', done: result.kind === 'done' };
}

/** The notification of a finished step: message id, values and kind (the caller translates and shows it). */
export function liquidityStepNotice(
  outcome: LiquidityStepOutcome,
  step: {
    op: 'deployAccount' | 'createPool' | 'connectPool' | 'deposit' | 'supply';
    symbol?: string;
    receivedLp?: string;
  },
): { id: string; values?: Record<string, string>; kind: 'success' | 'warning' | 'error' } {
  switch (outcome.kind) {
    case 'gasError':
      return { id: 'liquidity.gasError', values: { message: outcome.message }, kind: 'error' };
    case 'canceled':
      return { id: 'liquidity.add.canceled', kind: 'warning' };
    case 'failed':
      return { id: 'liquidity.add.failed', kind: 'error' };
    case 'settled':
      if (!outcome.done) return { id: 'liquidity.add.failed', kind: 'error' };
      if (step.op === 'supply')
        return { id: 'liquidity.add.success', values: { amount: step.receivedLp ?? '0' }, kind: 'success' };
      return { id: `liquidity.add.done.${step.op}`, values: { symbol: step.symbol ?? '' }, kind: 'success' };
  }
}
