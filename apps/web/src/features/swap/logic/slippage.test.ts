import { describe, expect, it } from 'vitest';
import { slippageSchema } from '@tycho/api';
import {
  apiSlippage,
  DEFAULT_SLIPPAGE_PERCENT,
  isSlippageAccepted,
  readSlippage,
  routeSlippage,
  slippageWarning,
} from './slippage';

describe('apiSlippage: the percent as the API fraction, exactly', () => {
  it('divides by 100 without floating point', () => {
    expect(apiSlippage('0.5')).toBe('0.005');
    expect(apiSlippage('0.1')).toBe('0.001');
    expect(apiSlippage('1.0')).toBe('0.01');
    expect(apiSlippage('3')).toBe('0.03');
    expect(apiSlippage('0.07')).toBe('0.0007');
    expect(apiSlippage(' 2.5 ')).toBe('0.025');
  });
  it('what it makes the API schema accepts, and reads back as percent / 100', () => {
    for (const percent of ['0.05', '0.5', '1', '5', '49.99', '0.0000000000000001']) {
      expect(slippageSchema.parse(apiSlippage(percent))).toBeCloseTo(Number(percent) / 100, 15);
    }
  });
  it('text that is not a percent is 0', () => {
    expect(apiSlippage('abc')).toBe('0');
  });
});

describe('routeSlippage', () => {
  it('compounds the same percent over the steps (dex-math)', () => {
    expect(routeSlippage('0.5', 3)).toBeCloseTo(1.5075125, 12);
    expect(routeSlippage(DEFAULT_SLIPPAGE_PERCENT, 1)).toBeCloseTo(0.5, 12);
  });
});

describe('slippageWarning', () => {
  it('the bounds are exact', () => {
    expect(slippageWarning('5')).toBeNull();
    expect(slippageWarning('5.0000001')).toBe('high');
    expect(slippageWarning('0.05')).toBeNull();
    expect(slippageWarning('0.0499')).toBe('low');
    expect(slippageWarning('50')).toBe('high');
    expect(slippageWarning('50.01')).toBe('tooHigh');
    expect(slippageWarning('75')).toBe('tooHigh');
    expect(slippageWarning('100')).toBe('tooHigh');
    expect(slippageWarning('0')).toBe('invalid');
    expect(slippageWarning('')).toBe('invalid');
    expect(slippageWarning('-1')).toBe('invalid');
  });
  it('above 50 % is refused, like an invalid value', () => {
    expect(isSlippageAccepted('50')).toBe(true);
    expect(isSlippageAccepted('0.01')).toBe(true);
    expect(isSlippageAccepted('75')).toBe(false);
    expect(isSlippageAccepted('abc')).toBe(false);
  });
  it('a stored value is kept only when accepted', () => {
    expect(readSlippage({ getItem: () => '100' })).toBe(DEFAULT_SLIPPAGE_PERCENT);
    expect(readSlippage({ getItem: () => '75' })).toBe(DEFAULT_SLIPPAGE_PERCENT);
    expect(readSlippage({ getItem: () => '7' })).toBe('7');
    expect(readSlippage(undefined)).toBe(DEFAULT_SLIPPAGE_PERCENT);
  });
});
