import { describe, expect, it } from 'vitest';
import { barSpacing, formatChartTime, reachesStart, uniqueAscending } from './types';

describe('chart helpers', () => {
  it('bar spacing is the width over 30 bars (1D) or 168 bars (1H)', () => {
    expect(barSpacing(840, 'H1')).toBe(5);
    expect(barSpacing(900, 'D1')).toBe(30);
    expect(barSpacing(0, 'H1')).toBe(1);
  });
  it('asks for earlier data within two bars of the first one', () => {
    expect(reachesStart({ from: 1.5 })).toBe(true);
    expect(reachesStart({ from: -10 })).toBe(true);
    expect(reachesStart({ from: 2 })).toBe(false);
    expect(reachesStart(null)).toBe(false);
  });
  it('formats times as dd.MM.yyyy (1D) and dd.MM.yyyy HH:mm (1H), UTC', () => {
    const t = Date.UTC(2026, 10, 2, 7, 5) / 1000;
    expect(formatChartTime(t, 'D1')).toBe('02.11.2026');
    expect(formatChartTime(t, 'H1')).toBe('02.11.2026 07:05');
  });
  it('keeps one point per time, ascending', () => {
    expect(
      uniqueAscending([
        { time: 2, v: 1 },
        { time: 1, v: 2 },
        { time: 2, v: 3 },
      ]),
    ).toEqual([
      { time: 1, v: 2 },
      { time: 2, v: 3 },
    ]);
  });
});
