import { describe, expect, it } from 'vitest';
import {
  actionsFor,
  countdown,
  durationText,
  hoursMinutes,
  quorumProgress,
  stateTone,
  timeline,
  votePercents,
} from './proposal';

const units = { days: 'd', hours: 'h', minutes: 'm', seconds: 's' };
const ME = '0:' + 'a'.repeat(64);
const OTHER = '0:' + 'b'.repeat(64);

describe('votePercents', () => {
  it('is 0/0 when nobody voted', () => {
    expect(votePercents(0n, 0n)).toEqual({ for: 0, against: 0 });
  });
  it('rounds each share to an integer', () => {
    expect(votePercents(1n, 2n)).toEqual({ for: 33, against: 67 });
    expect(votePercents('1000000000', '0')).toEqual({ for: 100, against: 0 });
    expect(votePercents(1n, 199n)).toEqual({ for: 1, against: 100 });
    expect(votePercents(5n, 5n)).toEqual({ for: 50, against: 50 });
  });
});

describe('stateTone', () => {
  it('follows the spec colours, unknown red', () => {
    expect(stateTone('Pending')).toBe('default');
    expect(stateTone('Active')).toBe('default');
    expect(stateTone('Canceled')).toBe('disabled');
    expect(stateTone('Failed')).toBe('red');
    expect(stateTone('Succeeded')).toBe('green');
    expect(stateTone('Expired')).toBe('red');
    expect(stateTone('Queued')).toBe('yellow');
    expect(stateTone('Executed')).toBe('green');
    expect(stateTone('Whatever')).toBe('red');
    expect(stateTone(undefined)).toBe('red');
  });
});

describe('countdown', () => {
  const p = { state: 'Pending' as const, startTime: 1_000, endTime: 2_000, executionTime: null };
  it('counts to the start, then to the end, then says ended', () => {
    expect(countdown(p, 400)).toEqual({ kind: 'toStart', seconds: 600 });
    expect(countdown({ ...p, state: 'Active' }, 1_500)).toEqual({ kind: 'toEnd', seconds: 500 });
    expect(countdown({ ...p, state: 'Succeeded' }, 2_000)).toEqual({ kind: 'ended', seconds: 0 });
  });
  it('counts a queued proposal to its execution time', () => {
    expect(countdown({ ...p, state: 'Queued', executionTime: 3_000 }, 2_500)).toEqual({
      kind: 'toExecution',
      seconds: 500,
    });
    expect(countdown({ ...p, state: 'Queued', executionTime: 3_000 }, 3_000).kind).toBe('ended');
  });
  it('shows none for canceled and failed', () => {
    expect(countdown({ ...p, state: 'Canceled' }, 400).kind).toBe('none');
    expect(countdown({ ...p, state: 'Failed' }, 2_400).kind).toBe('none');
  });
});

describe('durationText', () => {
  it('uses days, hours, minutes and seconds without leading zero units', () => {
    expect(durationText(0, units)).toBe('0s');
    expect(durationText(59, units)).toBe('59s');
    expect(durationText(3_600, units)).toBe('1h 0m 0s');
    expect(durationText(2 * 86_400 + 3 * 3_600 + 4 * 60 + 5, units)).toBe('2d 3h 4m 5s');
    expect(durationText(-5, units)).toBe('0s');
  });
  it('gives periods in hours and minutes', () => {
    expect(hoursMinutes(2 * 86_400 + 90 * 60)).toEqual({ hours: 49, minutes: 30 });
    expect(hoursMinutes(59)).toEqual({ hours: 0, minutes: 0 });
  });
});

describe('timeline', () => {
  const p = { createdAt: 100, startTime: 200, endTime: 400, executionTime: null, timeLock: 100, gracePeriod: 100 };
  it('spans creation to execution plus grace, with the cursor', () => {
    const t = timeline(p, 350)!;
    expect(t.stages.map((s) => [s.stage, s.from, s.to])).toEqual([
      ['pending', 100, 200],
      ['voting', 200, 400],
      ['queued', 400, 500],
      ['execution', 500, 600],
    ]);
    expect(t.cursor).toBe(50);
    expect(timeline(p, 0)!.cursor).toBe(0);
    expect(timeline(p, 10_000)!.cursor).toBe(100);
  });
  it('uses the execution time once queued; null when times are missing', () => {
    expect(timeline({ ...p, executionTime: 450 }, 0)!.stages[3]).toEqual({
      stage: 'execution',
      from: 450,
      to: 550,
      at: null,
    });
    expect(timeline({ ...p, createdAt: 0 }, 0)).toBeNull();
  });
  it('says when the queue and the execution happened, not only when they were planned', () => {
    const planned = timeline(p, 300)!;
    expect(planned.stages.map((s) => s.at)).toEqual([100, 200, null, null]);
    // queued late (queue sets executionTime = end + time lock) and executed later still
    const done = timeline({ ...p, executionTime: 500, queuedAt: 470, executedAt: 530 }, 600)!;
    expect(done.stages.map((s) => [s.stage, s.from, s.at])).toEqual([
      ['pending', 100, 100],
      ['voting', 200, 200],
      ['queued', 400, 470],
      ['execution', 500, 530],
    ]);
  });
});

