import { describe, expect, it } from 'vitest';
import type { DaoEscrowAnswer } from '../api/daoSchemas';
import { escrowFromAnswer, escrowSource, votingFromAnswer } from './escrowAnswer';

const G1 = `0:${'1'.repeat(64)}`;
const G2 = `0:${'2'.repeat(64)}`;
const answer: DaoEscrowAnswer = {
  qube: `0:${'a'.repeat(64)}`,
  minLock: 86_400,
  maxLock: 126_144_000,
  whitelistPrice: '1000000000000',
  qubeBalance: '5',
  veQubeBalance: '6',
  distributionSupply: '123456789012345678901',
  emissionDebt: '7',
  epochTime: 1_209_600,
  votingTime: 86_400,
  timeBeforeVoting: 3_600,
  minRatioBp: 50,
  maxRatioBp: 5_000,
  maxGaugesPerVote: 15,
  gaugesNum: 2,
  currentEpoch: 4,
  epochStart: 1_000,
  epochEnd: 2_000,
  voteStart: 1_100,
  voteEnd: 1_200,
  totalVotes: '30',
  schedule: ['100', '200'],
  chainTime: 1_150,
  voting: {
    whitelist: [G1, G2],
    approved: [G1],
    votes: [{ gauge: G1, amount: '30' }],
    normalized: [{ gauge: G1, amount: '30' }],
    distribution: [{ gauge: G1, amount: '99' }],
    treasury: '1',
    team: '2',
    emissionDebt: '3',
  },
};

describe('the vote escrow through the API', () => {
  it('is read on chain for a member, through the API for a visitor, and waits while the wallet check runs', () => {
    expect(escrowSource(G1, false)).toBe('chain');
    expect(escrowSource(G1, true)).toBe('chain');
    expect(escrowSource(undefined, false)).toBe('api');
    expect(escrowSource(undefined, true)).toBeUndefined();
  });

  it("gives the chain read's shape: amounts as bigint, beyond 2^53 exact", () => {
    const e = escrowFromAnswer(answer);
    expect(e.distributionSupply).toBe(123456789012345678901n);
    expect(e.whitelistPrice).toBe(1_000_000_000_000n);
    expect(e.schedule).toEqual([100n, 200n]);
    expect(e.totalVotes).toBe(30n);
    expect(e.currentEpoch).toBe(4);
    expect(e.chainTime).toBe(1_150);
    expect(e.minRatioBp).toBe(50);
  });

  it('gives the running vote as maps and the approved set', () => {
    const v = votingFromAnswer(answer);
    expect(v.whitelist).toEqual([G1, G2]);
    expect(v.approved.has(G1)).toBe(true);
    expect(v.approved.has(G2)).toBe(false);
    expect(v.votes.get(G1)).toBe(30n);
    expect(v.distribution.get(G1)).toBe(99n);
    expect([v.treasury, v.team, v.emissionDebt]).toEqual([1n, 2n, 3n]);
  });
});
