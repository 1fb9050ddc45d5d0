import { describe, expect, it } from 'vitest';
import type { DaoEpoch } from '../api/daoSchemas';
import type { CurrentVoting, EscrowState } from '../chain/voteEscrowChain';
import { currentGaugeVotes, epochView, isCurrentEpoch, storedGaugeVotes, type EpochSources } from './epochView';

const G1 = `0:${'1'.repeat(64)}`;
const G2 = `0:${'2'.repeat(64)}`;
const G3 = `0:${'3'.repeat(64)}`;

const escrow: EscrowState = {
  qube: `0:${'a'.repeat(64)}`,
  minLock: 86_400,
  maxLock: 126_144_000,
  whitelistPrice: 1_000n,
  qubeBalance: 0n,
  veQubeBalance: 0n,
  distributionSupply: 10_000n,
  emissionDebt: 5n,
  epochTime: 1_209_600,
  votingTime: 86_400,
  timeBeforeVoting: 3_600,
  minRatioBp: 50,
  maxRatioBp: 5_000,
  maxGaugesPerVote: 15,
  gaugesNum: 3,
  currentEpoch: 3,
  epochStart: 10_000,
  epochEnd: 20_000,
  voteStart: 12_000,
  voteEnd: 13_000,
  totalVotes: 70n,
  schedule: [100n, 200n, 300n],
  chainTime: 12_500,
};

const current: CurrentVoting = {
  whitelist: [G1, G2, G3],
  approved: new Set([G1, G3]),
  votes: new Map([
    [G1, 50n],
    [G2, 20n],
  ]),
  normalized: new Map([[G1, 40n]]),
  distribution: new Map([
    [G1, 150n],
    [G2, 50n],
  ]),
  treasury: 60n,
  team: 30n,
  emissionDebt: 10n,
};

const stored: DaoEpoch = {
  createdAt: 1,
  epochEnd: 9_000,
  epochNum: 2,
  epochStart: 5_000,
  totalDistribution: '200',
  totalVeAmount: '90',
  transactionTime: 1,
  updatedAt: 1,
  voteEnd: 9_500,
  voteStart: 6_000,
  distribution: { toGauges: '150', treasury: '30', team: '20', emissionDebt: '0', previousEmissionDebt: '5' },
};

const sums = [
  { gauge: G1, totalAmount: '60', normalizedAmount: '55', distributedAmount: '120' },
  { gauge: G2, totalAmount: '30', normalizedAmount: null, distributedAmount: undefined },
];

const base: EpochSources = { epochNum: 3, escrow, now: 12_500, stored: undefined, sums: undefined, current };

