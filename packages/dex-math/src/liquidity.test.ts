import { describe, expect, it } from 'vitest';
import { feeParams } from './fee';
import {
  autoChangeSwapAmount,
  depositLiquidity,
  initialLpAmount,
  proportionalAmount,
  sharePercent,
  userTokenAmounts,
  withdrawLiquidity,
} from './liquidity';

const FEE = feeParams(3000n);

describe('initialLpAmount', () => {
  it('mints sqrt(x * y) rounded down by default, max(x, y) as DexPair does on request', () => {
    expect(initialLpAmount(4n, 9n)).toBe(6n);
    expect(initialLpAmount(10n ** 18n, 10n ** 6n)).toBe(10n ** 12n);
    expect(initialLpAmount(2n, 3n)).toBe(2n); // sqrt(6) = 2.449
    expect(initialLpAmount(4n, 9n, 'max')).toBe(9n);
    expect(initialLpAmount(0n, 9n)).toBe(0n);
  });
});

describe('depositLiquidity', () => {
  const base = { leftReserve: 1_000_000n, rightReserve: 4_000_000n, lpSupply: 2_000_000n, fee: FEE };

  it('first deposit: everything goes in, LP = sqrt', () => {
    const r = depositLiquidity({
      ...base,
      leftReserve: 0n,
      rightReserve: 0n,
      lpSupply: 0n,
      leftAmount: 100n,
      rightAmount: 400n,
    })!;
    expect(r.lpAmount).toBe(200n);
    expect(r.leftReserveAfter).toBe(100n);
    expect(r.lpSupplyAfter).toBe(200n);
  });

  it('proportional deposit mints the min of the ratios and returns the surplus', () => {
    const r = depositLiquidity({ ...base, leftAmount: 1000n, rightAmount: 5000n })!;
    expect(r.leftDeposited).toBe(1000n);
    expect(r.rightDeposited).toBe(4000n);
    expect(r.rightChange).toBe(1000n);
    expect(r.lpAmount).toBe(2000n);
    expect(r.swap).toBeUndefined();
    const odd = depositLiquidity({ ...base, leftAmount: 333n, rightAmount: 1333n })!;
    expect(odd.lpAmount).toBe(666n); // min(333 * 2, floor(1332 * 0.5))
  });

  it('returns undefined when nothing would be minted', () => {
    expect(depositLiquidity({ ...base, leftAmount: 0n, rightAmount: 0n })).toBeUndefined();
    expect(depositLiquidity({ ...base, leftAmount: 1n, rightAmount: 0n })).toBeUndefined();
  });

  it('auto-change: swaps part of a one-sided deposit so the rest matches the new ratio', () => {
    const r = depositLiquidity({ ...base, leftAmount: 100_000n, rightAmount: 0n, autoChange: true })!;
    expect(r.swap?.direction).toBe('leftToRight');
    // The root s of (1-phi) s^2 + (2-phi) X s - a X = 0 (beta = 0), checked with floats.
    const phi = 0.003;
    const X = 1_000_000;
    const a = 100_000;
    const s = (-(2 - phi) * X + Math.sqrt((2 - phi) ** 2 * X * X + 4 * (1 - phi) * a * X)) / (2 * (1 - phi));
    expect(Math.abs(Number(r.swap!.spent) - s)).toBeLessThanOrEqual(1);
    expect(r.leftChange).toBe(0n);
    expect(r.rightChange).toBe(0n);
    // Nearly all the value is deposited: LP close to what half-and-half would mint, a bit less for the fee.
    const naive = (2_000_000 * (a / 2)) / X;
    expect(Number(r.lpAmount)).toBeLessThan(naive);
    expect(Number(r.lpAmount)).toBeGreaterThan(naive * 0.95);
    expect(r.rightReserveAfter).toBe(4_000_000n);
    expect(r.leftReserveAfter).toBe(1_100_000n);
  });

  it('auto-change with a beneficiary fee and the right-hand surplus', () => {
    const fee = feeParams(2000n, 1000n);
    const r = depositLiquidity({ ...base, fee, leftAmount: 1000n, rightAmount: 400_000n, autoChange: true })!;
    expect(r.swap?.direction).toBe('rightToLeft');
    expect(r.rightDeposited).toBe(400_000n - r.swap!.beneficiaryFee);
    expect(r.rightReserveAfter).toBe(4_000_000n + 400_000n - r.swap!.beneficiaryFee);
    expect(r.leftReserveAfter).toBe(1_001_000n);
  });

  it('autoChangeSwapAmount never exceeds the surplus', () => {
    expect(autoChangeSwapAmount(0n, 10n, FEE)).toBe(0n);
    expect(autoChangeSwapAmount(10n ** 30n, 1n, FEE)).toBeLessThanOrEqual(10n ** 30n);
  });
});

describe('withdrawal and shares', () => {
  it('pays floor(lp * reserve / supply)', () => {
    expect(withdrawLiquidity(1n, [10n, 20n], 3n)).toEqual([3n, 6n]);
    expect(withdrawLiquidity(3n, [10n, 20n], 3n)).toEqual([10n, 20n]);
    expect(withdrawLiquidity(0n, [10n, 20n], 3n)).toEqual([0n, 0n]);
    expect(withdrawLiquidity(5n, [10n, 20n], 3n)).toEqual([10n, 20n]); // capped at the supply
    expect(userTokenAmounts(7n, [1000n, 1n], 9n)).toEqual([777n, 0n]);
  });

  it('share percent with 8 decimals, rounded down', () => {
    expect(sharePercent(1n, 3n)).toBe('33.33333333');
    expect(sharePercent(3n, 3n)).toBe('100.00000000');
    expect(sharePercent(0n, 3n)).toBe('0.00000000');
    expect(sharePercent(1n, 10n ** 12n)).toBe('0.00000000');
    expect(sharePercent(1n, 8n, 2)).toBe('12.50');
    expect(sharePercent(1n, 8n, 0)).toBe('12');
  });

  it('proportional amount rounds down', () => {
    expect(proportionalAmount(10n, 3n, 10n)).toBe(33n);
    expect(proportionalAmount(10n, 0n, 10n)).toBe(0n);
  });
});
