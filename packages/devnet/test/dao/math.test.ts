/** Vote escrow math: the ve mint, the count/normalize passes and the distribution (reference §1-2, traps 1 and 10). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BPS } from '../../src/contracts/vote-escrow/constants';
import { countVotes, distribute, normalizeVotes, veMint, voteBounds } from '../../src/contracts/vote-escrow/math';

const params = { minRatio: 200, maxRatio: 3000, maxDowntime: 2, normalizing: 0 };

describe('ve mint', () => {
  it('gives amount·lock/max: 1000 QUBE locked 9000 s of 10000 give 900 ve', () => {
    expect(veMint(1000n, 9000, 10_000)).toBe(900n);
    expect(veMint(1000n, 20_000, 10_000)).toBe(1000n);
  });
  it('never gives more voting power than the locked amount', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.nat(),
        fc.integer({ min: 1, max: 2 ** 31 }),
        (a, l, m) => {
          const ve = veMint(a, l, m);
          expect(ve >= 0n && ve <= a).toBe(true);
        },
      ),
    );
  });
});

describe('end of voting', () => {
  it('matches the contract test: 54/35/10/1 % with max 30 % end at 30/30/30/0, 10 % to treasury', () => {
    const gauges = ['a', 'b', 'c', 'd'];
    const votes = new Map(gauges.map((g, k) => [g, BigInt([54, 35, 10, 1][k]!)]));
    const counted = countVotes(gauges, votes, new Map(), 100n, params);
    expect(counted.exceeded).toBe(30n);
    expect(counted.valid).toBe(10n);
    const normalized = normalizeVotes(counted, 100n, params);
    expect([...normalized.votes.entries()]).toEqual([
      ['a', 30n],
      ['b', 30n],
      ['c', 30n],
    ]);
    expect(normalized.overflow).toBe(10n);
  });

  it('walks the whitelist: an unvoted gauge gains downtime and leaves at the max downtime', () => {
    const votes = new Map([['a', 100n]]);
    const counted = countVotes(['a', 'b'], votes, new Map([['b', 1]]), 100n, params);
    expect(counted.downtimes.get('b')).toBe(2);
    expect(counted.removed).toEqual(['b']);
  });

  it('with no votes min is 1 and all of farming goes to treasury', () => {
    expect(voteBounds(0n, params).min).toBe(1n);
    const d = distribute(10_000n, [7000, 2000, 1000], 0n, new Map(), 0n, 0n, 0);
    expect(d.gauges.size).toBe(0);
    expect(d.treasury).toBe(9000n);
    expect(d.team).toBe(1000n);
  });

  const votesArb = fc.array(fc.bigInt({ min: 0n, max: 10n ** 15n }), { minLength: 0, maxLength: 12 });
  it('distributions sum to the epoch budget (gauges + treasury + team + debt + dust)', () => {
    fc.assert(
      fc.property(
        votesArb,
        fc.bigInt({ min: 0n, max: 10n ** 18n }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 1, max: 4999 }),
        fc.integer({ min: 5000, max: 10_000 }),
        (raw, total, s0, s1, debt, normalizing, minRatio, maxRatio) => {
          const scheme = [s0, s1, Math.max(0, 10_000 - s0 - s1)];
          if (s0 + s1 > 10_000) return;
          const gauges = raw.map((_, k) => `g${k}`);
          const votes = new Map(gauges.map((g, k) => [g, raw[k]!]));
          const T = raw.reduce((a, b) => a + b, 0n);
          const p = { minRatio, maxRatio, maxDowntime: 3, normalizing };
          const counted = countVotes(gauges, votes, new Map(), T, p);
          const normalized = normalizeVotes(counted, T, p);
          const d = distribute(total, scheme, debt, normalized.votes, normalized.overflow, T, normalizing);
          const paid = [...d.gauges.values()].reduce((a, b) => a + b, 0n);
          const schemeDust =
            total - (total * BigInt(s0)) / BPS - (total * BigInt(s1)) / BPS - (total * BigInt(scheme[2]!)) / BPS;
          // everything the budget (and the carried debt) holds lands in exactly one place
          expect(paid + d.treasury + d.team + d.emissionDebt + d.dust + schemeDust).toBe(total + debt);
          expect(d.dust >= 0n).toBe(true);
          // no gauge gets more than the max share of farming
          const { max } = { max: (T * BigInt(maxRatio)) / BPS };
          for (const v of normalized.votes.values()) expect(v <= max).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});
