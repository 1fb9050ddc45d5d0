import { describe, expect, it } from 'vitest';
import { pickRelatedGauge, relatedRewards } from './relatedGauge';

const gauge = (address: string, maxApr: string) => ({
  address,
  maxApr,
  rewardTokens: [
    { tokenRoot: '0:q', tokenSymbol: 'QUBE' },
    { tokenRoot: '0:b', tokenSymbol: 'BRIDGE' },
  ],
});

describe('pickRelatedGauge', () => {
  it('takes the gauge with the highest maxApr, compared as decimals', () => {
    expect(pickRelatedGauge([gauge('a', '9.5'), gauge('b', '10.25'), gauge('c', '10.2')])?.address).toBe('b');
    expect(pickRelatedGauge([gauge('a', '100'), gauge('b', '99.999999999')])?.address).toBe('a');
  });
  it('keeps the first of equals and answers undefined without gauges', () => {
    expect(pickRelatedGauge([gauge('a', '5'), gauge('b', '5.0')])?.address).toBe('a');
    expect(pickRelatedGauge([])).toBeUndefined();
  });
});

describe('relatedRewards', () => {
  it('without user data: the gauge only, user figures unknown', () => {
    const r = relatedRewards(gauge('a', '12'), { syncing: true });
    expect(r).toMatchObject({ address: 'a', maxApr: '12', isSyncing: true });
    expect(r.userLpLocked).toBeUndefined();
    expect(r.userShare).toBeUndefined();
    expect(r.rewardTokens.map((t) => [t.tokenSymbol, t.lockedReward, t.unlockedReward])).toEqual([
      ['QUBE', undefined, undefined],
      ['BRIDGE', undefined, undefined],
    ]);
  });
  it("with user data: LP locked, share of the gauge's LP and each token's locked and unlocked reward", () => {
    const data = { balance: 250n, gaugeBalance: 1000n, rewards: [{ locked: 7n, unlocked: 3n }] };
    const r = relatedRewards(gauge('a', '12'), { data, syncing: false });
    expect(r.userLpLocked).toBe(250n);
    expect(r.userShare).toBe('25');
    // a token the account holds no row for yet reads as zero
    expect(r.rewardTokens.map((t) => [t.lockedReward, t.unlockedReward])).toEqual([
      [7n, 3n],
      [0n, 0n],
    ]);
  });
});
