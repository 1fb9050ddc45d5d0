import { describe, expect, it } from 'vitest';
import { feeParams } from './fee';
import type { StablePoolState } from './stableswap';
import {
  stableDeposit,
  stableDepositOneCoin,
  stableDepositOneCoinAmount,
  stableWithdraw,
  stableWithdrawOneCoin,
  stableWithdrawOneCoinLpAmount,
} from './stableswap-liquidity';
import { stableInvariant } from './stableswap-invariant';
import { floatD, floatY, human } from './test-support/float-stableswap';

const U = (whole: number, decimals: number): bigint => BigInt(Math.round(whole * 1e6)) * 10n ** BigInt(decimals - 6);

// A 3-token pool (6, 6 and 18 decimals), A = 500, fee 0.05 % (0.04 % pool + 0.01 % beneficiary), LP 9 decimals.
const B = [1_000_000, 2_000_000, 1_500_000];
const DEC = [6, 6, 18];
const A = 500;
function pool(lpSupply = 4_400_000n * 10n ** 9n): StablePoolState {
  return {
    balances: B.map((b, k) => U(b, DEC[k]!)),
    decimals: DEC,
    amp: { value: BigInt(A), precision: 1n },
    fee: feeParams(400n, 100n),
    lpSupply,
    lpDecimals: 9,
  };
}
const FEE = 500 / 1e6;

describe('stableDeposit', () => {
  it('mints D (scaled to the LP decimals) on the first deposit and needs every token', () => {
    const empty: StablePoolState = { ...pool(0n), balances: [0n, 0n, 0n] };
    const amounts = [U(100, 6), U(100, 6), U(100, 18)];
    const r = stableDeposit(empty, amounts)!;
    expect(r.lpAmount).toBe(300n * 10n ** 9n); // D = 300 (balanced), LP has 9 decimals
    expect(r.lpSupply).toBe(r.lpAmount);
    expect(r.balances).toEqual(amounts);
    expect(stableDeposit(empty, [U(100, 6), 0n, U(100, 18)])).toBeUndefined();
    const { lpDecimals: _drop, ...pair } = empty;
    expect(stableDeposit(pair, amounts)!.lpAmount).toBe(300n * 10n ** 18n); // without LP decimals: D itself
  });

  it('charges (almost) no imbalance fee for a proportional deposit', () => {
    const p = pool();
    const amounts = p.balances.map((b) => b / 1000n);
    const r = stableDeposit(p, amounts)!;
    const ideal = p.lpSupply / 1000n;
    expect(r.lpAmount).toBeLessThanOrEqual(ideal);
    expect(ideal - r.lpAmount).toBeLessThanOrEqual(ideal / 10n ** 9n + 2n);
  });

  it('charges the imbalance fee (fee * N / (4(N-1))) on a one-sided deposit, matching a float reference', () => {
    const p = pool();
    const r = stableDeposit(p, [U(10_000, 6), 0n, 0n])!;
    const d0 = floatD(B, A);
    const newB = [B[0]! + 10_000, B[1]!, B[2]!];
    const d1 = floatD(newB, A);
    const rate = Math.floor((500 * 3) / 8) / 1e6; // the contract rounds the rate numerator down
    const after = newB.map((v, k) => v - rate * Math.abs((d1 / d0) * B[k]! - v));
    const ref = (4_400_000 * (floatD(after, A) - d0)) / d0;
    expect(human(r.lpAmount, 9) / ref).toBeCloseTo(1, 7);
    expect(r.poolFees[1]).toBeGreaterThan(0n); // the other tokens pay too (their shortfall)
    expect(r.balances[0]).toBe(p.balances[0]! + U(10_000, 6) - r.beneficiaryFees[0]!);
  });
});

