import { describe, expect, it } from 'vitest';
import { expectedExchange, expectedSpendAmount } from './constant-product';
import { feeParams } from './fee';

// Uniswap V2 (UniswapV2Library.getAmountOut / getAmountIn, fee 0.3 % as 997/1000), written out here.
function uniGetAmountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  const inWithFee = amountIn * 997n;
  return (inWithFee * reserveOut) / (reserveIn * 1000n + inWithFee);
}
function uniGetAmountIn(amountOut: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  return (reserveIn * amountOut * 1000n) / ((reserveOut - amountOut) * 997n) + 1n;
}

const FEE_03 = feeParams(3000n); // 3000 / 1 000 000 = 0.3 %

const cases: [bigint, bigint, bigint][] = [
  [1_000n, 1_000_000n, 1_000_000n],
  [5_000n, 1_000_000n, 2_000_000n],
  [1_000_000n, 10_000_000n, 3_000_000n],
  [10n ** 18n, 10n ** 21n, 5n * 10n ** 20n],
  [123_456_000n, 987_654_321_000n, 111_111_111n],
  [10n ** 9n * 1000n, 10n ** 9n * 1_000_000n, 10n ** 6n * 2_000_000n],
  [2_000_000n, 1_000_000n, 1_000_000n],
  [999_000n, 10n ** 15n, 7n * 10n ** 14n],
];

describe('expectedExchange', () => {
  it.each(cases)(
    'matches Uniswap V2 getAmountOut when the fee divides the input exactly (in=%s)',
    (amountIn, rIn, rOut) => {
      // All inputs above are multiples of 1000, so in * 0.997 is an integer and both formulas agree.
      const r = expectedExchange(amountIn, rIn, rOut, FEE_03)!;
      expect(r.amountOut).toBe(uniGetAmountOut(amountIn, rIn, rOut));
      expect(r.poolFee).toBe((amountIn * 3n) / 1000n);
      expect(r.beneficiaryFee).toBe(0n);
      expect(r.reserveInAfter).toBe(rIn + amountIn);
      expect(r.reserveOutAfter).toBe(rOut - r.amountOut);
    },
  );

  it('never pays more than Uniswap V2 and at most a unit of price less for other inputs', () => {
    for (const [amountIn, rIn, rOut] of cases) {
      for (const d of [1n, 7n, 333n, 999n]) {
        const a = amountIn + d;
        const ours = expectedExchange(a, rIn, rOut, FEE_03)!.amountOut;
        const uni = uniGetAmountOut(a, rIn, rOut);
        expect(ours).toBeLessThanOrEqual(uni);
        // The fee is rounded up to a whole unit: at most one input unit less reaches the curve.
        expect(uni - ours).toBeLessThanOrEqual(rOut / rIn + 1n);
      }
    }
  });

  it('sends the beneficiary part of the fee out of the reserves', () => {
    const fee = feeParams(2000n, 1000n);
    const r = expectedExchange(1_000_000n, 10n ** 9n, 10n ** 9n, fee)!;
    expect(r.poolFee + r.beneficiaryFee).toBe(3000n);
    expect(r.poolFee).toBe(2000n);
    expect(r.beneficiaryFee).toBe(1000n);
    expect(r.reserveInAfter).toBe(10n ** 9n + 1_000_000n - 1000n);
    // Same output as a pool-only fee of the same total: the split does not change the price.
    expect(r.amountOut).toBe(expectedExchange(1_000_000n, 10n ** 9n, 10n ** 9n, FEE_03)!.amountOut);
  });

  it('rounds a tiny trade to nothing rather than paying from rounding', () => {
    expect(expectedExchange(1n, 1_000_000n, 1_000_000n, FEE_03)).toBeUndefined();
    expect(expectedExchange(2n, 1_000_000n, 1_000_000n, FEE_03)).toBeUndefined();
  });

  it('rejects zero, negative and empty-pool trades', () => {
    expect(expectedExchange(0n, 1000n, 1000n, FEE_03)).toBeUndefined();
    expect(expectedExchange(-5n, 1000n, 1000n, FEE_03)).toBeUndefined();
    expect(expectedExchange(10n, 0n, 1000n, FEE_03)).toBeUndefined();
    expect(expectedExchange(10n, 1000n, 0n, FEE_03)).toBeUndefined();
  });

  it('rejects invalid fee params', () => {
    expect(() =>
      expectedExchange(10n, 1000n, 1000n, { denominator: 100n, poolNumerator: 100n, beneficiaryNumerator: 0n }),
    ).toThrow();
    expect(() => feeParams(-1n)).toThrow();
  });

  it('works without a fee (plain x * y = k, output rounded down)', () => {
    const r = expectedExchange(100n, 1000n, 1000n, feeParams(0n))!;
    expect(r.amountOut).toBe(90n); // 1000 - ceil(1e6 / 1100) = 1000 - 910
  });
});

describe('expectedSpendAmount', () => {
  const outs: [bigint, bigint, bigint][] = [
    [1_000n, 1_000_000n, 1_000_000n],
    [1n, 1_000_000n, 1_000_000n],
    [500_000n, 1_000_000n, 1_000_000n],
    [999_999n, 1_000_000n, 1_000_000n],
    [10n ** 18n, 10n ** 21n, 5n * 10n ** 20n],
    [123_456n, 987_654_321_000n, 111_111_111n],
  ];

  it.each(outs)('is within one unit of Uniswap V2 getAmountIn (out=%s)', (amountOut, rIn, rOut) => {
    const ours = expectedSpendAmount(amountOut, rIn, rOut, FEE_03)!.amountIn;
    const uni = uniGetAmountIn(amountOut, rIn, rOut);
    expect(ours - uni).toBeGreaterThanOrEqual(-1n);
    expect(ours - uni).toBeLessThanOrEqual(1n);
  });

  it.each(outs)('is the smallest input that buys the output (out=%s)', (amountOut, rIn, rOut) => {
    const a = expectedSpendAmount(amountOut, rIn, rOut, FEE_03)!.amountIn;
    expect(expectedExchange(a, rIn, rOut, FEE_03)!.amountOut).toBeGreaterThanOrEqual(amountOut);
    expect(expectedExchange(a - 1n, rIn, rOut, FEE_03)?.amountOut ?? 0n).toBeLessThanOrEqual(amountOut);
  });

  it('reports the fee of the spent amount', () => {
    const r = expectedSpendAmount(1_000n, 1_000_000n, 1_000_000n, feeParams(2000n, 1000n))!;
    expect(r.poolFee + r.beneficiaryFee).toBe((r.amountIn * 3000n + 999_999n) / 1_000_000n);
  });

  it('refuses outputs at or above the reserve, zero and empty pools', () => {
    expect(expectedSpendAmount(1_000_000n, 1_000_000n, 1_000_000n, FEE_03)).toBeUndefined();
    expect(expectedSpendAmount(2_000_000n, 1_000_000n, 1_000_000n, FEE_03)).toBeUndefined();
    expect(expectedSpendAmount(0n, 1_000_000n, 1_000_000n, FEE_03)).toBeUndefined();
    expect(expectedSpendAmount(10n, 0n, 1_000_000n, FEE_03)).toBeUndefined();
  });
});
