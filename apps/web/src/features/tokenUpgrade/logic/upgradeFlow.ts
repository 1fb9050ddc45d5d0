/**
 * One token's upgrade, step by step (spec 4.6, 7, 8, 4.12), with its effects passed in: read the balances, burn the
 * whole v4 balance, poll until the v5 balance grew (or the burn bounced, or the poll gave up), and say each turn in a
 * toast. The hook gives it the chain calls, the toasts and the list update; the steps and their messages are here.
 */
import { errorText, isRejection } from '@/shared/chain/errors';
import type { WaitResult } from '@/shared/lib/waitUntil';
import { upgradeOutcome, upgradeResultNotice, type UpgradeOutcome, type UpgradeSnapshot } from './upgradeLogic';

/** A toast of the upgrade: its message id under `tokenUpgrade.toast.` and the values besides the symbol. */
export interface UpgradeMessage {
  id: 'canceled' | 'failed' | 'pending' | 'success' | 'bounced' | 'timeout';
  values?: { message?: string; amount?: string };
}

export interface UpgradeEffects<Pending> {
  /** The v4 wallet's balance and lt and the v5 balance now; rejects when they cannot be read. */
  read: () => Promise<UpgradeSnapshot>;
  /** Sends the burn of `amount` to the proxy; rejects when the wallet refuses or the send fails. */
  burn: (amount: bigint) => Promise<void>;
  /** Polls `probe` until it gives an outcome or the poll gives up. */
  wait: (probe: () => Promise<UpgradeOutcome | undefined>) => Promise<WaitResult<UpgradeOutcome>>;
  /** Takes the token out of the list (upgraded, or nothing left to upgrade). */
  remove: () => void;
  /** The amount as the toasts show it. */
  format: (amount: bigint) => string;
  notify: (message: UpgradeMessage) => void;
  notifyPending: (message: UpgradeMessage) => Pending;
  notifyResult: (pending: Pending, message: UpgradeMessage, kind: 'success' | 'error') => void;
  /** A balance read failed while polling (the poll counts it and reads again). */
  warn: (message: string, detail: unknown) => void;
}

/** The toast of a burn the wallet did not send: canceled when the user rejected it, else failed with the reason. */
export function sendFailure(error: unknown): UpgradeMessage {
  return isRejection(error) ? { id: 'canceled' } : failure(error);
}

const failure = (error: unknown): UpgradeMessage => ({ id: 'failed', values: { message: errorText(error) } });

/**
 * Upgrades the whole v4 balance as it is now: an empty balance only leaves the list; a refused burn says why; a sent
 * burn shows a pending toast replaced by the result (the token leaves the list once upgraded). Any other failure is
 * told as failed. Never rejects.
 */
export async function runUpgrade<Pending>(fx: UpgradeEffects<Pending>): Promise<void> {
  try {
    const before = await fx.read();
    const amount = before.v4;
    if (amount <= 0n) {
      fx.remove();
      return;
    }
    try {
      await fx.burn(amount);
    } catch (error) {
      fx.notify(sendFailure(error));
      return;
    }
    const pending = fx.notifyPending({ id: 'pending' });
    const result = await fx.wait(async () => {
      try {
        return upgradeOutcome(before, await fx.read(), amount);
      } catch (error) {
        fx.warn('Token upgrade balance read error', error);
        throw error;
      }
    });
    const notice = upgradeResultNotice(result);
    if (notice.removed) fx.remove();
    fx.notifyResult(pending, { id: notice.id, values: { amount: fx.format(amount) } }, notice.kind);
  } catch (error) {
    fx.notify(failure(error));
  }
}

/** The set of v4 roots being upgraded, with one root marked or unmarked (a new set: React state). */
export function markUpgrading(current: ReadonlySet<string>, rootV4: string, on: boolean): ReadonlySet<string> {
  const next = new Set(current);
  if (on) next.add(rootV4);
  else next.delete(rootV4);
  return next;
}

/** The check has finished once the manifest is loaded and the balances were read, or their reading failed. */
export function checkFinished(manifestLoaded: boolean, check: { isSuccess: boolean; isError: boolean }): boolean {
  return manifestLoaded && (check.isSuccess || check.isError);
}
