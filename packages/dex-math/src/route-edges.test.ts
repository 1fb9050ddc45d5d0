import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectedExchange, expectedSpendAmount } from './constant-product';
import { edgeIn, edgeOut } from './route-edges';
import { createRouteIndex } from './route-index';
import { addr, pair, stable } from './test-support/market';

const RUNS = { numRuns: Number(process.env.DEX_MATH_PROPERTY_RUNS ?? 300) };
const reserve = fc.bigInt({ min: 10n ** 4n, max: 10n ** 24n });

describe('route edges', () => {
  it('the allocation-free pair quotes equal expectedExchange / expectedSpendAmount', () => {
    fc.assert(
      fc.property(reserve, reserve, fc.bigInt({ min: 1n, max: 10n ** 25n }), (x, y, a) => {
        const p = pair(addr(1), addr(2), addr(3), x, y);
        const idx = createRouteIndex([p]);
        const e = idx.out[0]![0]!;
        const ip = idx.pools[0]!;
        expect(edgeOut(ip, e, a)).toBe(expectedExchange(a, x, y, p.fee)?.amountOut);
        expect(edgeIn(ip, e, a)).toBe(expectedSpendAmount(a, x, y, p.fee)?.amountIn);
      }),
      RUNS,
    );
  });

  it('every edge output stays under input * rate bound (the pruning bound is safe)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 10n ** 6n, max: 10n ** 18n }), { minLength: 3, maxLength: 3 }),
        fc.constantFrom<[number, number, number]>([6, 6, 6], [6, 9, 18], [18, 6, 9]),
        fc.bigInt({ min: 1n, max: 3_000_000n }),
        fc.nat(),
        (balances, decimals, ppm, pick) => {
          const scaled = balances.map((b, k) => b * 10n ** BigInt(decimals[k]! - 6));
          const idx = createRouteIndex([
            stable(
              addr(10),
              'stablepool',
              [addr(11), addr(12), addr(13)],
              scaled,
              decimals,
              addr(14),
              balances.reduce((s, b) => s + b, 0n) * 1000n,
            ),
            pair(addr(20), addr(11), addr(12), scaled[0]!, scaled[1]!),
          ]);
          const edges = idx.out.flat();
          const e = edges[pick % edges.length]!;
          const ip = idx.pools[e.pool]!;
          const base = e.action === 'withdraw' ? ip.pool.lpSupply : ip.pool.reserves[e.i]!;
          const amount = (base * ppm) / 1_000_000n;
          const out = edgeOut(ip, e, amount);
          if (out !== undefined) expect(Number(out)).toBeLessThanOrEqual(Number(amount) * e.rate * (1 + 1e-6) + 1);
        },
      ),
      RUNS,
    );
  });
});
