import { describe, expect, it } from 'vitest';
import type { GaugeOwnerState } from '../chain/gaugeOwnerChain';
import {
  canWithdrawUnclaimed,
  currentSpeed,
  earliestOwnerTime,
  ownerActionSettled,
  unclaimedUnlockTime,
} from './ownerForms';

const round = (startTime: number, endTime = 0, rewardPerSecond = 5n) => ({ startTime, endTime, rewardPerSecond });
const state = (balance: bigint, rounds: ReturnType<typeof round>[], ended = false): GaugeOwnerState => ({
  owner: '0:1',
  chainNow: 1000,
  withdrawAllLockPeriod: 300,
  extra: [{ root: '0:2', balance, rounds, ended, vestingPeriod: 100 }],
});

describe('earliestOwnerTime', () => {
  it('is now, or just after the last round start when that is later', () => {
    expect(earliestOwnerTime({ rounds: [] }, 1000)).toBe(1000);
    expect(earliestOwnerTime({ rounds: [round(500)] }, 1000)).toBe(1000);
    expect(earliestOwnerTime({ rounds: [round(500), round(2000)] }, 1000)).toBe(2001);
  });
});

describe('ownerActionSettled', () => {
  it('a deposit when the reward balance grows', () => {
    expect(ownerActionSettled({ type: 'deposit', token: 0, amount: 5n }, state(10n, []), state(15n, []))).toBe(true);
    expect(ownerActionSettled({ type: 'deposit', token: 0, amount: 5n }, state(10n, []), state(10n, []))).toBe(false);
  });
  it('a round when the token has one more round; an end when it becomes ended', () => {
    const round1 = { type: 'round' as const, token: 0, startTime: 2000, rewardPerSecond: 1n };
    expect(ownerActionSettled(round1, state(0n, [round(500)]), state(0n, [round(500), round(2000)]))).toBe(true);
    expect(ownerActionSettled(round1, state(0n, [round(500)]), state(0n, [round(500)]))).toBe(false);
    const end = { type: 'end' as const, token: 0, endTime: 3000 };
    expect(ownerActionSettled(end, state(0n, [round(500)]), state(0n, [round(500, 3000)], true))).toBe(true);
    expect(ownerActionSettled(end, state(0n, [round(500)]), state(0n, [round(500)]))).toBe(false);
  });
  it('an unknown token is never settled', () => {
    expect(ownerActionSettled({ type: 'deposit', token: 3, amount: 1n }, state(0n, []), state(9n, []))).toBe(false);
  });
});

describe('currentSpeed', () => {
  it('the speed of the round running now; none before the first or after the end', () => {
    const rounds = [round(100, 200, 3n), round(200, 0, 7n)];
    expect(currentSpeed({ rounds, ended: false }, 50)).toBe(0n);
    expect(currentSpeed({ rounds, ended: false }, 150)).toBe(3n);
    expect(currentSpeed({ rounds, ended: false }, 250)).toBe(7n);
    expect(currentSpeed({ rounds: [round(100, 300, 3n)], ended: true }, 400)).toBe(0n);
  });
});

describe('unclaimed reward withdrawal', () => {
  it('unlocks at the last end + the vesting period + withdrawAllLockPeriod, only once the token ended', () => {
    const open = state(50n, [round(100)]).extra[0]!;
    expect(unclaimedUnlockTime(open, 300)).toBeUndefined();
    const ended = state(50n, [round(100, 500)], true).extra[0]!;
    expect(unclaimedUnlockTime(ended, 300)).toBe(900);
    expect(canWithdrawUnclaimed(ended, 300, 899)).toBe(false);
    expect(canWithdrawUnclaimed(ended, 300, 900)).toBe(true);
    expect(canWithdrawUnclaimed({ ...ended, balance: 0n }, 300, 900)).toBe(false);
    expect(canWithdrawUnclaimed(open, 300, 10_000)).toBe(false);
  });

  it('is done when the balance the gauge held is gone', () => {
    const action = { type: 'unclaimed', token: 0 } as const;
    expect(ownerActionSettled(action, state(50n, [], true), state(0n, [], true))).toBe(true);
    expect(ownerActionSettled(action, state(50n, [], true), state(50n, [], true))).toBe(false);
  });
});
