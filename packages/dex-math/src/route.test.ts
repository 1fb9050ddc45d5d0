import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findBestRoute } from './route';
import { createRouteIndex } from './route-index';
import type { RoutePool, RouteQuery } from './route-types';
import { addr, bruteForce, pair, stable } from './test-support/market';

const [A, B, W, USDT, USDC, DAI, LP3, X] = [1, 2, 3, 4, 5, 6, 7, 8].map(addr) as [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];
const E9 = 10n ** 9n;
const E6 = 10n ** 6n;

const market: RoutePool[] = [
  pair(addr(101), A, B, 1000n * E9, 1000n * E9, 20_000), // shallow direct pair
  pair(addr(102), A, W, 1_000_000n * E9, 1_000_000n * E9),
  pair(addr(103), W, B, 1_000_000n * E9, 1_000_000n * E9),
  stable(
    addr(104),
    'stablepool',
    [USDT, USDC, DAI],
    [1_000_000n * E6, 1_200_000n * E6, 900_000n * 10n ** 18n],
    [6, 6, 18],
    LP3,
    3_100_000n * E9,
  ),
  pair(addr(105), LP3, W, 100_000n * E9, 100_000n * E9, 200_000),
  stable(addr(106), 'stable', [USDT, USDC], [500_000n * E6, 500_000n * E6], [6, 6], addr(206), 10n ** 15n),
  pair(addr(107), USDC, W, 1_000_000n * E6, 1_000_000n * E9),
];
const index = createRouteIndex(market);

const q = (over: Partial<RouteQuery>): RouteQuery => ({
  fromCurrencyAddress: A,
  toCurrencyAddress: B,
  amount: 100n * E9,
  direction: 'expectedexchange',
  slippagePercent: 0.5,
  ...over,
});

describe('findBestRoute, exact input', () => {
  it('prefers a deep two-step route over a shallow direct pair', () => {
    const r = findBestRoute(index, q({}))!;
    expect(r.steps.map((s) => s.poolAddress)).toEqual([addr(102), addr(103)]);
    expect(r.steps[0]!.spentToken).toBe(A);
    expect(r.steps[0]!.receiveToken).toBe(W);
    expect(r.steps[1]!.amount).toBe(r.steps[0]!.expectedAmount);
    expect(r.expectedAmount).toBe(bruteForce(market, A, B, 100n * E9, 3, true));
  });

  it('takes the direct pair when depth is 1, the TVL filter or the whitelist rules the hub out', () => {
    for (const over of [{ deep: 1 }, { minTvl: 10_000, whiteListCurrencies: [USDT] }]) {
      const r = findBestRoute(index, q(over))!;
      expect(r.steps.map((s) => s.poolAddress)).toEqual([addr(101)]);
    }
    expect(findBestRoute(index, q({ minTvl: 50_000 }))!.steps).toHaveLength(2);
    expect(findBestRoute(index, q({ minTvl: 2e6 }))).toBeUndefined();
  });

  it('uses one-coin deposits and withdrawals of a stable pool as steps', () => {
    const dep = findBestRoute(index, q({ fromCurrencyAddress: USDT, toCurrencyAddress: LP3, amount: 1000n * E6 }))!;
    expect(dep.steps).toHaveLength(1);
    expect(dep.steps[0]!.actionType).toBe('deposit');
    expect(dep.steps[0]!.poolType).toBe('stablepool');
    const wd = findBestRoute(index, q({ fromCurrencyAddress: LP3, toCurrencyAddress: DAI, amount: 1000n * E9 }))!;
    expect(wd.steps.map((s) => s.actionType)).toEqual(['withdraw']);
    expect(wd.steps[0]!.feeToken).toBe(DAI);
    const viaLp = findBestRoute(
      index,
      q({
        fromCurrencyAddress: DAI,
        toCurrencyAddress: W,
        amount: 10n ** 18n * 100n,
        deep: 2,
        whiteListCurrencies: [LP3],
      }),
    )!;
    expect(viaLp.steps.map((s) => s.actionType)).toEqual(['deposit', 'exchange']);
  });

  it('compounds the slippage per step and reports global fee and impact', () => {
    const r = findBestRoute(index, q({ slippagePercent: 1 }))!;
    const [s1, s2] = r.steps as [(typeof r.steps)[0], (typeof r.steps)[0]];
    expect(s1.minExpectedAmount).toBe((s1.expectedAmount * 99n) / 100n);
    expect(s2.minExpectedAmount).toBe((s2.expectedAmount * 9799n) / 10000n); // 1 - 2.01 %
    expect(r.minExpectedAmount).toBe(s2.minExpectedAmount);
    expect(s1.fee).toBe(300_000_000n); // 0.3 % of 100
    expect(r.globalFeeRate).toBeCloseTo(1 - 0.997 * 0.997, 5);
    expect(r.globalFee).toBe((100n * E9 * BigInt(Math.round(r.globalFeeRate * 1e9))) / E9);
    expect(r.globalPriceImpact).toBeGreaterThan(0);
    expect(r.globalPriceImpact).toBeCloseTo(1 - (1 - s1.priceImpact) * (1 - s2.priceImpact), 12);
  });

  it('answers undefined for unknown or equal tokens and impossible amounts', () => {
    expect(findBestRoute(index, q({ fromCurrencyAddress: X }))).toBeUndefined();
    expect(findBestRoute(index, q({ toCurrencyAddress: A }))).toBeUndefined();
    expect(findBestRoute(index, q({ amount: 0n }))).toBeUndefined();
    expect(findBestRoute(createRouteIndex([]), q({}))).toBeUndefined();
  });
});

