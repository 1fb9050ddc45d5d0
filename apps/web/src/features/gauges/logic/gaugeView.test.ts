import { describe, expect, it } from 'vitest';
import { gaugeName, lockDays } from './gaugeView';

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
});
