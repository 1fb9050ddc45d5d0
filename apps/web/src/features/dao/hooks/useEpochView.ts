import { useMemo } from 'react';
import type { EscrowState } from '../chain/voteEscrowChain';
import { epochView, isCurrentEpoch } from '../logic/epochView';
import { useCurrentVoting, useEpoch, useUserVotes, useVotesSum } from './useDao';

/**
 * One epoch as the detail page shows it: reads the escrow's running vote (current epoch), the read model's epoch,
 * vote sums and the member's votes, and hands them to `epochView`, which decides the rest.
 */
export function useEpochView(
  epochNum: number,
  escrow: EscrowState | undefined,
  now: number | undefined,
  user?: string,
) {
  const stored = useEpoch(epochNum);
  const sums = useVotesSum(epochNum);
  const current = useCurrentVoting(isCurrentEpoch(escrow, epochNum));
  const userVotes = useUserVotes(epochNum, user);
  return useMemo(() => {
    const view = epochView({ epochNum, escrow, now, stored: stored.data, sums: sums.data, current: current.data });
    const { splitError, ...shown } = view;
    return {
      ...shown,
      userVotes: userVotes.data,
      loadError: stored.error ?? sums.error ?? current.error ?? splitError ?? undefined,
    };
  }, [
    epochNum,
    escrow,
    now,
    stored.data,
    stored.error,
    sums.data,
    sums.error,
    current.data,
    current.error,
    userVotes.data,
  ]);
}
