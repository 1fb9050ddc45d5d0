import { describe, expect, it } from 'vitest';
import { invertCandles, isInverted } from './chartLogic';

describe('pair chart', () => {
  it('inverts candles (high and low swap)', () => {
    const [c] = invertCandles([{ time: 1, open: 2, close: 4, high: 5, low: 1 }], true);
    expect(c).toEqual({ time: 1, open: 0.5, close: 0.25, high: 1, low: 0.2 });
    expect(invertCandles([{ time: 1, open: 2, close: 4, high: 5, low: 1 }], false)[0].open).toBe(2);
  });
  it('inverts when the base differs from the left token', () => {
    expect(isInverted('0:AA', '0:aa')).toBe(false);
    expect(isInverted('0:aa', '0:bb')).toBe(true);
    expect(isInverted(undefined, '0:bb')).toBe(false);
  });
});
