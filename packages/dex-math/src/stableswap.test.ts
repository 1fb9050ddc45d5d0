import { describe, expect, it } from 'vitest';
import { feeParams } from './fee';
import { stableExchange, stablePoolInvariant, stableSpendAmount, type StablePoolState } from './stableswap';
import { solveD, solveY, stableInvariant } from './stableswap-invariant';
import { floatD, floatY, human } from './test-support/float-stableswap';

const U = (whole: number, decimals: number): bigint => BigInt(Math.round(whole * 1e6)) * 10n ** BigInt(decimals - 6);

function pool(balancesHuman: number[], decimals: number[], a: bigint, feeNum = 500n, ben = 0n): StablePoolState {
  return {
    balances: balancesHuman.map((b, k) => U(b, decimals[k]!)),
    decimals,
    amp: { value: a, precision: 1n },
    fee: feeParams(feeNum, ben),
    lpSupply: 10n ** 15n,
    lpDecimals: 9,
  };
}

/** Exact check that d = floor(D*): G(d) <= 0 < G(d + 1), G written out separately here. */
function isFloorD(xp: bigint[], d: bigint, annNum: bigint, ap: bigint): boolean {
  const n = BigInt(xp.length);
  const g = (v: bigint): bigint => {
    const np = xp.reduce((p, x) => p * x, n ** n);
    const s = xp.reduce((p, x) => p + x, 0n);
    return (annNum - ap) * v * np + ap * v ** (n + 1n) - annNum * s * np;
  };
  return g(d) <= 0n && g(d + 1n) > 0n;
}

describe('stableswap invariant', () => {
  it('D equals the sum of balances for a balanced pool', () => {
    const xp = [10n ** 24n, 10n ** 24n, 10n ** 24n];
    expect(solveD(xp, 300n * 3n, 1n)).toBe(3n * 10n ** 24n);
    const inv = stableInvariant([10n ** 12n, 10n ** 24n], [6, 18], { value: 100n, precision: 1n });
    expect(inv.d).toBe(2n * 10n ** 24n);
    expect(inv.dUp).toBe(inv.d);
  });

  it.each([
    [[1_000_000, 1_200_000], [6, 18], 200n],
    [[5, 9_000_000], [9, 9], 85n],
    [[1_000_000, 2_000_000, 3_000_000], [6, 6, 18], 500n],
    [[123.456789, 98765.4321, 5555.5, 42_000], [6, 9, 18, 8], 60n],
  ])('D is the exact floor and matches a float bisection (%j)', (b, dec, a) => {
    const inv = stableInvariant(
      b.map((v, k) => U(v, dec[k]!)),
      dec,
      { value: a, precision: 1n },
    );
    expect(isFloorD(inv.xp, inv.d, inv.annNum, inv.ap)).toBe(true);
    const maxDec = Math.max(...dec);
    expect(human(inv.d, maxDec)).toBeCloseTo(floatD(b, Number(a)), 6);
  });

  it('handles A given with a precision (A = 85.5 as 855/10)', () => {
    const inv = stableInvariant([10n ** 15n, 3n * 10n ** 15n], [9, 9], { value: 855n, precision: 10n });
    expect(human(inv.d, 9)).toBeCloseTo(floatD([1e6, 3e6], 85.5), 5);
  });

  it('y is the smallest balance that keeps D', () => {
    const xp = [10n ** 24n, 3n * 10n ** 24n];
    const d = solveD(xp, 200n, 1n);
    const y = solveY([2n * 10n ** 24n, 0n], 1, d, 200n, 1n)!;
    expect(solveD([2n * 10n ** 24n, y], 200n, 1n)).toBeGreaterThanOrEqual(d);
    expect(solveD([2n * 10n ** 24n, y - 1n], 200n, 1n)).toBeLessThan(d);
    expect(Number(y) / 1e24).toBeCloseTo(floatY([2, 0], 1, Number(d) / 1e24, 100), 9);
  });

  it('converges for extreme imbalances and amplifications', () => {
    for (const a of [1n, 10n, 1000n, 100_000n]) {
      for (const [x0, x1] of [
        [1n, 10n ** 30n],
        [10n ** 30n, 7n],
        [10n ** 6n, 10n ** 24n],
      ] as const) {
        const xp = [x0, x1];
        const d = solveD(xp, a * 2n, 1n);
        expect(isFloorD(xp, d, a * 2n, 1n)).toBe(true);
        const y = solveY([x0 * 2n, 0n], 1, d, a * 2n, 1n)!;
        expect(y).toBeLessThanOrEqual(x1);
        expect(solveD([x0 * 2n, y], a * 2n, 1n)).toBeGreaterThanOrEqual(d);
      }
    }
    const five = [1n, 10n ** 20n, 10n ** 25n, 3n, 10n ** 9n];
    const d5 = solveD(five, 500n * 5n, 1n);
    expect(isFloorD(five, d5, 2500n, 1n)).toBe(true);
  });

  it('gives D = 0 for an empty or broken pool', () => {
    expect(solveD([0n, 0n], 200n, 1n)).toBe(0n);
    expect(solveD([0n, 10n], 200n, 1n)).toBe(0n);
    expect(() => stableInvariant([1n], [6], { value: 1n, precision: 1n })).toThrow();
    expect(() => stableInvariant([1n, 1n], [6, 6], { value: 0n, precision: 1n })).toThrow();
  });
});

