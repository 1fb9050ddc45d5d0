import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyLpFeesState, foldLpFees, lpFeesOf, replayLpFees, type LpFeeStep } from './lp-fees';

type Step = LpFeeStep & { time: number };
const OWNERS = ['0:aa', '0:bb', '0:cc'];

const step: fc.Arbitrary<LpFeeStep> = fc.oneof(
  fc.record({
    type: fc.constant('liquidity' as const),
    owner: fc.constantFrom(...OWNERS),
    lp: fc.bigInt({ min: -300n, max: 1000n }),
  }),
  fc.record({ type: fc.constant('sync' as const), lpSupply: fc.bigInt({ min: 0n, max: 5000n }) }),
  fc.record({
    type: fc.constant('swap' as const),
    poolFees: fc.array(fc.bigInt({ min: 0n, max: 10n ** 12n }), { minLength: 2, maxLength: 2 }),
  }),
);

describe('foldLpFees', () => {
  it('gives replayLpFees’ answer for every owner however the steps are split', () => {
    fc.assert(
      fc.property(
        fc.array(step, { maxLength: 60 }),
        fc.array(fc.nat(60), { maxLength: 6 }),
        fc.bigInt({ min: 0n, max: 1500n }),
        (raw, cuts, extra) => {
          const steps: Step[] = raw.map((s, i) => ({ ...s, time: i + 1 }));
          const bounds = [...new Set([0, ...cuts.map((c) => Math.min(c, steps.length)), steps.length])].sort(
            (a, b) => a - b,
          );
          const state = emptyLpFeesState();
          for (let k = 1; k < bounds.length; k++) foldLpFees(state, steps.slice(bounds[k - 1], bounds[k]), 2);
          for (const owner of [...OWNERS, '0:dd']) {
            // the LP the one-pass replay ends with (when it ends), and another holding
            const whole = steps.filter((s) => s.type === 'liquidity' && s.owner === owner);
            const held = whole.reduce((a, s) => a + (s.type === 'liquidity' ? s.lp : 0n), 0n);
            for (const h of [held, extra])
              expect(lpFeesOf(state, owner, 2, h)).toEqual(replayLpFees(steps, owner, 2, h));
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
