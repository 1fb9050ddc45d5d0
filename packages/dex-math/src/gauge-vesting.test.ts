/** Gauge vesting (reference farming-gauges.md §2.5): the farm model with the new locked reward weighted twice. */
import { describe, expect, it } from 'vitest';
import { gaugeVestingSplit, unlockedOver } from './farm';

const step = { reward: 1000n, locked: 0n, vestingTime: 0, from: 100, to: 110, farmEndTime: 0 };

describe('gauge vesting split', () => {
  it('releases everything and keeps the vesting time with ratio 0', () => {
    expect(gaugeVestingSplit({ ...step, locked: 7n, vestingTime: 500 }, { period: 100, ratio: 0 })).toEqual({
      locked: 7n,
      unlocked: 1000n,
      vestingTime: 500,
    });
  });

  it('with ratio 1000 locks all but the part already unlocked over the interval, until now + period', () => {
    const r = gaugeVestingSplit(step, { period: 100, ratio: 1000 });
    const early = unlockedOver(1000n, 10, 100);
    expect(r.unlocked).toBe(early);
    expect(r.locked).toBe(1000n - early);
    expect(r.vestingTime).toBe(210);
  });

  it('pays the immediate share of a partial ratio at once', () => {
    const r = gaugeVestingSplit(step, { period: 100, ratio: 300 });
    expect(r.unlocked).toBe(700n + unlockedOver(300n, 10, 100));
    expect(r.locked + r.unlocked).toBe(1000n);
  });

  it('releases old locks linearly until their vesting time', () => {
    const old = { reward: 0n, locked: 1000n, vestingTime: 200, from: 100, to: 150, farmEndTime: 0 };
    const r = gaugeVestingSplit(old, { period: 100, ratio: 1000 });
    expect(r).toEqual({ locked: 500n, unlocked: 500n, vestingTime: 200 });
    expect(gaugeVestingSplit({ ...old, to: 250 }, { period: 100, ratio: 1000 }).locked).toBe(0n);
  });

  it('averages the vesting time with the new locked reward weighted twice, capped at the period', () => {
    // old: 1000 locked until 200, half released by 150 (500 left, 50 s to go); new: 1000 → L locked for 100 s
    const r = gaugeVestingSplit(
      { reward: 1000n, locked: 1000n, vestingTime: 200, from: 100, to: 150, farmEndTime: 0 },
      { period: 100, ratio: 1000 },
    );
    const lNew = 1000n - unlockedOver(1000n, 50, 100);
    const expected = 150 + Number((500n * 50n + 2n * lNew * 100n) / (500n + lNew));
    expect(r.vestingTime).toBe(Math.min(expected, 250));
    // weight 2 on a small old lock reaches the full period
    const small = gaugeVestingSplit(
      { reward: 10_000n, locked: 10n, vestingTime: 160, from: 100, to: 150, farmEndTime: 0 },
      { period: 100, ratio: 1000 },
    );
    expect(small.vestingTime).toBe(250);
  });

  it('caps the vesting time at the farm end + period and releases linearly after the end', () => {
    const r = gaugeVestingSplit({ ...step, to: 150, farmEndTime: 120 }, { period: 100, ratio: 1000 });
    expect(r.vestingTime).toBeLessThanOrEqual(220);
    const u = unlockedOver(1000n, 20, 100);
    expect(r.unlocked).toBe(u + ((1000n - u) * 30n) / 100n);
    expect(
      gaugeVestingSplit({ ...step, from: 130, to: 150, farmEndTime: 120 }, { period: 100, ratio: 1000 }).unlocked,
    ).toBe(0n);
  });
});
