/**
 * The epoch vote form (reference section 2): the voting power spread over candidate gauges. The contract refuses a
 * second vote in an epoch, more gauges than maxGaugesPerVote and more votes than the voting power; "too few votes"
 * and "max votes reached" are hints comparing a gauge's share of all votes with the min and max ratios (basis
 * points of 10000).
 */
export const BP = 10_000n;

/** A share in basis points (0 when the whole is 0). */
export function shareBp(part: bigint, whole: bigint): number {
  return whole > 0n ? Number((part * BP) / whole) : 0;
}

export type VoteProblem = 'alreadyVoted' | 'empty' | 'exceeds' | 'tooManyGauges' | 'unavailable' | undefined;

export interface VoteCheckArgs {
  /** gauge → votes typed (smallest units), zeros allowed. */
  votes: ReadonlyMap<string, bigint>;
  votingPower: bigint;
  maxGaugesPerVote: number;
  alreadyVoted: boolean;
  voteAvailable: boolean;
}

/** The votes actually sent: the gauges with a positive amount. */
export function positiveVotes(votes: ReadonlyMap<string, bigint>): Map<string, bigint> {
  return new Map([...votes].filter(([, v]) => v > 0n));
}

export function voteSum(votes: ReadonlyMap<string, bigint>): bigint {
  let sum = 0n;
  for (const v of votes.values()) sum += v;
  return sum;
}

/** Why the vote cannot be sent, the first reason in the order a member meets them. */
export function voteProblem(a: VoteCheckArgs): VoteProblem {
  if (a.alreadyVoted) return 'alreadyVoted';
  if (!a.voteAvailable) return 'unavailable';
  const sent = positiveVotes(a.votes);
  if (sent.size === 0) return 'empty';
  if (voteSum(sent) > a.votingPower) return 'exceeds';
  if (sent.size > a.maxGaugesPerVote) return 'tooManyGauges';
  return undefined;
}

export type VoteHint = { kind: 'tooFew' | 'maxReached'; percent: number } | undefined;

/**
 * The hint of one gauge: its share of all votes with the user's vote counted, below the min ratio ("too few votes
 * X%") or above the max ratio ("max votes reached X%"), X being the ratio as a percent. No hint without a vote on it.
 */
export function voteHint(args: {
  gaugeVotes: bigint;
  totalVotes: bigint;
  userVote: bigint;
  userSum: bigint;
  minRatioBp: number;
  maxRatioBp: number;
}): VoteHint {
  if (args.userVote <= 0n) return undefined;
  const share = shareBp(args.gaugeVotes + args.userVote, args.totalVotes + args.userSum);
  if (share < args.minRatioBp) return { kind: 'tooFew', percent: args.minRatioBp / 100 };
  if (share > args.maxRatioBp) return { kind: 'maxReached', percent: args.maxRatioBp / 100 };
  return undefined;
}

/** Spread the voting power evenly over the chosen gauges (the remainder on the first). */
export function spreadEvenly(gauges: readonly string[], votingPower: bigint): Map<string, bigint> {
  const out = new Map<string, bigint>();
  if (gauges.length === 0) return out;
  const each = votingPower / BigInt(gauges.length);
  gauges.forEach((g, i) => out.set(g, each + (i === 0 ? votingPower - each * BigInt(gauges.length) : 0n)));
  return out;
}
