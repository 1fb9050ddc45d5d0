/**
 * One epoch as the detail page shows it (spec 3, epoch page): its times (the chain's for the current epoch, the read
 * model's for the others), status, shown end, budget and split, the gauges' votes (the running vote on chain for the
 * current epoch, else the read model's sums), the candidates and the total votes. `missing` when the epoch is
 * neither current nor known to the read model. Pure: `useEpochView` reads the sources and calls `epochView`.
 */
import type { DaoEpoch } from '../api/daoSchemas';
import type { CurrentVoting, EscrowState } from '../chain/voteEscrowChain';
import { currentEpochBudget, finishedEpochBudget, scheduledBudget, type EpochBudget } from './distribution';
import { epochStatus, shownEpochEnd, type EpochStatus, type EpochTimes } from './epoch';
import type { GaugeVotes } from './voteRows';

/** A gauge's vote sums in the read model (`votesSum`): amounts as decimal strings. */
export interface StoredVotesSum {
  gauge: string;
  totalAmount: string;
  normalizedAmount?: string | null;
  distributedAmount?: string | null;
}

export interface EpochSources {
  epochNum: number;
  /** The vote escrow (undefined while it loads). */
  escrow: EscrowState | undefined;
  /** The chain's clock now (unix seconds), undefined while unknown. */
  now: number | undefined;
  /** The read model's epoch: undefined while loading, null when it has no such epoch. */
  stored: DaoEpoch | null | undefined;
  /** The read model's vote sums of the epoch (undefined while loading). */
  sums: readonly StoredVotesSum[] | undefined;
  /** The running vote (undefined while loading or when the epoch is not the current one). */
  current: CurrentVoting | undefined;
}

export interface EpochView {
  isCurrent: boolean;
  missing: boolean;
  times: EpochTimes | undefined;
  status: EpochStatus | undefined;
  end: number | undefined;
  gaugeVotes: GaugeVotes[] | undefined;
  candidates: string[];
  totalVotes: bigint;
  budget: bigint | undefined;
  split: EpochBudget | undefined;
  /** The split's parts did not add up (`epochBudget` refused them). */
  splitError: Error | undefined;
}

/** Whether the epoch is the escrow's current one (false while the escrow loads). */
export function isCurrentEpoch(escrow: EscrowState | undefined, epochNum: number): escrow is EscrowState {
  return escrow !== undefined && escrow.currentEpoch === epochNum;
}

/** The running vote's per-gauge votes, normalized votes and distribution preview. */
export function currentGaugeVotes(current: CurrentVoting): GaugeVotes[] {
  return [...current.votes].map(([gauge, votes]) => ({
    gauge,
    votes,
    normalized: current.normalized.get(gauge) ?? null,
    distributed: current.distribution.get(gauge) ?? null,
  }));
}

/** The read model's vote sums as bigints (null where the epoch has no normalized or distributed amount yet). */
export function storedGaugeVotes(sums: readonly StoredVotesSum[]): GaugeVotes[] {
  return sums.map((s) => ({
    gauge: s.gauge,
    votes: BigInt(s.totalAmount),
    normalized: s.normalizedAmount ? BigInt(s.normalizedAmount) : null,
    distributed: s.distributedAmount ? BigInt(s.distributedAmount) : null,
  }));
}

export function epochView(s: EpochSources): EpochView {
  const { epochNum, escrow, stored, current } = s;
  const isCurrent = isCurrentEpoch(escrow, epochNum);
  let times: EpochTimes | undefined;
  if (isCurrent)
    times = {
      epochStart: escrow.epochStart,
      epochEnd: escrow.epochEnd,
      voteStart: escrow.voteStart,
      voteEnd: escrow.voteEnd,
    };
  else if (stored) times = stored;
  const gaugeVotes = isCurrent ? current && currentGaugeVotes(current) : s.sums && storedGaugeVotes(s.sums);
  // the current epoch's candidates are the whitelisted gauges the DAO approved; an earlier one's, those voted for
  const candidates = isCurrent
    ? (current?.whitelist.filter((g) => current.approved.has(g)) ?? [])
    : (gaugeVotes ?? []).map((g) => g.gauge);
  const totalVotes = isCurrent
    ? escrow.totalVotes
    : stored
      ? BigInt(stored.totalVeAmount)
      : (gaugeVotes ?? []).reduce((sum, g) => sum + g.votes, 0n);
  // where the budget goes: the running vote's preview for the current epoch, EpochDistribution for an earlier one
  let split: EpochBudget | undefined;
  let splitError: Error | undefined;
  try {
    split = isCurrent
      ? current &&
        currentEpochBudget({
          schedule: escrow.schedule,
          epochNum,
          emissionDebt: escrow.emissionDebt,
          preview: {
            gauges: current.distribution,
            treasury: current.treasury,
            team: current.team,
            emissionDebt: current.emissionDebt,
          },
        })
      : stored
        ? finishedEpochBudget(stored)
        : undefined;
  } catch (error) {
    splitError = error instanceof Error ? error : new Error(String(error));
  }
  return {
    isCurrent,
    missing: escrow !== undefined && !isCurrent && stored === null,
    times,
    // an epoch before the current one is over, whatever its stored times say
    status:
      escrow && epochNum < escrow.currentEpoch
        ? 'finished'
        : times && s.now !== undefined
          ? epochStatus(times, s.now, isCurrent || escrow === undefined)
          : undefined,
    end: times ? shownEpochEnd(times) : undefined,
    gaugeVotes,
    candidates,
    totalVotes,
    budget: escrow && scheduledBudget(escrow.schedule, epochNum),
    split,
    splitError,
  };
}
