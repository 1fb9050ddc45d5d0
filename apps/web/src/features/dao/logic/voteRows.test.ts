import { describe, expect, it } from 'vitest';
import { voteRows } from './voteRows';

describe('voteRows', () => {
  it('fills every column of a finished epoch', () => {
    // votes 54/35/10/1 with max 30 % end at 30/30/30/0 (reference check, mode 0)
    const sums = [
      { gauge: 'A', votes: 540n, normalized: 300n, distributed: 3000n },
      { gauge: 'B', votes: 350n, normalized: 300n, distributed: 3000n },
      { gauge: 'C', votes: 100n, normalized: 300n, distributed: 3000n },
      { gauge: 'D', votes: 10n, normalized: 0n, distributed: 0n },
    ];
    const rows = voteRows({
      candidates: ['A', 'B', 'C', 'D', 'E'],
      sums,
      userVotes: new Map([
        ['a', 30n],
        ['c', 10n],
      ]),
      epochTime: 100,
    });
    expect(rows.map((r) => r.gauge)).toEqual(['A', 'B', 'C', 'D', 'E']);
    const a = rows[0]!;
    expect(a).toMatchObject({ userVote: 30n, userShareBp: 7500, currentWeightBp: 5400, weightWithUserBp: 5400 });
    expect(a).toMatchObject({
      votes: 540n,
      normalized: 300n,
      distributed: 3000n,
      speedPerSecond: 30n,
      treasury: 2400n,
    });
    expect(rows[2]!.treasury).toBe(0n);
    expect(rows[4]).toMatchObject({ votes: 0n, normalized: null, distributed: null, treasury: null, userVote: 0n });
  });
  it('counts the draft in the weight with the user vote', () => {
    const rows = voteRows({
      candidates: ['A', 'B'],
      sums: [{ gauge: 'A', votes: 100n, normalized: null, distributed: null }],
      userVotes: new Map(),
      draft: new Map([['B', 100n]]),
      epochTime: 10,
    });
    expect(rows.map((r) => [r.currentWeightBp, r.weightWithUserBp])).toEqual([
      [10000, 5000],
      [0, 5000],
    ]);
  });
});