describe('the epoch page view', () => {
  it('knows the current epoch only once the escrow is read', () => {
    expect(isCurrentEpoch(undefined, 3)).toBe(false);
    expect(isCurrentEpoch(escrow, 3)).toBe(true);
    expect(isCurrentEpoch(escrow, 2)).toBe(false);
  });

  it("shows the current epoch from the chain: its times, the running vote's status and the preview's split", () => {
    const v = epochView(base);
    expect(v.isCurrent).toBe(true);
    expect(v.missing).toBe(false);
    expect(v.times).toEqual({ epochStart: 10_000, epochEnd: 20_000, voteStart: 12_000, voteEnd: 13_000 });
    expect(v.status).toBe('voting');
    expect(v.end).toBe(20_000);
    expect(v.totalVotes).toBe(70n);
    expect(v.budget).toBe(300n);
    expect(v.gaugeVotes).toEqual([
      { gauge: G1, votes: 50n, normalized: 40n, distributed: 150n },
      { gauge: G2, votes: 20n, normalized: null, distributed: 50n },
    ]);
    // whitelisted and approved by the DAO, in the whitelist's order
    expect(v.candidates).toEqual([G1, G3]);
    expect(v.split).toEqual({
      budget: 300n,
      previousEmissionDebt: 5n,
      toGauges: 200n,
      treasury: 60n,
      team: 30n,
      emissionDebt: 10n,
      kept: 5n,
      estimate: true,
    });
    expect(v.splitError).toBeUndefined();
  });

  it('follows the chain clock through the current epoch, the vote-end shown when it runs past the epoch', () => {
    expect(epochView({ ...base, now: 11_000 }).status).toBe('awaiting');
    expect(epochView({ ...base, now: 15_000 }).status).toBe('queued');
    expect(epochView({ ...base, now: 25_000 }).status).toBe('ended');
    expect(epochView({ ...base, now: undefined }).status).toBeUndefined();
    const late = { ...escrow, voteEnd: 21_000 };
    expect(epochView({ ...base, escrow: late }).end).toBe(21_000);
  });

  it('waits for the running vote: no votes, no candidates, no split, but the budget and total are known', () => {
    const v = epochView({ ...base, current: undefined });
    expect(v.gaugeVotes).toBeUndefined();
    expect(v.candidates).toEqual([]);
    expect(v.split).toBeUndefined();
    expect(v.budget).toBe(300n);
    expect(v.totalVotes).toBe(70n);
  });

  it("reports a preview whose parts exceed the budget as the split's error, the rest still shown", () => {
    const v = epochView({ ...base, current: { ...current, treasury: 1_000n } });
    expect(v.split).toBeUndefined();
    expect(v.splitError).toBeInstanceOf(RangeError);
    expect(v.gaugeVotes).toHaveLength(2);
  });

  it('gives no split past the schedule (no budget for the epoch)', () => {
    const v = epochView({ ...base, escrow: { ...escrow, schedule: [100n] } });
    expect(v.budget).toBeUndefined();
    expect(v.split).toBeUndefined();
    expect(v.splitError).toBeUndefined();
  });

  it('shows an earlier epoch from the read model: finished, its distribution and stored sums', () => {
    const v = epochView({ ...base, epochNum: 2, stored, sums, current: undefined });
    expect(v.isCurrent).toBe(false);
    expect(v.missing).toBe(false);
    expect(v.times).toBe(stored);
    expect(v.status).toBe('finished');
    // the vote ran past the epoch's end
    expect(v.end).toBe(9_500);
    expect(v.totalVotes).toBe(90n);
    expect(v.budget).toBe(200n);
    expect(v.gaugeVotes).toEqual([
      { gauge: G1, votes: 60n, normalized: 55n, distributed: 120n },
      { gauge: G2, votes: 30n, normalized: null, distributed: null },
    ]);
    expect(v.candidates).toEqual([G1, G2]);
    expect(v.split).toMatchObject({ budget: 200n, toGauges: 150n, kept: 5n, estimate: false });
  });

  it('has no split for an earlier epoch Finish voting has not distributed', () => {
    const v = epochView({ ...base, epochNum: 2, stored: { ...stored, distribution: null }, sums, current: undefined });
    expect(v.split).toBeUndefined();
    expect(v.status).toBe('finished');
  });

  it('is missing when the escrow is read and the read model has no such earlier epoch', () => {
    const v = epochView({ ...base, epochNum: 2, stored: null, sums: [], current: undefined });
    expect(v.missing).toBe(true);
    expect(v.times).toBeUndefined();
    expect(v.end).toBeUndefined();
    // finished all the same: it is before the current epoch
    expect(v.status).toBe('finished');
    expect(v.totalVotes).toBe(0n);
  });

  it('is not missing while the read model loads, nor before the escrow is read', () => {
    expect(epochView({ ...base, epochNum: 2, stored: undefined, current: undefined }).missing).toBe(false);
    expect(epochView({ ...base, escrow: undefined, stored: null, current: undefined }).missing).toBe(false);
  });

  it('sums the stored votes for the total while the epoch itself is not read', () => {
    const v = epochView({ ...base, epochNum: 2, stored: undefined, sums, current: undefined });
    expect(v.totalVotes).toBe(90n);
    expect(v.times).toBeUndefined();
    expect(v.status).toBe('finished');
  });

  it("without the escrow (a visitor's first read) takes the stored epoch's times as the current one's", () => {
    const open = { ...stored, epochNum: 3, voteEnd: null, voteStart: null, distribution: null };
    const v = epochView({ ...base, escrow: undefined, stored: open, sums: [], current: undefined, now: 6_000 });
    expect(v.isCurrent).toBe(false);
    expect(v.status).toBe('awaiting');
    expect(v.budget).toBeUndefined();
    expect(v.split).toBeUndefined();
  });

  it('treats a later epoch than the current one by its stored times (not finished)', () => {
    const later = { ...stored, epochNum: 4, epochStart: 30_000, epochEnd: 40_000, voteStart: null, voteEnd: null };
    const v = epochView({ ...base, epochNum: 4, stored: later, sums: [], current: undefined, now: 12_500 });
    // not the current epoch and not before it: an earlier-epoch status (finished by the stored-epoch rule)
    expect(v.status).toBe('finished');
  });
});

describe('gauge votes', () => {
  it('reads the running vote with null where a gauge has no normalized vote or distribution', () => {
    expect(currentGaugeVotes({ ...current, votes: new Map() })).toEqual([]);
    expect(currentGaugeVotes(current)[1]).toEqual({ gauge: G2, votes: 20n, normalized: null, distributed: 50n });
  });

  it('reads stored sums exactly beyond 2^53, an empty amount as null', () => {
    const [g] = storedGaugeVotes([
      { gauge: G1, totalAmount: '123456789012345678901', normalizedAmount: '', distributedAmount: '7' },
    ]);
    expect(g).toEqual({ gauge: G1, votes: 123456789012345678901n, normalized: null, distributed: 7n });
  });
});
