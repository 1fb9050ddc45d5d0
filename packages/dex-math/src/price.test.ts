import { describe, expect, it } from 'vitest';
import { expectedExchange } from './constant-product';
import { feeParams } from './fee';
import {
  compoundSlippage,
  minimumReceived,
  pairPrices,
  pairSpotPrice,
  priceImpact,
  stableLpRate,
  stableSpotPrice,
} from './price';
import { formatRational, parseDecimal, rational, rationalToNumber } from './rational';
import { stableDepositOneCoin } from './stableswap-liquidity';
import { stableExchange } from './stableswap';
import { stableInvariant } from './stableswap-invariant';

describe('spot prices', () => {
  it('pair price in both directions, decimal-aware', () => {
    // 1000 A (9 decimals) against 2500 B (6 decimals): 1 A = 2.5 B, 1 B = 0.4 A
    const ab = pairSpotPrice(1000n * 10n ** 9n, 2500n * 10n ** 6n, 9, 6)!;
    const ba = pairSpotPrice(2500n * 10n ** 6n, 1000n * 10n ** 9n, 6, 9)!;
    expect(formatRational(ab)).toBe('2.5');
    expect(formatRational(ba)).toBe('0.4');
    expect(formatRational(pairSpotPrice(3n, 1n, 0, 0)!, 8)).toBe('0.33333333');
    expect(pairSpotPrice(0n, 1n, 0, 0)).toBeUndefined();
    expect(pairPrices(1000n * 10n ** 9n, 2500n * 10n ** 6n, 9, 6, 4)).toEqual({
      leftToRight: '2.5',
      rightToLeft: '0.4',
    });
    expect(pairPrices(3n, 0n, 0, 0)).toBeUndefined();
  });

  it('stable price is 1 in a balanced pool and follows the curve when imbalanced', () => {
    const amp = { value: 100n, precision: 1n };
    expect(formatRational(stableSpotPrice([10n ** 12n, 10n ** 24n], [6, 18], amp, 0, 1)!)).toBe('1');
    const bal = [1_000_000n * 10n ** 6n, 3_000_000n * 10n ** 6n];
    const p = rationalToNumber(stableSpotPrice(bal, [6, 6], amp, 0, 1)!);
    // compare with a small trade without fee
    const small = stableExchange(
      { balances: bal, decimals: [6, 6], amp, fee: feeParams(0n), lpSupply: 1n },
      0,
      1,
      10n ** 6n,
    )!;
    expect(Number(small.amountOut) / 1e6).toBeCloseTo(p, 5);
    const q = rationalToNumber(stableSpotPrice(bal, [6, 6], amp, 1, 0)!);
    expect(p * q).toBeCloseTo(1, 12);
  });

  it('stable LP rate matches a small one-coin deposit', () => {
    const amp = { value: 200n, precision: 1n };
    const bal = [10n ** 12n, 2n * 10n ** 12n, 10n ** 24n];
    const pool = { balances: bal, decimals: [6, 6, 18], amp, fee: feeParams(0n), lpSupply: 4n * 10n ** 15n };
    const rate = rationalToNumber(stableLpRate(stableInvariant(bal, [6, 6, 18], amp), 0, pool.lpSupply)!);
    const lp = stableDepositOneCoin(pool, 0, 10n ** 6n)!.lpAmount;
    expect(Number(lp) / 1e6 / rate).toBeCloseTo(1, 5);
  });
});

describe('price impact', () => {
  it('is 1 - effective / spot, never negative', () => {
    expect(priceImpact(100n, 90n, rational(1n, 1n))).toBeCloseTo(0.1, 12);
    expect(priceImpact(100n, 100n, rational(1n, 1n))).toBe(0);
    expect(priceImpact(100n, 120n, rational(1n, 1n))).toBe(0);
    expect(priceImpact(0n, 120n, rational(1n, 1n))).toBe(0);
  });

  it('for a pair trade (net of fee) equals x / (X + x)', () => {
    const X = 10n ** 12n;
    const r = expectedExchange(10n ** 10n, X, 2n * X, feeParams(3000n))!;
    const net = 10n ** 10n - r.poolFee;
    const impact = priceImpact(net, r.amountOut, rational(2n * X, X));
    expect(impact).toBeCloseTo(Number(net) / Number(X + net), 6);
  });
});

describe('slippage', () => {
  it('compounds per step: (1 + s/100)^n - 1', () => {
    expect(compoundSlippage(0.5, 1)).toBeCloseTo(0.5, 12);
    expect(compoundSlippage(0.5, 3)).toBeCloseTo(1.5075125, 12);
    expect(compoundSlippage('1', 2)).toBeCloseTo(2.01, 12);
    expect(compoundSlippage(0.5, 0)).toBe(0);
  });

  it('minimum received rounds down', () => {
    expect(minimumReceived(1000n, 0.5)).toBe(995n);
    expect(minimumReceived(999n, 0.5)).toBe(994n); // 994.005
    expect(minimumReceived(1_000_000n, '0.5', 3)).toBe(984_924n); // 1 - 1.5075125 %
    expect(minimumReceived(1000n, 0)).toBe(1000n);
    expect(minimumReceived(1000n, 150)).toBe(0n);
    expect(() => minimumReceived(1000n, -1)).toThrow();
  });

  it('parses decimals exactly', () => {
    expect(parseDecimal('0.1')).toEqual({ num: 1n, den: 10n });
    expect(parseDecimal(1e-7)).toEqual({ num: 1n, den: 10n ** 7n });
    expect(parseDecimal('12')).toEqual({ num: 12n, den: 1n });
    expect(() => parseDecimal('abc')).toThrow();
    expect(formatRational(rational(-1n, 3n), 3)).toBe('-0.333');
    expect(formatRational(rational(1n, 4n), 4, true)).toBe('0.2500');
  });
});
