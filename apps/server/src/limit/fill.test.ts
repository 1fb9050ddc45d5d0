import { describe, expect, it } from 'vitest';
import { filledPercent } from './fill';

describe('filledPercent', () => {
  it('rounds half up to two decimals and drops trailing zeros, as the limit-order API does', () => {
    expect(filledPercent(3n, 2n)).toBe('33.33');
    expect(filledPercent(3n, 1n)).toBe('66.67');
    expect(filledPercent(200n, 199n)).toBe('0.5');
    expect(filledPercent(20_000n, 19_999n)).toBe('0.01');
    expect(filledPercent(40_000n, 39_999n)).toBe('0'); // 0.0025 %
    expect(filledPercent(10n, 0n)).toBe('100');
    expect(filledPercent(10n, 10n)).toBe('0');
  });

  it('stays within 0 and 100, and is 0 for an order of nothing', () => {
    expect(filledPercent(0n, 0n)).toBe('0');
    expect(filledPercent(10n, 12n)).toBe('0');
    expect(filledPercent(10n, -1n)).toBe('100');
  });
});
