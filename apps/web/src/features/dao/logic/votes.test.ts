import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shareBp, spreadEvenly, voteHint, voteProblem, voteSum } from './votes';

const base = { votingPower: 100n, maxGaugesPerVote: 2, alreadyVoted: false, voteAvailable: true };

describe('voteProblem', () => {
  it('refuses a second vote first, then an epoch without voting', () => {
    expect(voteProblem({ ...base, votes: new Map([['a', 1n]]), alreadyVoted: true })).toBe('alreadyVoted');
    expect(voteProblem({ ...base, votes: new Map([['a', 1n]]), voteAvailable: false })).toBe('unavailable');
  });
  it('refuses an empty vote, more than the voting power and too many gauges', () => {
    expect(voteProblem({ ...base, votes: new Map([['a', 0n]]) })).toBe('empty');
    expect(
      voteProblem({
        ...base,
        votes: new Map([
          ['a', 60n],
          ['b', 41n],
        ]),
      }),
    ).toBe('exceeds');
    expect(
      voteProblem({
        ...base,
        votes: new Map([
          ['a', 1n],
          ['b', 1n],
          ['c', 1n],
        ]),
      }),
    ).toBe('tooManyGauges');
    expect(
      voteProblem({
        ...base,
        votes: new Map([
          ['a', 60n],
          ['b', 40n],
          ['c', 0n],
        ]),
      }),
    ).toBeUndefined();
  });
});

describe('voteHint', () => {
  const h = { gaugeVotes: 0n, totalVotes: 1000n, userSum: 0n, minRatioBp: 200, maxRatioBp: 3000 };
  it('hints too few votes with the min percent', () => {
    expect(voteHint({ ...h, userVote: 10n, userSum: 10n })).toEqual({ kind: 'tooFew', percent: 2 });
  });
  it('hints max votes reached with the max percent', () => {
    expect(voteHint({ ...h, gaugeVotes: 400n, userVote: 100n, userSum: 100n })).toEqual({
      kind: 'maxReached',
      percent: 30,
    });
  });
  it('gives no hint within the range or without a vote', () => {
    expect(voteHint({ ...h, gaugeVotes: 100n, userVote: 100n, userSum: 100n })).toBeUndefined();
    expect(voteHint({ ...h, userVote: 0n })).toBeUndefined();
  });
});

describe('spreadEvenly and shares', () => {
  it('spreads all the voting power, never more', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.bigInt({ min: 0n, max: 10n ** 24n }), (n, power) => {
        const gauges = Array.from({ length: n }, (_, i) => `g${i}`);
        const spread = spreadEvenly(gauges, power);
        expect(voteSum(spread)).toBe(power);
        expect(voteProblem({ ...base, maxGaugesPerVote: 10, votingPower: power, votes: spread })).toBe(
          power === 0n ? 'empty' : undefined,
        );
      }),
    );
  });
  it('gives shares in basis points', () => {
    expect(shareBp(1n, 3n)).toBe(3333);
    expect(shareBp(1n, 0n)).toBe(0);
  });
});
