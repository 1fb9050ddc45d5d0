import { describe, expect, it } from 'vitest';
import { rewardRows, showsVesting, vestingTerms } from './vesting';

const qube = { tokenSymbol: 'QUBE', decimals: 9, vestingPeriod: 0, vestingRatio: 0 };
const usdt = { tokenSymbol: 'USDT', decimals: 6, vestingPeriod: 30 * 86_400, vestingRatio: 500 };

describe('gauge reward vesting rows', () => {
  it('gives the terms as a percent and days, none without vesting', () => {
    expect(vestingTerms(usdt)).toEqual({ percent: 50, days: 30 });
    expect(vestingTerms({ vestingPeriod: 3600, vestingRatio: 125 })).toEqual({ percent: 12.5, days: 0.04 });
    expect(vestingTerms(qube)).toBeNull();
  });

  it("gives each token's unlocked and locked reward and the vesting end only while something is locked", () => {
    const rows = rewardRows(
      [qube, usdt],
      [
        { locked: 0n, unlocked: 5n, vestingTime: 0 },
        { locked: 7n, unlocked: 3n, vestingTime: 1_900_000_000 },
      ],
    );
    expect(rows).toEqual([
      { symbol: 'QUBE', decimals: 9, unlocked: 5n, locked: 0n, vestingEnd: null, terms: null },
      {
        symbol: 'USDT',
        decimals: 6,
        unlocked: 3n,
        locked: 7n,
        vestingEnd: 1_900_000_000,
        terms: { percent: 50, days: 30 },
      },
    ]);
    expect(showsVesting(rows)).toBe(true);
  });

  it('gives zeros without a position, and nothing to show when no token vests', () => {
    const rows = rewardRows([qube], undefined);
    expect(rows[0]).toMatchObject({ unlocked: 0n, locked: 0n, vestingEnd: null });
    expect(showsVesting(rows)).toBe(false);
  });
});
