/**
 * The connected user as a proposer and voter (spec 3 "Voter state", 5, 9): whether they may create a proposal,
 * Unlock all's enablement and the values attached to each call.
 */
const COIN = 1_000_000_000n;

export const ProposalGas = {
  PROPOSE: 10n * COIN,
  CANCEL: 2n * COIN,
  CAST_VOTE: (COIN * 23n) / 2n,
  UNLOCK_VOTE_TOKENS: (COIN * 23n) / 2n,
} as const;

export { unlockCastedValue } from '@/shared/chain/gas';

/** The vote token's decimals (spec 9). */
export const VOTE_TOKEN_DECIMALS = 9;

export type CreatePermission =
  | { status: 'unknown' }
  | { status: 'allowed' }
  | { status: 'denied'; hasAccount: boolean; missing: bigint; locked: bigint; threshold: bigint };

/**
 * Creating needs a vote-escrow account and available voting tokens (balance minus locked) of at least the
 * threshold; otherwise the warning shows what is missing and what is locked.
 */
export function createPermission(v: {
  hasAccount?: boolean;
  balance?: bigint;
  locked?: bigint;
  threshold?: bigint;
}): CreatePermission {
  if (v.hasAccount === undefined || v.threshold === undefined) return { status: 'unknown' };
  if (!v.hasAccount)
    return { status: 'denied', hasAccount: false, missing: v.threshold, locked: 0n, threshold: v.threshold };
  if (v.balance === undefined || v.locked === undefined) return { status: 'unknown' };
  const available = v.balance > v.locked ? v.balance - v.locked : 0n;
  if (available >= v.threshold && v.balance > v.locked) return { status: 'allowed' };
  return {
    status: 'denied',
    hasAccount: true,
    missing: v.threshold - available,
    locked: v.locked,
    threshold: v.threshold,
  };
}

/** Unlock all: every locked vote available for unlock is loaded and their count matches the total. */
export const canUnlockAll = (loaded: readonly number[] | undefined, total: number | undefined) =>
  loaded !== undefined && total !== undefined && total > 0 && loaded.length === total;
