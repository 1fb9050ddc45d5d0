import { describe, expect, it } from 'vitest';
import { dateParts, dateWithOffset, parseDateTime } from './dateText';

const utc = () => 0;
const tokyo = () => 540;

describe('dates as YYYY.MM.DD and HH:MM', () => {
  it('shows a time with its offset', () => {
    expect(dateWithOffset(1706731500, 0)).toBe('2024.01.31 20:05 UTC+00:00');
    expect(dateParts(1706731500, 540)).toEqual({ date: '2024.02.01', time: '05:05' });
  });
  it('reads a typed date and time in the zone', () => {
    expect(parseDateTime('2024.01.31', '20:05', utc)).toBe(1706731500);
    expect(parseDateTime('2024.02.01', '05:05', tokyo)).toBe(1706731500);
    expect(parseDateTime(' 2024.01.31 ', '20:05 ', utc)).toBe(1706731500);
  });
  it('refuses what is not a real date or time', () => {
    for (const [d, t] of [
      ['2026.02.30', '10:00'],
      ['2026.13.01', '10:00'],
      ['2026.01.01', '24:00'],
      ['2026.01.01', '9:5'],
      ['2026-01-01', '10:00'],
      ['', ''],
    ] as const)
      expect(parseDateTime(d, t, utc)).toBeNull();
  });
  it('round-trips a shown date', () => {
    const t = 1_800_000_000 - (1_800_000_000 % 60);
    const { date, time } = dateParts(t, 540);
    expect(parseDateTime(date, time, tokyo)).toBe(t);
  });
});
