import { describe, expect, it } from 'vitest';
import { roundRows } from './rounds';

const round = (over: Partial<Parameters<typeof roundRows>[0][number]> = {}) => ({
  id: 2,
  startDate: 1_000,
  endDate: 87_400,
  rewardTokens: [
    { tokenRoot: '0:q', tokenSymbol: 'QUBE', farmingSpeed: '1000000', budget: '86400000000' },
    { tokenRoot: '0:x', tokenSymbol: 'X', farmingSpeed: '5', budget: '432000' },
  ],
  ...over,
});

describe('roundRows', () => {
  it('start and end in ms, speed per day and budget in whole tokens', () => {
    const [row] = roundRows([round()], (root) => (root === '0:q' ? 9 : null));
    expect(row).toMatchObject({ id: 2, start: 1_000_000, end: 87_400_000 });
    expect(row!.tokens[0]).toEqual({ tokenRoot: '0:q', symbol: 'QUBE', perDay: '86.4', budget: '86.4' });
    // unknown decimals: no amounts rather than a guess
    expect(row!.tokens[1]).toMatchObject({ symbol: 'X', perDay: null, budget: null });
  });
  it('an open round has no end and no budget', () => {
    const open = round({
      endDate: null,
      rewardTokens: [{ tokenRoot: '0:q', tokenSymbol: 'QUBE', farmingSpeed: '1000000', budget: null }],
    });
    const [row] = roundRows([open], () => 9);
    expect(row!.end).toBeNull();
    expect(row!.tokens[0]).toMatchObject({ perDay: '86.4', budget: null });
  });
});
