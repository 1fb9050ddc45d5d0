/** Gauge ve boost (reference farming-gauges.md §2.3): veBoosted = min(0.4U + 0.6T·v/V, U), m_total = m_lock + m_ve − 1. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOOST_SCALE, gaugeTotalBoost, gaugeVeBoosted, gaugeVeForMaxBoost } from './gauge-boost';

const E = BOOST_SCALE;

describe('gauge ve boost', () => {
  it('is 0.4·U without veQUBE or without a ve supply', () => {
    expect(gaugeVeBoosted(1000n, 5000n, 0n, 100n)).toBe(400n);
    expect(gaugeVeBoosted(1000n, 5000n, 10n, 0n)).toBe(400n);
  });

  it('adds 0.6·T·v/V and is capped at U', () => {
    // U 1000 of T 5000, 10% of veQUBE: 400 + 3000·0.1 = 700
    expect(gaugeVeBoosted(1000n, 5000n, 10n, 100n)).toBe(700n);
    // 20%: 400 + 600 = 1000 (exactly the cap); 50%: capped
    expect(gaugeVeBoosted(1000n, 5000n, 20n, 100n)).toBe(1000n);
    expect(gaugeVeBoosted(1000n, 5000n, 50n, 100n)).toBe(1000n);
  });

  it('full lock ×2 plus sole ve ownership gives ×3.5 (the dao test "Ve boosted deposit")', () => {
    const b = gaugeTotalBoost({ balance: 1000n, lockBoosted: 2000n, depositSupply: 1000n, veAcc: 5n, veSupply: 5n });
    expect(b.lockMultiplier).toBe(2n * E);
    expect(b.veMultiplier).toBe((25n * E) / 10n);
    expect(b.totalMultiplier).toBe((35n * E) / 10n);
    expect(b.totalBoosted).toBe(3500n);
    expect(b.veBoosted).toBe(1000n);
  });

  it('without ve the total is the lock-boosted balance', () => {
    const b = gaugeTotalBoost({ balance: 1000n, lockBoosted: 1500n, depositSupply: 9000n, veAcc: 0n, veSupply: 7n });
    expect(b.veMultiplier).toBe(E);
    expect(b.totalBoosted).toBe(1500n);
  });

  it('answers zeros for an empty position', () => {
    expect(gaugeTotalBoost({ balance: 0n, lockBoosted: 0n, depositSupply: 1n, veAcc: 1n, veSupply: 1n })).toEqual({
      veBoosted: 0n,
      totalBoosted: 0n,
      veMultiplier: 0n,
      lockMultiplier: 0n,
      totalMultiplier: 0n,
    });
  });

  it('the veQUBE for the full ve boost reaches m_ve = 2.5 and one unit less does not', () => {
    const v = gaugeVeForMaxBoost(1000n, 7000n, 3000n);
    expect(gaugeVeBoosted(1000n, 7000n, v, 3000n)).toBe(1000n);
    expect(gaugeVeBoosted(1000n, 7000n, v - 1n, 3000n)).toBeLessThan(1000n);
  });

  it('property: veBoosted ≤ U, m_ve in [1, 2.5], m_total = m_lock + m_ve − 1 and totalBoosted ≤ U·m_total', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 3n, max: 10n ** 24n }),
        fc.bigInt({ min: 0n, max: 10n ** 24n }),
        fc.bigInt({ min: 0n, max: 10n ** 24n }),
        fc.bigInt({ min: 0n, max: 10n ** 24n }),
        fc.integer({ min: 1000, max: 3000 }),
        (balance, extraSupply, veAcc, veOthers, boost) => {
          const veSupply = veAcc + veOthers;
          const depositSupply = balance + extraSupply;
          const lockBoosted = (balance * BigInt(boost)) / 1000n;
          const b = gaugeTotalBoost({ balance, lockBoosted, depositSupply, veAcc, veSupply });
          expect(b.veBoosted).toBeLessThanOrEqual(balance);
          expect(b.veBoosted).toBeGreaterThanOrEqual((balance * 4n) / 10n);
          expect(b.veMultiplier).toBeGreaterThanOrEqual(E);
          expect(b.veMultiplier).toBeLessThanOrEqual((25n * E) / 10n);
          expect(b.totalMultiplier).toBe(b.lockMultiplier + b.veMultiplier - E);
          // the ×1e18 multipliers lose under one unit per 1e18 of balance
          expect(b.totalBoosted).toBeGreaterThanOrEqual(lockBoosted - balance / E - 2n);
          expect(b.totalBoosted).toBeLessThanOrEqual((balance * b.totalMultiplier) / E);
          if (veAcc === 0n) expect(b.veMultiplier).toBe(E);
        },
      ),
    );
  });
});
