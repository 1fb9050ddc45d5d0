/**
 * The manage page's actions as steps (spec 4 builder): a mint or burn reads the target's balance, sends, then polls
 * the balance until it moves; the total supply then changes by the amount (plus for mint, minus for burn). A transfer
 * of ownership sends, then polls the root until it names the new owner. A rejection or failure changes nothing.
 * Pure of React: `useManageToken` gives the reads and the send, and turns the outcome into the cache and the toasts.
 */
import { errorText, isRejection } from '@/shared/chain/errors';
import { formatExactAmount } from '@/shared/lib/format';
import { waitUntil, type WaitOptions } from '@/shared/lib/waitUntil';
import type { BuilderToken } from './builderList';
import { BALANCE_POLL, OWNER_POLL } from './createReceipt';

export type SupplyKind = 'mint' | 'burn';
export type Busy = SupplyKind | 'transfer';

/** How an action ended: done with what it waited for, the wait ran out (or failed), or the send failed. */
export type ManageOutcome<T> = { kind: 'done'; value: T } | { kind: 'timeout' } | { kind: 'failed'; error: unknown };

/** The toast of the manage page: a message id and its values. */
export interface ManageToast {
  id: string;
  values?: Record<string, string>;
}

/** The change of the total supply a mint (+) or burn (−) of `amount` makes. */
export function supplyDelta(kind: SupplyKind, amount: bigint): bigint {
  return kind === 'mint' ? amount : -amount;
}

/** The token with its total supply changed by `delta` (undefined stays undefined: nothing is cached yet). */
export function withSupplyChange(token: BuilderToken | undefined, delta: bigint): BuilderToken | undefined {
  return token ? { ...token, totalSupply: (BigInt(token.totalSupply) + delta).toString() } : token;
}

/** The new balance once it differs from the one read before the send, else undefined (still waiting). */
export function balanceMoved(before: string, now: string): bigint | undefined {
  return now !== before ? BigInt(now) : undefined;
}

/** Whether the root names `newOwner` (addresses compared case-insensitively). */
export function ownerIs(token: Pick<BuilderToken, 'owner'>, newOwner: string): boolean {
  return token.owner.toLowerCase() === newOwner.toLowerCase();
}

/** A mint or burn: the balance before, the send, then the wait for the balance to move. */
export async function runSupplyChange(io: {
  balanceOf: () => Promise<string>;
  send: () => Promise<void>;
  poll?: WaitOptions;
}): Promise<ManageOutcome<bigint>> {
  try {
    const before = await io.balanceOf();
    await io.send();
    const moved = await waitUntil(async () => balanceMoved(before, await io.balanceOf()), io.poll ?? BALANCE_POLL);
    return moved.kind === 'done' ? moved : { kind: 'timeout' };
  } catch (error) {
    return { kind: 'failed', error };
  }
}

/** A transfer of ownership: the send, then the wait for the root to name the new owner (its details then). */
export async function runOwnerTransfer(io: {
  newOwner: string;
  send: () => Promise<void>;
  readRoot: () => Promise<BuilderToken>;
  poll?: WaitOptions;
}): Promise<ManageOutcome<BuilderToken>> {
  try {
    await io.send();
    const moved = await waitUntil(async () => {
      const info = await io.readRoot();
      return ownerIs(info, io.newOwner) ? info : undefined;
    }, io.poll ?? OWNER_POLL);
    return moved.kind === 'done' ? moved : { kind: 'timeout' };
  } catch (error) {
    return { kind: 'failed', error };
  }
}

/** What a failed action says: rejected in the wallet, else the error's text. */
export function failureToast(error: unknown): ManageToast {
  return isRejection(error)
    ? { id: 'builder.toast.rejected' }
    : { id: 'builder.toast.failed', values: { message: errorText(error) } };
}

/** What a mint or burn that landed says: the exact amount and the symbol. */
export function supplyToast(kind: SupplyKind, amount: bigint, token: Pick<BuilderToken, 'decimals' | 'symbol'>) {
  return {
    id: `builder.toast.${kind}ed`,
    values: { amount: `${formatExactAmount(amount, token.decimals)} ${token.symbol}` },
  } satisfies ManageToast;
}

export const TIMEOUT_TOAST: ManageToast = { id: 'builder.toast.timeout' };

/** What an action that did not land says: the wait ran out, or why the send failed. */
export function unsettledToast(outcome: Exclude<ManageOutcome<unknown>, { kind: 'done' }>): ManageToast {
  return outcome.kind === 'timeout' ? TIMEOUT_TOAST : failureToast(outcome.error);
}
export const TRANSFERRED_TOAST: ManageToast = { id: 'builder.toast.transferred' };