describe('findBestRoute, exact output', () => {
  it('minimises the input and the route delivers at least the requested amount', () => {
    const want = 50n * E9;
    const r = findBestRoute(index, q({ direction: 'expectedspendamount', amount: want }))!;
    expect(r.direction).toBe('expectedspendamount');
    expect(r.steps.map((s) => s.poolAddress)).toEqual([addr(102), addr(103)]);
    expect(r.amount).toBe(bruteForce(market, A, B, want, 3, false));
    expect(r.expectedAmount).toBeGreaterThanOrEqual(want);
    expect(r.steps[0]!.amount).toBe(r.amount);
  });

  it('works through deposit and withdrawal steps', () => {
    const want = 1000n * 10n ** 18n;
    const r = findBestRoute(
      index,
      q({ direction: 'expectedspendamount', fromCurrencyAddress: LP3, toCurrencyAddress: DAI, amount: want }),
    )!;
    expect(r.steps[0]!.actionType).toBe('withdraw');
    expect(r.expectedAmount).toBeGreaterThanOrEqual(want);
    expect(findBestRoute(index, q({ direction: 'expectedspendamount', amount: 10n ** 30n }))).toBeUndefined();
  });
});

describe('findBestRoute against brute force on random markets', () => {
  const tokens = [1, 2, 3, 4, 5, 6].map((n) => addr(1000 + n));
  const poolArb = fc.record({
    kind: fc.constantFrom('common', 'common', 'stable', 'stablepool'),
    picks: fc.uniqueArray(fc.integer({ min: 0, max: 5 }), { minLength: 2, maxLength: 3 }),
    reserves: fc.array(fc.bigInt({ min: 10n ** 6n, max: 10n ** 15n }), { minLength: 3, maxLength: 3 }),
  });

  it('finds the same best amount in both directions', () => {
    fc.assert(
      fc.property(
        fc.array(poolArb, { minLength: 1, maxLength: 9 }),
        fc.bigInt({ min: 1000n, max: 10n ** 12n }),
        fc.boolean(),
        (specs, amount, forward) => {
          const pools = specs.map((s, k): RoutePool => {
            const picked = s.kind === 'common' || s.kind === 'stable' ? s.picks.slice(0, 2) : s.picks;
            const toks = picked.map((i) => tokens[i]!);
            const res = picked.map((_, i) => s.reserves[i]!);
            return s.kind === 'common'
              ? pair(addr(5000 + k), toks[0]!, toks[1]!, res[0]!, res[1]!)
              : stable(
                  addr(5000 + k),
                  s.kind,
                  toks,
                  res,
                  toks.map(() => 9),
                  addr(6000 + k),
                  res.reduce((a, b) => a + b, 0n),
                );
          });
          const idx = createRouteIndex(pools);
          const [from, to] = [tokens[0]!, tokens[1]!];
          const r = findBestRoute(idx, {
            fromCurrencyAddress: from,
            toCurrencyAddress: to,
            amount,
            direction: forward ? 'expectedexchange' : 'expectedspendamount',
          });
          const brute = bruteForce(pools, from, to, amount, 3, forward);
          if (brute === undefined) {
            expect(r).toBeUndefined();
            return;
          }
          expect(r).toBeDefined();
          if (forward) expect(r!.expectedAmount).toBe(brute);
          else {
            expect(r!.amount).toBe(brute);
            expect(r!.expectedAmount).toBeGreaterThanOrEqual(amount);
          }
        },
      ),
      { numRuns: Number(process.env.DEX_MATH_PROPERTY_RUNS ?? 150) },
    );
  });
});
