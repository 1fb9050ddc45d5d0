import { describe, expect, it } from 'vitest';
import {
  canFinishVoting,
  epochLinks,
  epochStatus,
  shownEpochEnd,
  skippedVote,
  speedPerSecond,
  voteAvailable,
} from './epoch';

const e = { epochStart: 100, epochEnd: 200, voteStart: 150, voteEnd: 180 };
const fresh = { epochStart: 100, epochEnd: 200, voteStart: null, voteEnd: null };

describe('epochStatus', () => {
  it('walks Not started, Awaiting, Voting, Queued, then Ended (waiting for Finish voting), never Finished', () => {
    expect(epochStatus(e, 99)).toBe('notStarted');
    expect(epochStatus(e, 100)).toBe('awaiting');
    expect(epochStatus(e, 150)).toBe('awaiting');
    expect(epochStatus(e, 151)).toBe('voting');
    expect(epochStatus(e, 180)).toBe('voting');
    expect(epochStatus(e, 181)).toBe('queued');
    expect(epochStatus(e, 200)).toBe('queued');
    expect(epochStatus(e, 201)).toBe('ended');
    expect(epochStatus(e, 10_000)).toBe('ended');
  });
  it('an earlier epoch is Finished whatever its times', () => {
    expect(epochStatus(e, 150, false)).toBe('finished');
  });
  it('awaits for the whole epoch when no vote started, and a vote past the end stays queued until it ends', () => {
    expect(epochStatus(fresh, 199)).toBe('awaiting');
    // past the end with no vote: still awaiting its vote (nothing to finish)
    expect(epochStatus(fresh, 500)).toBe('awaiting');
    expect(epochStatus({ ...fresh, voteStart: 0, voteEnd: 0 }, 150)).toBe('awaiting');
    expect(epochStatus({ ...e, voteStart: 190, voteEnd: 260 }, 230)).toBe('voting');
    expect(epochStatus({ ...e, voteStart: 190, voteEnd: 260 }, 261)).toBe('ended');
  });
});

describe('voteAvailable and Finish voting', () => {
  it('takes a vote after the awaiting period when none runs, and while one runs', () => {
    expect(voteAvailable(fresh, 20, 120)).toBe(false);
    expect(voteAvailable(fresh, 20, 121)).toBe(true);
    expect(voteAvailable(e, 20, 179)).toBe(true);
    expect(voteAvailable(e, 20, 180)).toBe(false);
  });
  it('offers Finish voting once the vote period is over', () => {
    expect(canFinishVoting(e, 180)).toBe(false);
    expect(canFinishVoting(e, 181)).toBe(true);
    expect(canFinishVoting(fresh, 500)).toBe(false);
  });
  it('shows the vote end when voting runs past the epoch end', () => {
    expect(shownEpochEnd(e)).toBe(200);
    expect(shownEpochEnd({ ...e, voteEnd: 250 })).toBe(250);
  });
});

describe('links, skipped notice, speed', () => {
  it('links previous and next within 1..current', () => {
    expect(epochLinks(1, 3)).toEqual({ previous: undefined, next: 2 });
    expect(epochLinks(3, 3)).toEqual({ previous: 2, next: undefined });
  });
  it('notices a skipped vote once queued', () => {
    expect(skippedVote('queued', false)).toBe(true);
    expect(skippedVote('queued', true)).toBe(false);
    expect(skippedVote('voting', false)).toBe(false);
    // only while queued (spec 3): ended waits for Finish voting too; a finished epoch has no notice
    expect(skippedVote('ended', false)).toBe(true);
    expect(skippedVote('finished', false)).toBe(false);
  });
  it('streams the distribution over the epoch', () => {
    expect(speedPerSecond(1_000n, 10)).toBe(100n);
    expect(speedPerSecond(1_000n, 0)).toBe(0n);
  });
});
