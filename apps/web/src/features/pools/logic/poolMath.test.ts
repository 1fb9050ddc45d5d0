import { describe, expect, it } from 'vitest';
import { formatLpBalance, formatShare, lpAmountText, usdValue, userSharePercent, userTokenAmounts } from './poolMath';

describe('pool derived values', () => {
  it('share percent with 8 decimals rounded down', () => {
    expect(userSharePercent('1', '3')).toBe('33.33333333');
    expect(userSharePercent('3', '3')).toBe('100');
    expect(userSharePercent('5', '0')).toBe('0');
    expect(formatShare('12.5')).toBe('12.5%');
  });

  it('user token amounts = LP balance × reserve / LP supply, rounded down', () => {
    expect(userTokenAmounts('1', '3', ['10', '200'])).toEqual(['3', '66']);
    expect(userTokenAmounts('0', '3', ['10', '200'])).toEqual(['0', '0']);
    expect(userTokenAmounts('1', '0', ['10', '200'])).toEqual(['0', '0']);
  });

  it('USD value and LP balance display', () => {
    expect(usdValue(['1500000000', '2000000'], [9, 6], ['2', '1'])).toBe('5');
    expect(formatLpBalance('1239999999', 9)).toBe('1.23');
    expect(formatLpBalance('0', 9)).toBe('0.00');
  });

  it('unknown decimals are loading, never a default', () => {
    expect(usdValue(['1500000000', '2000000'], [9, undefined], ['2', '1'])).toBeUndefined();
    expect(usdValue([], [], [])).toBe('0');
    expect(lpAmountText('1239999999', 9)).toBe('1.23');
    expect(lpAmountText('1239999999', 6)).toBe('1239.99');
    expect(lpAmountText('1239999999', undefined)).toBeUndefined();
    expect(lpAmountText('0', undefined)).toBe('0.00');
  });
});
