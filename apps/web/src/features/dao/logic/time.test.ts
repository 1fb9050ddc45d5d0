import { describe, expect, it } from 'vitest';
import { dateWithOffset, timeLeft, utcOffsetText } from './time';

describe('dates with the UTC offset', () => {
  it('formats the offset', () => {
    expect(utcOffsetText(540)).toBe('UTC+09:00');
    expect(utcOffsetText(-210)).toBe('UTC-03:30');
    expect(utcOffsetText(0)).toBe('UTC+00:00');
  });
  it('shows YYYY.MM.DD HH:MM at the offset', () => {
    // 2024-01-31 20:05 UTC
    expect(dateWithOffset(1706731500, 0)).toBe('2024.01.31 20:05 UTC+00:00');
    expect(dateWithOffset(1706731500, 540)).toBe('2024.02.01 05:05 UTC+09:00');
    expect(dateWithOffset(1706731500, -300)).toBe('2024.01.31 15:05 UTC-05:00');
  });
});

describe('timeLeft', () => {
  it('counts down in days, hours and minutes, rounding up', () => {
    expect(timeLeft(100 + 86_400 + 3_600 + 61, 100)).toEqual({ days: 1, hours: 1, minutes: 2 });
    expect(timeLeft(130, 100)).toEqual({ days: 0, hours: 0, minutes: 1 });
    expect(timeLeft(100, 100)).toBeNull();
  });
});
