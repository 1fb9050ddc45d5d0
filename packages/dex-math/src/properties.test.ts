/** Property tests: invariants of the pool math that must hold for any state and trade. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectedExchange, expectedSpendAmount } from './constant-product';
import type { FeeParams } from './fee';
import { depositLiquidity, withdrawLiquidity } from './liquidity';
import { stableExchange, stableSpendAmount, type StablePoolState } from './stableswap';
import { solveD } from './stableswap-invariant';
import { stableDeposit, stableDepositOneCoin, stableWithdraw, stableWithdrawOneCoin } from './stableswap-liquidity';

const RUNS = { numRuns: Number(process.env.DEX_MATH_PROPERTY_RUNS ?? 300) };
const reserve = fc.bigInt({ min: 1000n, max: 10n ** 24n });
const feeArb = (minTotal = 0n): fc.Arbitrary<FeeParams> =>
  fc
    .tuple(fc.bigInt({ min: 0n, max: 20_000n }), fc.bigInt({ min: 0n, max: 5_000n }))
    .filter(([p, b]) => p + b >= minTotal)
    .map(([p, b]) => ({ denominator: 1_000_000n, poolNumerator: p, beneficiaryNumerator: b }));
const fraction = (x: bigint, ppm: bigint): bigint => (x * ppm) / 1_000_000n;

describe('constant product properties', () => {
  it('k = x * y never decreases on a swap', () => {
    fc.assert(
      fc.property(reserve, reserve, fc.bigInt({ min: 1n, max: 10n ** 25n }), feeArb(), (x, y, a, fee) => {
        const r = expectedExchange(a, x, y, fee);
        if (r) expect(r.reserveInAfter * r.reserveOutAfter).toBeGreaterThanOrEqual(x * y);
      }),
      RUNS,
    );
  });

  it('rounding favours the pool: exchange(spend(out)) >= out and spend(exchange(in)) <= in', () => {
    fc.assert(
      fc.property(reserve, reserve, fc.bigInt({ min: 1n, max: 999_999n }), feeArb(), (x, y, ppm, fee) => {
        const out = fraction(y, ppm);
        const s = expectedSpendAmount(out, x, y, fee);
        if (!s) return;
        expect(expectedExchange(s.amountIn, x, y, fee)?.amountOut ?? 0n).toBeGreaterThanOrEqual(out);
        const e = expectedExchange(s.amountIn, x, y, fee);
        if (e) expect(expectedSpendAmount(e.amountOut, x, y, fee)?.amountIn ?? 0n).toBeLessThanOrEqual(s.amountIn);
      }),
      RUNS,
    );
  });

  it('a round trip A -> B -> A never returns more than it spent (even without a fee)', () => {
    fc.assert(
      fc.property(reserve, reserve, fc.bigInt({ min: 1n, max: 10n ** 24n }), feeArb(), (x, y, a, fee) => {
        const there = expectedExchange(a, x, y, fee);
        if (!there) return;
        const back = expectedExchange(there.amountOut, there.reserveOutAfter, there.reserveInAfter, fee);
        expect(back?.amountOut ?? 0n).toBeLessThanOrEqual(a);
      }),
      RUNS,
    );
  });

  it('a cycle through three pairs with consistent prices never profits', () => {
    const big = fc.bigInt({ min: 1n, max: 10n ** 9n });
    fc.assert(
      fc.property(
        big,
        big,
        big,
        big,
        big,
        big,
        fc.bigInt({ min: 1n, max: 10n ** 24n }),
        feeArb(),
        (p, q, r, k1, k2, k3, a, fee) => {
          // A/B = p:q, B/C = q:r, C/A = r:p, so the prices multiply to exactly 1 around the cycle.
          const ab = expectedExchange(a, p * k1 * 1000n, q * k1 * 1000n, fee);
          const bc = ab && expectedExchange(ab.amountOut, q * k2 * 1000n, r * k2 * 1000n, fee);
          const ca = bc && expectedExchange(bc.amountOut, r * k3 * 1000n, p * k3 * 1000n, fee);
          expect(ca?.amountOut ?? 0n).toBeLessThanOrEqual(a);
        },
      ),
      RUNS,
    );
  });

  it('LP mint then burn never returns more than was deposited (plain and auto-change)', () => {
    fc.assert(
      fc.property(
        reserve,
        reserve,
        fc.bigInt({ min: 1n, max: 10n ** 24n }),
        fc.bigInt({ min: 0n, max: 10n ** 24n }),
        fc.boolean(),
        feeArb(),
        (x, y, l, r, auto, fee) => {
          const supply = x + y;
          const d = depositLiquidity({
            leftAmount: l,
            rightAmount: r,
            leftReserve: x,
            rightReserve: y,
            lpSupply: supply,
            fee,
            autoChange: auto,
          });
          if (!d) return;
          const [wl, wr] = withdrawLiquidity(
            d.lpAmount,
            [d.leftReserveAfter, d.rightReserveAfter],
            d.lpSupplyAfter,
          ) as [bigint, bigint];
          if (!d.swap) {
            expect(wl).toBeLessThanOrEqual(d.leftDeposited);
            expect(wr).toBeLessThanOrEqual(d.rightDeposited);
            return;
          }
          // Sell any surplus of one side back through the pool: the other side must not end up above its deposit.
          const L = d.leftReserveAfter - wl;
          const R = d.rightReserveAfter - wr;
          if (wl > l) expect(wr + (expectedExchange(wl - l, L, R, fee)?.amountOut ?? 0n)).toBeLessThanOrEqual(r);
          else if (wr > r) expect(wl + (expectedExchange(wr - r, R, L, fee)?.amountOut ?? 0n)).toBeLessThanOrEqual(l);
        },
      ),
      RUNS,
    );
  });
});

const stablePool = fc
  .record({
    n: fc.integer({ min: 2, max: 4 }),
    balances: fc.array(fc.bigInt({ min: 10n ** 6n, max: 10n ** 15n }), { minLength: 4, maxLength: 4 }),
    decimals: fc.array(fc.constantFrom(6, 9, 18), { minLength: 4, maxLength: 4 }),
    a: fc.bigInt({ min: 1n, max: 5000n }),
    fee: feeArb(),
  })
  .map(({ n, balances, decimals, a, fee }): StablePoolState => ({
    balances: balances.slice(0, n).map((b, k) => b * 10n ** BigInt(decimals[k]! - 6)),
    decimals: decimals.slice(0, n),
    amp: { value: a, precision: 1n },
    fee,
    lpSupply: 10n ** 15n,
    lpDecimals: 9,
  }));
const dOf = (p: StablePoolState, balances: readonly bigint[]): bigint => {
  const maxDec = Math.max(...p.decimals);
  const n = BigInt(p.balances.length);
  return solveD(
    balances.map((b, k) => b * 10n ** BigInt(maxDec - p.decimals[k]!)),
    p.amp.value * n,
    p.amp.precision,
  );
};
const pick = (p: StablePoolState, k: number): number => k % p.balances.length;

describe('stableswap properties', () => {
  it('D never decreases on a swap', () => {
    fc.assert(
      fc.property(stablePool, fc.nat(), fc.nat(), fc.bigInt({ min: 1n, max: 2_000_000n }), (p, ki, kj, ppm) => {
        const i = pick(p, ki);
        const j = pick(p, kj);
        const r = stableExchange(p, i, j, fraction(p.balances[i]!, ppm));
        if (r) expect(dOf(p, r.balances)).toBeGreaterThanOrEqual(dOf(p, p.balances));
      }),
      RUNS,
    );
  });

  it('rounding favours the pool: exchange(spend(out)) >= out', () => {
    fc.assert(
      fc.property(stablePool, fc.nat(), fc.nat(), fc.bigInt({ min: 1n, max: 999_999n }), (p, ki, kj, ppm) => {
        const i = pick(p, ki);
        const j = pick(p, kj);
        const out = fraction(p.balances[j]!, ppm);
        const s = stableSpendAmount(p, i, j, out);
        if (s) expect(stableExchange(p, i, j, s.amountIn)?.amountOut ?? 0n).toBeGreaterThanOrEqual(out);
      }),
      RUNS,
    );
  });

  it('a round trip i -> j -> i and a cycle through all tokens never create value', () => {
    fc.assert(
      fc.property(stablePool, fc.nat(), fc.bigInt({ min: 1n, max: 3_000_000n }), (p, ki, ppm) => {
        const i = pick(p, ki);
        const start = fraction(p.balances[i]!, ppm);
        let state = p;
        let amount = start;
        let token = i;
        for (let s = 1; s <= p.balances.length; s++) {
          const next = (i + s) % p.balances.length;
          const r = stableExchange(state, token, next, amount);
          if (!r) return;
          state = { ...state, balances: r.balances };
          amount = r.amountOut;
          token = next;
        }
        expect(amount).toBeLessThanOrEqual(start);
      }),
      RUNS,
    );
  });

  it('LP mint then burn never returns more than was deposited', () => {
    fc.assert(
      fc.property(stablePool, fc.nat(), fc.bigInt({ min: 1n, max: 2_000_000n }), (p, ki, ppm) => {
        const i = pick(p, ki);
        const amount = fraction(p.balances[i]!, ppm);
        const dep = stableDepositOneCoin(p, i, amount);
        if (dep) {
          const after = { ...p, balances: dep.balances, lpSupply: dep.lpSupply };
          const back = stableWithdrawOneCoin(after, i, dep.lpAmount);
          expect(back?.amounts[i] ?? 0n).toBeLessThanOrEqual(amount);
        }
        const amounts = p.balances.map((b) => fraction(b, ppm));
        const bal = stableDeposit(p, amounts);
        if (bal) {
          const w = stableWithdraw({ ...p, balances: bal.balances, lpSupply: bal.lpSupply }, bal.lpAmount)!;
          w.amounts.forEach((a, k) => expect(a).toBeLessThanOrEqual(amounts[k]!));
        }
      }),
      RUNS,
    );
  });
});
