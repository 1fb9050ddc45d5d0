import { describe, expect, it } from 'vitest';
import {
  formatLpBalance,
  formatShare,
  lpAmountText,
  lpPositionUsd,
  lpPriceOf,
  usdValue,
  userSharePercent,
  userTokenAmounts,
} from './poolMath';

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

  it('values an LP position at the LP price from /currencies_usdt_prices, else at the token prices', () => {
    const base = {
      lpBalance: '2500000000',
      lpDecimals: 9,
      amounts: ['1500000000', '2000000'],
      decimals: [9, 6],
      prices: ['2', '1'],
    };
    expect(lpPositionUsd({ ...base, lpPrice: '4.2' })).toBe('10.5');
    expect(lpPositionUsd({ ...base, lpPrice: null })).toBe('5');
    expect(lpPositionUsd({ ...base, lpPrice: undefined })).toBeUndefined();
    expect(lpPositionUsd({ ...base, lpDecimals: undefined, lpPrice: '4.2' })).toBeUndefined();
  });

  it('finds the LP price in the answer whatever the address case; absent is null', () => {
    const lp = `0:${'ab'.repeat(32)}`;
    expect(lpPriceOf({ [lp.toUpperCase().replace('0X', '0x')]: '3' }, lp)).toBe('3');
    expect(lpPriceOf({ [lp]: '3' }, lp)).toBe('3');
    expect(lpPriceOf({}, lp)).toBeNull();
    expect(lpPriceOf(undefined, lp)).toBeUndefined();
  });
});
