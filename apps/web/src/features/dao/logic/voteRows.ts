/**
 * The vote-state list of an epoch (spec 3 "Vote row"): per candidate gauge the user's vote and share, the current
 * weight and the weight with the user's vote, the electoral (raw) votes, the normalized votes, the distribution,
 * the future farming speed per second; and under the rows the treasury amount. The treasury is the epoch split's
 * (logic/distribution.ts: its scheme share plus the overflow votes' farming tokens), the same figure as the split's
 * "To the treasury" line: the contract sends the overflow to the treasury as one amount, not per gauge, so the rows
 * carry no treasury figure of their own.
 */
import type { EpochBudget } from './distribution';
import { speedPerSecond } from './epoch';
import { shareBp } from './votes';

export interface GaugeVotes {
  gauge: string;
  /** Raw votes for the gauge. */
  votes: bigint;
  normalized: bigint | null;
  distributed: bigint | null;
}

export interface VoteRow {
  gauge: string;
  userVote: bigint;
  userShareBp: number;
  currentWeightBp: number;
  weightWithUserBp: number;
  votes: bigint;
  normalized: bigint | null;
  distributed: bigint | null;
  speedPerSecond: bigint | null;
}

export interface VoteState {
  rows: VoteRow[];
  /** The split's treasury (undefined split: null). */
  treasury: bigint | null;
}

export function voteRows(args: {
  candidates: readonly string[];
  sums: readonly GaugeVotes[];
  /** The user's votes already cast in the epoch (gauge → amount). */
  userVotes: ReadonlyMap<string, bigint>;
  /** Votes typed in the form, not yet sent (counted in "weight with the user's vote"). */
  draft?: ReadonlyMap<string, bigint>;
  epochTime: number;
  /** Where the epoch's QUBE goes (distribution.ts), undefined while unknown. */
  split: EpochBudget | undefined;
}): VoteState {
  const key = (a: string) => a.toLowerCase();
  const byGauge = new Map(args.sums.map((s) => [key(s.gauge), s]));
  const gauges = [...new Map([...args.candidates, ...args.sums.map((s) => s.gauge)].map((g) => [key(g), g])).values()];
  const total = args.sums.reduce((sum, s) => sum + s.votes, 0n);
  const userTotal = [...args.userVotes.values()].reduce((sum, v) => sum + v, 0n);
  const draftOf = (g: string) =>
    [...(args.draft ?? new Map<string, bigint>())].find(([d]) => key(d) === key(g))?.[1] ?? 0n;
  const draftTotal = [...(args.draft?.values() ?? [])].reduce((sum, v) => sum + v, 0n);
  const userOf = (g: string) => [...args.userVotes].find(([u]) => key(u) === key(g))?.[1] ?? 0n;
  const rows = gauges.map((gauge) => {
    const s = byGauge.get(key(gauge));
    const votes = s?.votes ?? 0n;
    const normalized = s?.normalized ?? null;
    const distributed = s?.distributed ?? null;
    return {
      gauge,
      userVote: userOf(gauge),
      userShareBp: shareBp(userOf(gauge), userTotal),
      currentWeightBp: shareBp(votes, total),
      weightWithUserBp: shareBp(votes + draftOf(gauge), total + draftTotal),
      votes,
      normalized,
      distributed,
      speedPerSecond: distributed === null ? null : speedPerSecond(distributed, args.epochTime),
    };
  });
  return { rows, treasury: args.split?.treasury ?? null };
}
