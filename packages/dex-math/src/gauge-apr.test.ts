import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GAUGE_YEAR_SECONDS,
  gaugeAprRange,
  gaugeBaseAprs,
  gaugeFundedSeconds,
  gaugeMarginalApr,
  gaugeMaxBoosts,
  gaugePositionApr,
  gaugeRewardOver,
  gaugeYearlyUsd,
} from './gauge-apr';

const LP = { price: 2, decimals: 9 };
const E9 = 10n ** 9n;
// QUBE 1 token/s at $1, one extra at 0.5 token/s at $4 (both 9 decimals)
const rewards = [
  { rps: E9, price: 1, decimals: 9 },
  { rps: E9 / 2n, price: 4, decimals: 9 },
];

describe('gauge APR', () => {
  it('a reward step is the accumulator arithmetic: floor(w·floor(rps·Δ·1e18/S)/1e18)', () => {
    expect(gaugeRewardOver(10n, 3, 1n, 3n)).toBe(10n);
    expect(gaugeRewardOver(7n, 1, 1n, 3n)).toBe(2n);
    expect(gaugeRewardOver(7n, 1, 0n, 3n)).toBe(0n);
    expect(gaugeRewardOver(7n, 1, 1n, 0n)).toBe(0n);
  });

  it('base APRs: a year of QUBE over the total-boosted supply, of extras over the lock-boosted supply', () => {
    const bases = gaugeBaseAprs(rewards, LP, { lockBoosted: 1_000_000n * E9, totalBoosted: 2_000_000n * E9 });
    // QUBE: 31.536M $ over 4M $ of supply; extra: 63.072M $ over 2M $
    expect(bases!.qube).toBeCloseTo(788.4, 6);
    expect(bases!.extra).toBeCloseTo(3153.6, 6);
    expect(gaugeBaseAprs([{ rps: 1n }], LP, { lockBoosted: 1n, totalBoosted: 1n })).toBeUndefined();
    expect(gaugeBaseAprs(rewards, LP, { lockBoosted: 0n, totalBoosted: 0n })).toEqual({ qube: 0, extra: 0 });
  });

  it('the range is a small deposit at ×1 and at the max boosts; no lock boost when the gauge has no lock', () => {
    const bases = { qube: 100, extra: 10 };
    expect(gaugeMaxBoosts(2500, 730 * 86_400, true)).toEqual({ lock: 2.5, ve: 2.5, total: 4 });
    expect(gaugeMaxBoosts(2000, 365 * 86_400, false)).toEqual({ lock: 2, ve: 1, total: 2 });
    expect(gaugeMaxBoosts(1000, 0, true)).toEqual({ lock: 1, ve: 2.5, total: 2.5 });
    expect(gaugeMaxBoosts(3000, 0, true)).toEqual({ lock: 1, ve: 2.5, total: 2.5 });
    expect(gaugeAprRange(bases, gaugeMaxBoosts(2000, 1, true))).toEqual({ min: 110, max: 100 * 3.5 + 10 * 2 });
  });

  it('a small position earns what the bases say, its weights over the supplies', () => {
    const supplies = { lockBoosted: 1_000_000n * E9, totalBoosted: 2_000_000n * E9 };
    const bases = gaugeBaseAprs(rewards, LP, supplies)!;
    const balance = 1000n * E9;
    // lock ×2, total ×3: its weights join the supplies, so the APR is a little under the marginal one
    const apr = gaugePositionApr(rewards, LP, balance, {
      qube: { weight: 3n * balance, supply: supplies.totalBoosted + 3n * balance },
      extra: { weight: 2n * balance, supply: supplies.lockBoosted + 2n * balance },
    })!;
    const marginal = gaugeMarginalApr(bases, 2, 2);
    expect(apr).toBeLessThan(marginal);
    expect(apr).toBeGreaterThan(marginal * 0.99);
  });

  it('property: a heavier weight never earns a lower APR (boosted ≥ base), and the APR never passes the marginal one', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 15n }),
        fc.bigInt({ min: 0n, max: 10n ** 18n }),
        fc.integer({ min: 1000, max: 4000 }),
        (balance, others, boost) => {
          const heavy = (balance * BigInt(boost)) / 1000n;
          const at = (w: bigint) =>
            gaugeYearlyUsd(rewards, {
              qube: { weight: w, supply: others + w },
              extra: { weight: w, supply: others + w },
            })!;
          const base = at(balance);
          expect(at(heavy)).toBeGreaterThanOrEqual(base);
          if (others > 0n) {
            const perUnit = gaugeBaseAprs(rewards, LP, { lockBoosted: others, totalBoosted: others })!;
            const value = (Number(balance) / 1e9) * LP.price;
            expect((base / value) * 100).toBeLessThanOrEqual((perUnit.qube + perUnit.extra) * (1 + 1e-9));
          }
        },
      ),
    );
  });

  it('an unknown price gives no APR; a token not paid now is skipped', () => {
    const w = { qube: { weight: 1n, supply: 1n }, extra: { weight: 1n, supply: 1n } };
    expect(gaugeYearlyUsd([{ rps: 1n, decimals: 9 }], w)).toBeUndefined();
    expect(gaugeYearlyUsd([{ rps: 0n }], w)).toBe(0);
    expect(gaugePositionApr(rewards, {}, 1n, w)).toBeUndefined();
  });

  it('funded time: the balance over the speed, none when the token is not paid', () => {
    expect(gaugeFundedSeconds(86_400n * 5n, 5n)).toBe(86_400);
    expect(gaugeFundedSeconds(10n, 0n)).toBeNull();
    expect(GAUGE_YEAR_SECONDS).toBe(31_536_000);
  });
});
