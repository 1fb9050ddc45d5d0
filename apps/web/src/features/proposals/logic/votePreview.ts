/**
 * The vote previews of a proposal page and the voter's rank (spec: "Vote previews show 3 entries per side"; user
 * voting: power, weight, rank, proposals voted).
 */

/** Votes shown per side (for, against) above the full list. */
export const VOTE_PREVIEW_SIZE = 3;

/** The side the votes list shows: every vote, or one side. */
export type VoteSide = 'all' | 'for' | 'against';

/** The votes search's `support` filter for a side (none for every vote). */
export function supportOf(side: VoteSide): boolean | undefined {
  return side === 'all' ? undefined : side === 'for';
}

/**
 * The voter's rank among the accounts with voting power: one more than the accounts with more power (accounts with
 * the same power share a rank). None without power, and none when the voter is not yet among the accounts counted
 * (the read model has not seen their lock yet).
 */
export function rankOf(power: bigint, above: number, withPower: number): { rank: number; of: number } | undefined {
  if (power <= 0n || above >= withPower) return undefined;
  return { rank: above + 1, of: withPower };
}

/** What the rank figure shows: the rank, "no rank" without voting power, a dash after a failed read, else loading. */
export function rankView(
  rank: { rank: number; of: number } | null | undefined,
  failed: boolean,
): { kind: 'rank'; rank: number; of: number } | { kind: 'none' | 'failed' | 'loading' } {
  if (rank) return { kind: 'rank', ...rank };
  if (rank === null) return { kind: 'none' };
  return { kind: failed ? 'failed' : 'loading' };
}
