import { describe, expect, it } from 'vitest';
import { chartWindow, earlierWindow, invertCandles, isInverted } from './chartLogic';

describe('pair chart', () => {
  it('windows 7 days for 1H and 30 days for 1D', () => {
    expect(chartWindow('H1', 1_000_000_000_000)).toEqual({
      from: 1_000_000_000_000 - 7 * 86_400_000,
      to: 1_000_000_000_000,
    });
    expect(chartWindow('D1', 1_000_000_000_000).from).toBe(1_000_000_000_000 - 30 * 86_400_000);
  });
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

describe('earlierWindow (scroll back)', () => {
  const DAY = 24 * 3600 * 1000;
  it('asks for the same length just before the loaded window', () => {
    expect(earlierWindow({ from: 10 * DAY, to: 17 * DAY }, false, 'H1')).toEqual({ from: 3 * DAY, to: 10 * DAY });
    expect(earlierWindow({ from: 40 * DAY, to: 70 * DAY }, false, 'D1')).toEqual({ from: 10 * DAY, to: 40 * DAY });
  });
  it('stops after an empty window', () => {
    expect(earlierWindow({ from: 10 * DAY, to: 17 * DAY }, true, 'H1')).toBeUndefined();
  });
});