describe('quorumProgress', () => {
  it('counts the for votes only, rounded down, reached at equality', () => {
    expect(quorumProgress('999', '1000')).toEqual({ reached: false, percent: 99 });
    expect(quorumProgress(1000n, 1000n)).toEqual({ reached: true, percent: 100 });
    expect(quorumProgress('6030', '1000')).toEqual({ reached: true, percent: 100 });
    expect(quorumProgress('0', '1000')).toEqual({ reached: false, percent: 0 });
    expect(quorumProgress('0', '0')).toEqual({ reached: true, percent: 100 });
  });
});

describe('actionsFor', () => {
  const base = { proposer: ME, executionTime: null };
  it('offers nothing without a wallet', () => {
    const a = actionsFor({ ...base, state: 'Succeeded' }, { now: 0 });
    expect(Object.values(a).every((v) => v === false)).toBe(true);
  });
  it('queues a succeeded proposal for anyone with a wallet', () => {
    expect(actionsFor({ ...base, state: 'Succeeded' }, { account: OTHER, now: 0 }).queue).toBe(true);
    expect(actionsFor({ ...base, state: 'Active' }, { account: OTHER, now: 0 }).queue).toBe(false);
  });
  it('does not queue a proposal so late that the queue would expire it (execution time = end + time lock)', () => {
    const p = { ...base, state: 'Succeeded' as const, endTime: 1_000, timeLock: 60, gracePeriod: 300 };
    expect(actionsFor(p, { account: OTHER, now: 1_360 })).toMatchObject({ queue: true, queueTooLate: false });
    expect(actionsFor(p, { account: OTHER, now: 1_361 })).toMatchObject({ queue: false, queueTooLate: true });
    expect(actionsFor(p, { now: 1_361 }).queueTooLate).toBe(false);
  });
  it('executes a queued proposal at or after its execution time', () => {
    const p = { ...base, state: 'Queued' as const, executionTime: 500 };
    expect(actionsFor(p, { account: OTHER, now: 499 }).execute).toBe(false);
    expect(actionsFor(p, { account: OTHER, now: 500 }).execute).toBe(true);
  });
  it('lets only the proposer cancel a pending proposal', () => {
    expect(actionsFor({ ...base, state: 'Pending' }, { account: ME, now: 0 }).cancel).toBe(true);
    expect(
      actionsFor({ ...base, state: 'Pending' }, { account: ME.toUpperCase().replace('0X', '0x'), now: 0 }).cancel,
    ).toBe(true);
    expect(actionsFor({ ...base, state: 'Pending' }, { account: OTHER, now: 0 }).cancel).toBe(false);
    expect(actionsFor({ ...base, state: 'Active' }, { account: ME, now: 0 }).cancel).toBe(false);
  });
  it('tells the proposer why Cancel is gone once voting starts (the contract: Pending is now ≤ start time)', () => {
    const p = { ...base, state: 'Pending' as const, startTime: 100 };
    expect(actionsFor(p, { account: ME, now: 100 })).toMatchObject({ cancel: true, cancelClosed: false });
    // the state read before the start, the clock past it: the contract would refuse the cancel
    expect(actionsFor(p, { account: ME, now: 101 })).toMatchObject({ cancel: false, cancelClosed: true });
    for (const state of ['Active', 'Succeeded', 'Failed', 'Queued', 'Expired', 'Executed'] as const)
      expect(actionsFor({ ...base, state }, { account: ME, now: 0 })).toMatchObject({
        cancel: false,
        cancelClosed: true,
      });
    expect(actionsFor({ ...base, state: 'Canceled' }, { account: ME, now: 0 }).cancelClosed).toBe(false);
    expect(actionsFor({ ...base, state: 'Active' }, { account: OTHER, now: 0 }).cancelClosed).toBe(false);
    expect(actionsFor({ ...base, state: 'Active' }, { now: 0 }).cancelClosed).toBe(false);
  });
  it('shows the vote form with weight, the stake link at zero, nothing after voting', () => {
    const p = { ...base, state: 'Active' as const };
    expect(actionsFor(p, { account: OTHER, now: 0, weight: 5n })).toMatchObject({ vote: true, stakeLink: false });
    expect(actionsFor(p, { account: OTHER, now: 0, weight: 0n })).toMatchObject({ vote: false, stakeLink: true });
    expect(actionsFor(p, { account: OTHER, now: 0, weight: 5n, vote: { support: true, locked: true } })).toMatchObject({
      vote: false,
      stakeLink: false,
      unlockCastedVotes: false,
    });
  });
  it('unlocks casted votes only when the proposal is not active', () => {
    const vote = { support: true, locked: true };
    expect(actionsFor({ ...base, state: 'Succeeded' }, { account: OTHER, now: 0, vote }).unlockCastedVotes).toBe(true);
    expect(
      actionsFor({ ...base, state: 'Succeeded' }, { account: OTHER, now: 0, vote: { ...vote, locked: false } })
        .unlockCastedVotes,
    ).toBe(false);
  });
  it('unlocks vote tokens for the proposer of a failed proposal', () => {
    expect(actionsFor({ ...base, state: 'Failed' }, { account: ME, now: 0 }).unlockVoteTokens).toBe(true);
    expect(
      actionsFor({ ...base, state: 'Failed' }, { account: ME, now: 0, proposerLocked: false }).unlockVoteTokens,
    ).toBe(false);
    expect(actionsFor({ ...base, state: 'Failed' }, { account: OTHER, now: 0 }).unlockVoteTokens).toBe(false);
    expect(actionsFor({ ...base, state: 'Expired' }, { account: ME, now: 0 }).unlockVoteTokens).toBe(false);
  });
});
