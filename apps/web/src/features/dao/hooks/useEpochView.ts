import { useMemo } from 'react';
import type { EscrowState } from '../chain/voteEscrowChain';
import { currentEpochBudget, finishedEpochBudget, scheduledBudget, type EpochBudget } from '../logic/distribution';
import { epochStatus, shownEpochEnd, type EpochTimes } from '../logic/epoch';
import type { GaugeVotes } from '../logic/voteRows';
import { useCurrentVoting, useEpoch, useUserVotes, useVotesSum } from './useDao';

/**
 * One epoch as the detail page shows it: its times (the chain's for the current epoch, the read model's for the
 * others), status, budget, the gauges' votes (running vote on chain, else the read model's sums), the member's
 * votes and the distribution. `missing` when the epoch is neither current nor known to the read model.
 */
export function useEpochView(
  epochNum: number,
  escrow: EscrowState | undefined,
  now: number | undefined,
  user?: string,
) {
  const isCurrent = escrow !== undefined && escrow.currentEpoch === epochNum;
  const stored = useEpoch(epochNum);
  const sums = useVotesSum(epochNum);
  const current = useCurrentVoting(isCurrent);
  const userVotes = useUserVotes(epochNum, user);
  return useMemo(() => {
    let times: EpochTimes | undefined;
    if (isCurrent)
      times = {
        epochStart: escrow.epochStart,
        epochEnd: escrow.epochEnd,
        voteStart: escrow.voteStart,
        voteEnd: escrow.voteEnd,
      };
    else if (stored.data) times = stored.data;
    const missing = escrow !== undefined && !isCurrent && stored.data === null;
    const gaugeVotes: GaugeVotes[] | undefined = isCurrent
      ? current.data &&
        [...current.data.votes].map(([gauge, votes]) => ({
          gauge,
          votes,
          normalized: current.data!.normalized.get(gauge) ?? null,
          distributed: current.data!.distribution.get(gauge) ?? null,
        }))
      : sums.data?.map((s) => ({
          gauge: s.gauge,
          votes: BigInt(s.totalAmount),
          normalized: s.normalizedAmount ? BigInt(s.normalizedAmount) : null,
          distributed: s.distributedAmount ? BigInt(s.distributedAmount) : null,
        }));
    const candidates = isCurrent
      ? (current.data?.whitelist.filter((g) => current.data!.approved.has(g)) ?? [])
      : (gaugeVotes ?? []).map((g) => g.gauge);
    const totalVotes = isCurrent
      ? escrow.totalVotes
      : stored.data
        ? BigInt(stored.data.totalVeAmount)
        : (gaugeVotes ?? []).reduce((s, g) => s + g.votes, 0n);
    const budget = escrow && scheduledBudget(escrow.schedule, epochNum);
    // where the budget goes: the running vote's preview for the current epoch, EpochDistribution for an earlier one
    let split: EpochBudget | undefined;
    let splitError: Error | undefined;
    try {
      split = isCurrent
        ? current.data &&
          currentEpochBudget({
            schedule: escrow.schedule,
            epochNum,
            emissionDebt: escrow.emissionDebt,
            preview: {
              gauges: current.data.distribution,
              treasury: current.data.treasury,
              team: current.data.team,
              emissionDebt: current.data.emissionDebt,
            },
          })
        : stored.data
          ? finishedEpochBudget(stored.data)
          : undefined;
    } catch (error) {
      splitError = error as Error;
    }
    return {
      isCurrent,
      missing,
      times,
      // an epoch before the current one is over, whatever its stored times say
      status:
        escrow && epochNum < escrow.currentEpoch
          ? ('finished' as const)
          : times && now !== undefined
            ? epochStatus(times, now, isCurrent || escrow === undefined)
            : undefined,
      end: times ? shownEpochEnd(times) : undefined,
      gaugeVotes,
      candidates,
      totalVotes,
      budget,
      split,
      userVotes: userVotes.data,
      loadError: stored.error ?? sums.error ?? current.error ?? splitError ?? undefined,
    };
  }, [
    isCurrent,
    escrow,
    stored.data,
    stored.error,
    sums.data,
    sums.error,
    current.data,
    current.error,
    userVotes.data,
    now,
    epochNum,
  ]);
}
