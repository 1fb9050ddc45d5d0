import { describe, expect, it } from 'vitest';
import { gaugeName, itemMaxBoosts, lockDays, multiplierText } from './gaugeView';

const ROOT = `0:${'a'.repeat(64)}`;

describe('gauge view', () => {
  it('names a gauge by its pool tokens, else by its LP root', () => {
    const token = (tokenSymbol: string) => ({ tokenRoot: ROOT, tokenSymbol, amount: '1' });
    expect(gaugeName({ poolTokens: [token('QUBE'), token('USDT')], depositTokenRoot: ROOT })).toBe('QUBE/USDT');
    expect(gaugeName({ poolTokens: [], depositTokenRoot: ROOT })).toBe('0:aaaaaa…');
  });

  it('shows locks in whole days', () => {
    expect(lockDays(365 * 86_400)).toBe(365);
    expect(lockDays(86_399)).toBe(0);
  });

  it('names the max boosts apart: a gauge without a lock has no lock boost, one without QUBE no veQUBE boost', () => {
    expect(itemMaxBoosts({ maxBoost: 2.5, maxLockTime: 730 * 86_400, hasQubeReward: true })).toEqual({
      lock: 2.5,
      ve: 2.5,
      total: 4,
    });
    expect(itemMaxBoosts({ maxBoost: 1, maxLockTime: 0, hasQubeReward: true })).toEqual({
      lock: 1,
      ve: 2.5,
      total: 2.5,
    });
    expect(itemMaxBoosts({ maxBoost: 2, maxLockTime: 86_400, hasQubeReward: false })).toEqual({
      lock: 2,
      ve: 1,
      total: 2,
    });
  });

  it('shows a multiplier rounded down to 3 decimals', () => {
    expect(multiplierText(2.6849)).toBe(2.684);
    expect(multiplierText(1)).toBe(1);
  });
});
