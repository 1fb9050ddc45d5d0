/**
 * The remove-liquidity submit (spec 4.10, 4.12): find whether the payout must deploy a token wallet of the owner
 * (spec 9), read the gas of a direct withdrawal from DexGasValues (an error
 * sends nothing), send the LP tokens to the pool through the wallet (a rejection changes nothing), tell the user it
 * is pending, wait until the LP balance changes, re-sync the balances and replace the pending notice by the result
 * (with a link to the transaction). Framework-free: the hook passes the effects (chain
 * reads and sends, state, toasts) and this decides what happens in which order.
 */
import { errorText, isRejection } from '@/shared/chain/errors';
import { formatAmount } from '@/shared/lib/format';
import { sleep as realSleep, waitUntil } from '@/shared/lib/waitUntil';
import type { LiquidityNotice } from './liquidityStep';
import type { ReceiveLine, RemovePhase } from './removeLiquidity';

/** LP balance checks after sending, 250 ms apart (10 s). */
export const REMOVE_POLL = { intervalMs: 250, attempts: 40 } as const;
/** Spec 4.8: balances re-sync 30 ms after the transaction. */
export const RESYNC_DELAY_MS = 30;

export type RemoveNotice = LiquidityNotice;

export interface RemoveLiquidityRequest {
  /** The LP balance before sending (smallest units). */
  lpBefore: string;
  /** What the user receives, for the success message (amounts in smallest units, pool order). */
  receive: readonly ReceiveLine[];
}

export interface RemoveLiquidityEffects {
  /**
   * The coin the payout attaches to deploy a missing token wallet of the owner (spec 9): DEPLOY_WALLET_VALUE when
   * any receiving wallet does not exist yet, else 0 (see payoutDeployWalletValue).
   */
  deployWalletValue(): Promise<bigint>;
  /** The value to attach (DexGasValues.getPoolDirectWithdrawGas with that deploy-wallet value). */
  gas(deployWalletValue: bigint): Promise<bigint>;
  /** Sends the LP tokens to the pool with the withdrawal payload; answers the wallet's transaction hash. */
  send(gas: bigint, deployWalletValue: bigint): Promise<string>;
  /** The owner's LP balance now; throws when the read fails (a failed read is not a change). */
  readLpBalance(): Promise<string>;
  setPhase(phase: RemovePhase): void;
  /** Reads the LP position and the pool again. */
  refresh(): void;
  notify(notice: RemoveNotice): void;
  sleep?: (ms: number) => Promise<void>;
}

export type RemoveOutcome = 'gasError' | 'canceled' | 'failed' | 'done' | 'timeout';

/** "1.5 TON, 3 EVER": the received amounts of the success message. */
export function receivedText(receive: RemoveLiquidityRequest['receive']): string {
  return receive.map((r) => `${formatAmount(r.amount, r.decimals)} ${r.symbol}`).join(', ');
}

export async function runRemoveLiquidity(
  request: RemoveLiquidityRequest,
  fx: RemoveLiquidityEffects,
): Promise<RemoveOutcome> {
  const pause = fx.sleep ?? realSleep;
  fx.setPhase('awaiting');
  let gas: bigint;
  let deployWalletValue: bigint;
  try {
    deployWalletValue = await fx.deployWalletValue();
    gas = await fx.gas(deployWalletValue);
  } catch (error) {
    console.error('Gas values read error', error);
    fx.setPhase('idle');
    fx.notify({ id: 'liquidity.gasError', values: { message: errorText(error) }, kind: 'error' });
    return 'gasError';
  }
  let hash: string;
  try {
    hash = await fx.send(gas, deployWalletValue);
  } catch (error) {
    fx.setPhase('idle');
    if (isRejection(error)) {
      fx.notify({ id: 'liquidity.remove.canceled', kind: 'warning' });
      return 'canceled';
    }
    console.error('Remove liquidity send error', error);
    fx.notify({ id: 'liquidity.remove.failed', kind: 'error' });
    return 'failed';
  }
  fx.setPhase('withdrawing');
  fx.notify({ id: 'liquidity.remove.pending', kind: 'info', pending: true, hash });
  const changed = await waitUntil(
    async () => {
      const now = await fx.readLpBalance();
      return now !== request.lpBefore ? now : undefined;
    },
    { ...REMOVE_POLL, sleep: pause },
  );
  await pause(RESYNC_DELAY_MS);
  fx.refresh();
  fx.setPhase('idle');
  if (changed.kind === 'done') {
    fx.notify({
      id: 'liquidity.remove.success',
      values: { amounts: receivedText(request.receive) },
      kind: 'success',
      hash,
    });
    return 'done';
  }
  fx.notify({ id: 'liquidity.remove.failed', kind: 'error', hash });
  return 'timeout';
}