describe('stableDepositOneCoin', () => {
  it('charges the swap fee on the amount and matches a float reference', () => {
    const p = pool();
    const amount = U(50_000, 18);
    const r = stableDepositOneCoin(p, 2, amount)!;
    expect(r.poolFees[2]! + r.beneficiaryFees[2]!).toBe((amount * 500n + 999_999n) / 1_000_000n);
    const d0 = floatD(B, A);
    const d2 = floatD([B[0]!, B[1]!, B[2]! + 50_000 * (1 - FEE)], A);
    expect(human(r.lpAmount, 9) / ((4_400_000 * (d2 - d0)) / d0)).toBeCloseTo(1, 7);
    expect(r.lpSupply).toBe(p.lpSupply + r.lpAmount);
  });

  it('needs an existing supply and a positive amount', () => {
    expect(stableDepositOneCoin(pool(0n), 0, 10n)).toBeUndefined();
    expect(stableDepositOneCoin(pool(), 0, 0n)).toBeUndefined();
    expect(stableDepositOneCoin(pool(), 5, 10n)).toBeUndefined();
  });

  it('has an exact-output inverse: the amount for a given LP', () => {
    const p = pool();
    for (const lp of [1n, 10n ** 9n, 123_456n * 10n ** 9n]) {
      const a = stableDepositOneCoinAmount(p, 1, lp)!;
      expect(stableDepositOneCoin(p, 1, a)!.lpAmount).toBeGreaterThanOrEqual(lp);
      expect(stableDepositOneCoin(p, 1, a - 1n)?.lpAmount ?? 0n).toBeLessThan(lp);
    }
  });
});

describe('stableWithdraw', () => {
  it('pays floor(balance * lp / supply) of each token', () => {
    const p = pool();
    const lp = p.lpSupply / 3n;
    const r = stableWithdraw(p, lp)!;
    expect(r.amounts).toEqual(p.balances.map((b) => (b * lp) / p.lpSupply));
    expect(r.lpSupply).toBe(p.lpSupply - lp);
    expect(stableWithdraw(p, p.lpSupply + 1n)).toBeUndefined();
    expect(stableWithdraw(p, p.lpSupply)!.balances).toEqual([0n, 0n, 0n]);
  });
});

describe('stableWithdrawOneCoin', () => {
  it('matches calc_withdraw_one_coin computed with floats', () => {
    const p = pool();
    const lp = 100_000n * 10n ** 9n;
    const r = stableWithdrawOneCoin(p, 0, lp)!;
    const d0 = floatD(B, A);
    const lpH = 100_000;
    const d1Fee = d0 - ((lpH - lpH * FEE) * d0) / 4_400_000;
    const y = floatY(B, 0, d1Fee, A);
    expect(human(r.amounts[0]!, 6)).toBeCloseTo(B[0]! - y, 5);
    const y0 = floatY(B, 0, d0 - (lpH * d0) / 4_400_000, A);
    expect(human(r.poolFees[0]! + r.beneficiaryFees[0]!, 6)).toBeCloseTo(y - y0, 5);
    expect(r.amounts[1]).toBe(0n);
    expect(r.balances[0]).toBe(p.balances[0]! - r.amounts[0]! - r.beneficiaryFees[0]!);
  });

  it('refuses to burn the whole supply or nothing', () => {
    const p = pool();
    expect(stableWithdrawOneCoin(p, 0, p.lpSupply)).toBeUndefined();
    expect(stableWithdrawOneCoin(p, 0, 0n)).toBeUndefined();
  });

  it('has an exact-output inverse: the LP for a given amount', () => {
    const p = pool();
    for (const out of [1n, U(1, 6), U(777_777, 6)]) {
      const lp = stableWithdrawOneCoinLpAmount(p, 1, out)!;
      expect(stableWithdrawOneCoin(p, 1, lp)!.amounts[1]).toBeGreaterThanOrEqual(out);
      expect(stableWithdrawOneCoin(p, 1, lp - 1n)?.amounts[1] ?? 0n).toBeLessThan(out);
    }
    expect(stableWithdrawOneCoinLpAmount(p, 1, p.balances[1]!)).toBeUndefined();
  });

  it('works for a very imbalanced pool', () => {
    const p: StablePoolState = { ...pool(), balances: [U(1, 6), U(10_000_000, 6), U(10, 18)] };
    const inv = stableInvariant(p.balances, p.decimals, p.amp);
    const r = stableWithdrawOneCoin(p, 1, p.lpSupply / 10n, inv)!;
    expect(r.amounts[1]).toBeGreaterThan(0n);
    expect(r.amounts[1]).toBeLessThan(p.balances[1]!);
  });
});