describe('stableExchange', () => {
  const table: [number[], number[], bigint, number, number, number][] = [
    [[1_000_000, 1_000_000], [6, 18], 200n, 0, 1, 1000],
    [[1_000_000, 1_000_000], [6, 18], 200n, 1, 0, 900_000],
    [[500_000, 1_500_000], [9, 6], 50n, 0, 1, 250_000],
    [[1_000_000, 2_000_000, 3_000_000], [6, 6, 18], 500n, 2, 0, 12_345.678],
    [[123.456789, 98765.4321, 5555.5, 42_000], [6, 9, 18, 8], 60n, 1, 3, 1000],
    [[10, 10_000_000], [6, 6], 100n, 1, 0, 5_000_000],
  ];

  it.each(table)('matches a float bisection reference (%j, %s->%s)', (b, dec, a, i, j, amountHuman) => {
    const p = pool(b, dec, a, 500n, 100n);
    const dx = U(amountHuman, dec[i]!);
    const r = stableExchange(p, i, j, dx)!;
    const feeTotal = r.poolFee + r.beneficiaryFee;
    expect(feeTotal).toBe((dx * 600n + 999_999n) / 1_000_000n);
    const x = b.slice();
    x[i] = x[i]! + human(dx - feeTotal, dec[i]!);
    const y = floatY(x, j, floatD(b, Number(a)), Number(a));
    const ref = b[j]! - y;
    // Within two token units (integer rounding, always down) plus float noise, never above.
    const got = human(r.amountOut, dec[j]!);
    expect(Math.abs(got - ref)).toBeLessThanOrEqual(2 / 10 ** dec[j]! + ref * 1e-9);
    expect(got).toBeLessThanOrEqual(ref * (1 + 1e-12));
    expect(r.balances[i]).toBe(p.balances[i]! + dx - r.beneficiaryFee);
    expect(r.balances[j]).toBe(p.balances[j]! - r.amountOut);
  });

  it('is close to 1:1 in a balanced, highly amplified pool', () => {
    const p = pool([1_000_000, 1_000_000], [6, 9], 2000n, 0n);
    const r = stableExchange(p, 0, 1, U(1000, 6))!;
    expect(human(r.amountOut, 9)).toBeGreaterThan(999.99);
    expect(human(r.amountOut, 9)).toBeLessThan(1000);
  });

  it('rejects bad indices, zero amounts and outputs that would drain the pool', () => {
    const p = pool([1000, 1000], [6, 6], 100n);
    expect(stableExchange(p, 0, 0, 10n)).toBeUndefined();
    expect(stableExchange(p, 0, 2, 10n)).toBeUndefined();
    expect(stableExchange(p, 0, 1, 0n)).toBeUndefined();
    expect(stableExchange(p, 0, 1, 1n)).toBeUndefined(); // the whole unit goes to the fee
    const huge = stableExchange(p, 0, 1, U(1e12, 6))!;
    expect(huge.amountOut).toBeLessThan(p.balances[1]!);
    expect(huge.balances[1]).toBeGreaterThan(0n);
  });

  it('reuses a precomputed invariant', () => {
    const p = pool([1_000_000, 2_000_000, 3_000_000], [6, 6, 18], 500n);
    const inv = stablePoolInvariant(p);
    expect(stableExchange(p, 0, 2, 10n ** 9n, inv)).toEqual(stableExchange(p, 0, 2, 10n ** 9n));
  });
});

describe('stableSpendAmount', () => {
  it.each([
    [[1_000_000, 1_000_000], [6, 18], 200n, 0, 1, 1000],
    [[500_000, 1_500_000], [9, 6], 50n, 1, 0, 400_000],
    [[1_000_000, 2_000_000, 3_000_000], [6, 6, 18], 500n, 2, 0, 12_345.678],
  ] as [number[], number[], bigint, number, number, number][])(
    'buys at least the output, and is the float reference input (%j)',
    (b, dec, a, i, j, outHuman) => {
      const p = pool(b, dec, a, 400n, 100n);
      const dy = U(outHuman, dec[j]!);
      const s = stableSpendAmount(p, i, j, dy)!;
      expect(stableExchange(p, i, j, s.amountIn)!.amountOut).toBeGreaterThanOrEqual(dy);
      const x = b.slice();
      x[j] = x[j]! - outHuman;
      const xi = floatY(x, i, floatD(b, Number(a)), Number(a));
      const ref = (xi - b[i]!) / (1 - 500 / 1e6);
      expect(human(s.amountIn, dec[i]!) / ref).toBeCloseTo(1, 7);
    },
  );

  it('refuses an output at or above the reserve', () => {
    const p = pool([1000, 1000], [6, 6], 100n);
    expect(stableSpendAmount(p, 0, 1, p.balances[1]!)).toBeUndefined();
    expect(stableSpendAmount(p, 0, 1, 0n)).toBeUndefined();
  });
});
