import { describe, expect, it } from 'vitest';
import { epochBudget } from './distribution';
import { voteRows } from './voteRows';

// the reference check's outcome with farming 10 000: gauges 3000 each, overflow 10 % of the votes → 1000 to the
// treasury on top of its scheme share 2000; team 1000; what the floors leave is kept
const split = epochBudget({
  budget: 14_000n,
  previousEmissionDebt: 0n,
  parts: { toGauges: 9000n, treasury: 3000n, team: 1000n, emissionDebt: 0n },
  estimate: false,
});

describe('voteRows', () => {
  it('fills every column of a finished epoch', () => {
    // votes 54/35/10/1 with max 30 % end at 30/30/30/0 (reference check, mode 0)
    const sums = [
      { gauge: 'A', votes: 540n, normalized: 300n, distributed: 3000n },
      { gauge: 'B', votes: 350n, normalized: 300n, distributed: 3000n },
      { gauge: 'C', votes: 100n, normalized: 300n, distributed: 3000n },
      { gauge: 'D', votes: 10n, normalized: 0n, distributed: 0n },
    ];
    const { rows, treasury } = voteRows({
      candidates: ['A', 'B', 'C', 'D', 'E'],
      sums,
      userVotes: new Map([
        ['a', 30n],
        ['c', 10n],
      ]),
      epochTime: 100,
      split,
    });
    expect(rows.map((r) => r.gauge)).toEqual(['A', 'B', 'C', 'D', 'E']);
    const a = rows[0]!;
    expect(a).toMatchObject({ userVote: 30n, userShareBp: 7500, currentWeightBp: 5400, weightWithUserBp: 5400 });
    expect(a).toMatchObject({
      votes: 540n,
      normalized: 300n,
      distributed: 3000n,
      speedPerSecond: 30n,
    });
    expect(rows[4]).toMatchObject({ votes: 0n, normalized: null, distributed: null, userVote: 0n });
    // the treasury is the split's, not a per-row formula (which gave A 2400, B 500 and D 100: 3000, three times the 1000 the
    // overflow votes sent)
    expect(treasury).toBe(split.treasury);
    expect(rows.some((r) => 'treasury' in r)).toBe(false);
    const distributed = rows.reduce((s, r) => s + (r.distributed ?? 0n), 0n);
    expect(distributed).toBe(split.toGauges);
  });

  it('has no treasury figure while the split is unknown', () => {
    const state = voteRows({ candidates: ['A'], sums: [], userVotes: new Map(), epochTime: 10, split: undefined });
    expect(state.treasury).toBeNull();
  });
  it('counts the draft in the weight with the user vote', () => {
    const { rows } = voteRows({
      candidates: ['A', 'B'],
      sums: [{ gauge: 'A', votes: 100n, normalized: null, distributed: null }],
      userVotes: new Map(),
      draft: new Map([['B', 100n]]),
      epochTime: 10,
      split: undefined,
    });
    expect(rows.map((r) => [r.currentWeightBp, r.weightWithUserBp])).toEqual([
      [10000, 5000],
      [0, 5000],
    ]);
  });
});
