/**
 * Epoch states and what the current epoch allows (reference dao-proposals.md section 2): the status label, whether
 * a vote can be cast, whether Finish voting is offered and the end date to show. Times are unix seconds.
 */
export type EpochStatus = 'notStarted' | 'awaiting' | 'voting' | 'queued' | 'ended' | 'finished';

export interface EpochTimes {
  epochStart: number;
  epochEnd: number;
  /** 0 or null: no vote running (yet). */
  voteStart: number | null;
  voteEnd: number | null;
}

const set = (t: number | null): t is number => t !== null && t > 0;

/**
 * The status label: Not started, Awaiting, Voting, Queued, "Ended, waiting for Finish voting", Finished. Epochs never
 * advance by time alone (reference section 2): only Finish voting ends the current epoch, so the current one is never
 * Finished. Past its end with its vote over it is Ended (Finish voting is offered, nothing is distributed yet); past
 * its end with no vote started it still awaits the vote (the first vote starts it). `current` false: an earlier
 * epoch, Finished.
 */
export function epochStatus(e: EpochTimes, now: number, current = true): EpochStatus {
  if (!current) return 'finished';
  if (now < e.epochStart) return 'notStarted';
  if (!set(e.voteStart) || now <= e.voteStart) return 'awaiting';
  if (set(e.voteEnd) && now <= e.voteEnd) return 'voting';
  if (set(e.voteEnd) && now <= e.epochEnd) return 'queued';
  return 'ended';
}

/**
 * The current epoch takes a vote when one is running and not over, or none is running and the awaiting period
 * (timeBeforeVoting) has passed: the first vote starts the voting.
 */
export function voteAvailable(e: EpochTimes, timeBeforeVoting: number, now: number): boolean {
  if (set(e.voteStart)) return set(e.voteEnd) && now < e.voteEnd;
  return now > e.epochStart + timeBeforeVoting;
}

/** Finish voting is offered to any member once the running vote's period is over. */
export function canFinishVoting(e: EpochTimes, now: number): boolean {
  return set(e.voteEnd) && now > e.voteEnd;
}

/** The end shown: the vote's end when voting runs past the epoch's end. */
export function shownEpochEnd(e: EpochTimes): number {
  return set(e.voteEnd) && e.voteEnd > e.epochEnd ? e.voteEnd : e.epochEnd;
}

/**
 * A user who did not vote sees the skipped notice while the epoch is queued (spec 3: its vote is over and Finish
 * voting has not run: our queued and ended); not once it is finished, nor before its vote ends.
 */
export function skippedVote(status: EpochStatus, userVoted: boolean): boolean {
  return !userVoted && (status === 'queued' || status === 'ended');
}

/** Next and previous epoch numbers for the links; no previous before epoch 1, no next after the current one. */
export function epochLinks(epochNum: number, currentEpoch: number | undefined) {
  return {
    previous: epochNum > 1 ? epochNum - 1 : undefined,
    next: currentEpoch !== undefined && epochNum < currentEpoch ? epochNum + 1 : undefined,
  };
}

/** Farming speed per second of a distribution streamed over one epoch (gauges open a round of epochTime). */
export function speedPerSecond(amount: bigint, epochTime: number): bigint {
  return epochTime > 0 ? amount / BigInt(epochTime) : 0n;
}
