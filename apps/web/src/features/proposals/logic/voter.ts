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

/**
 * Ids per tryUnlockCastedVotes call. The vote-escrow account sends one message to each proposal from one
 * transaction, and a TVM transaction sends at most 255 messages (the value grows by 0.2 EVER an id); 100 keeps
 * well inside that and is one page of the governance API.
 */
export const UNLOCK_BATCH = 100;

/** The ids in calls of at most `size` each, in order. */
export function unlockBatches(ids: readonly number[], size = UNLOCK_BATCH): number[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`A batch holds at least one id (got ${size}).`);
  const out: number[][] = [];
  for (let i = 0; i < ids.length; i += size) out.push(ids.slice(i, i + size));
  return out;
}

/** What Unlock all sent: the ids of the calls the wallet signed, and those of the call it refused and after. */
export interface UnlockSend {
  sent: number[];
  canceled: number[];
}

/**
 * Sends Unlock all's calls in turn. A refusal of the first throws, as any canceled action (nothing happened); a
 * refusal of a later one stops there: the calls already sent stand (their votes unlock) and the rest is canceled.
 * Any other error throws.
 */
export async function sendUnlockBatches(
  batches: readonly number[][],
  send: (ids: number[]) => Promise<void>,
  isRejection: (error: unknown) => boolean,
): Promise<UnlockSend> {
  const sent: number[] = [];
  for (const [i, ids] of batches.entries()) {
    try {
      await send(ids);
    } catch (error) {
      if (i === 0 || !isRejection(error)) throw error;
      return { sent, canceled: batches.slice(i).flat() };
    }
    sent.push(...ids);
  }
  return { sent, canceled: [] };
}

/** Part of an action done, the rest canceled: the votes unlocked, of how many, and the rest still locked. */
export type UnlockPartial = {
  unlocked: number;
  total: number;
  rest: number;
};

/** The part of Unlock all that happened when the wallet refused a later call: N of M votes; undefined when whole. */
export function unlockPartial(s: UnlockSend | undefined): UnlockPartial | undefined {
  if (!s || s.canceled.length === 0) return undefined;
  return { unlocked: s.sent.length, total: s.sent.length + s.canceled.length, rest: s.canceled.length };
}

/** Done once every id sent has its UnlockCastedVotes event: the ids still waiting for theirs. */
export function unlocksWaiting(ids: readonly number[], unlocked: ReadonlySet<number>): number[] {
  return ids.filter((id) => !unlocked.has(id));
}

/**
 * The your-votes panel: the votes still locked in the member's account (`casted_votes` on chain, so an unlock
 * shows at once) and their weight, each vote's weight as the governance API recorded it.
 */
export function lockedVotes(
  casted: ReadonlyMap<number, boolean>,
  votes: readonly { proposalId: number; votes: string }[],
): { count: number; weight: bigint } {
  const weights = new Map(votes.map((v) => [v.proposalId, BigInt(v.votes)]));
  let weight = 0n;
  for (const id of casted.keys()) weight += weights.get(id) ?? 0n;
  return { count: casted.size, weight };
}

/**
 * Every page of a search of at most `limit` rows a page (the governance API answers at most 100): the rows and the
 * total the last page stated. Stops at an empty page, so a total that shrinks meanwhile ends the walk.
 */
export async function allPages<T>(
  fetchPage: (offset: number, limit: number) => Promise<{ rows: T[]; totalCount: number }>,
  limit = UNLOCK_BATCH,
): Promise<{ rows: T[]; totalCount: number }> {
  const rows: T[] = [];
  let totalCount: number;
  do {
    const page = await fetchPage(rows.length, limit);
    totalCount = page.totalCount;
    if (page.rows.length === 0) break;
    rows.push(...page.rows);
  } while (rows.length < totalCount);
  return { rows, totalCount };
}
