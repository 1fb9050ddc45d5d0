import { describe, expect, it } from 'vitest';
import { gaugeUserListing } from './userListing';

const tokens = [
  { tokenRoot: '0:q', tokenSymbol: 'QUBE' },
  { tokenRoot: '0:u', tokenSymbol: 'USDT' },
];

describe('gaugeUserListing', () => {
  it('without a read: the tokens only, every user figure unknown', () => {
    const l = gaugeUserListing(tokens, undefined);
    expect(l.userLpLocked).toBeUndefined();
    expect(l.userShare).toBeUndefined();
    expect(l.rewardTokens.map((t) => [t.tokenSymbol, t.unlockedReward, t.lockedReward])).toEqual([
      ['QUBE', undefined, undefined],
      ['USDT', undefined, undefined],
    ]);
  });

  it("with a read: LP locked, share of the gauge's LP to 8 decimals, each token's rewards in order (0 when absent)", () => {
    const l = gaugeUserListing(tokens, {
      balance: 1n,
      gaugeBalance: 3n,
      rewards: [{ unlocked: 5n, locked: 7n }],
    });
    expect(l.userLpLocked).toBe(1n);
    expect(l.userShare).toBe('33.33333333');
    expect(l.rewardTokens).toEqual([
      { tokenRoot: '0:q', tokenSymbol: 'QUBE', unlockedReward: 5n, lockedReward: 7n },
      { tokenRoot: '0:u', tokenSymbol: 'USDT', unlockedReward: 0n, lockedReward: 0n },
    ]);
  });
});
