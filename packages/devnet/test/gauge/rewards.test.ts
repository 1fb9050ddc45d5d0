/** The pure gauge math: lock boost, round accumulators, time-averaged lock weight, accrual. */
import { describe, expect, it } from 'vitest';
import { SCALE } from '../../src/contracts/gauge/constants';
import {
  accrue,
  advanceRounds,
  averageLockBoosted,
  boostOf,
  expiredLocks,
  releasedBetween,
} from '../../src/contracts/gauge/rewards';

describe('gauge math', () => {
  it('boost grows linearly with the lock up to the max and is 1× without a max lock', () => {
    expect(boostOf(0, 2000n, 100)).toBe(1000n);
    expect(boostOf(25, 2000n, 100)).toBe(1250n);
    expect(boostOf(500, 2000n, 100)).toBe(2000n);
    expect(boostOf(50, 3000n, 0)).toBe(1000n);
  });

  it('rounds accumulate over their overlap only, continue the previous accumulator, and skip supply 0', () => {
    const rounds = [
      { startTime: 100, endTime: 200, rewardPerSecond: 10n, accRewardPerShare: 0n },
      { startTime: 300, endTime: 0, rewardPerSecond: 20n, accRewardPerShare: 0n },
    ];
    const after = advanceRounds(rounds, 0, 400, 1000n);
    expect(after[0]!.accRewardPerShare).toBe((10n * 100n * SCALE) / 1000n);
    expect(after[1]!.accRewardPerShare).toBe(after[0]!.accRewardPerShare + (20n * 100n * SCALE) / 1000n);
    expect(advanceRounds(rounds, 0, 400, 0n).map((r) => r.accRewardPerShare)).toEqual([0n, 0n]);
    expect(releasedBetween(rounds, 0, 400)).toBe(10n * 100n + 20n * 100n);
    expect(rounds[0]!.accRewardPerShare).toBe(0n);
  });

  it('averages the lock-boosted weight across an expiry and never above the stored weight', () => {
    const lock = { amount: 100n, boostedAmount: 200n, lockTime: 50, createdAt: 0 };
    // 200 until t = 50, then 100 until t = 100: average 150.
    expect(averageLockBoosted(200n, [lock], 0, 100)).toBe(150n);
    expect(averageLockBoosted(200n, [lock], 60, 100)).toBe(100n);
    expect(averageLockBoosted(200n, [lock], 0, 40)).toBe(200n);
    expect(expiredLocks([lock], 50)).toEqual({ kept: [], amount: 100n, boost: 100n });
    expect(expiredLocks([lock], 49).kept).toHaveLength(1);
  });

  it('accrues floor(weight·Δacc/SCALE) and moves the user accumulator', () => {
    const rounds = [{ startTime: 0, endTime: 0, rewardPerSecond: 0n, accRewardPerShare: 3n * SCALE + 1n }];
    const r = accrue(
      { accRewardPerShare: SCALE, lockedReward: 0n, unlockedReward: 5n, lastRewardTime: 0 },
      rounds,
      10n,
      9,
    );
    expect(r).toEqual({ accRewardPerShare: 3n * SCALE + 1n, lockedReward: 0n, unlockedReward: 25n, lastRewardTime: 9 });
  });
});
