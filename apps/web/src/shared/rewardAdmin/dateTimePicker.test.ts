import { describe, expect, it } from 'vitest';
import {
  calendarRoom,
  checkPicked,
  dayAt,
  dayOf,
  dayText,
  joinTime,
  latestBound,
  pickDay,
  pickedText,
  splitTime,
  timeFrom,
} from './dateTimePicker';

const utc = () => 0;
const seoul = () => 540;
// 2026-11-27 14:05:30 UTC
const T = Date.UTC(2026, 10, 27, 14, 5, 30) / 1000;

describe('date-time picker logic', () => {
  it('reads and writes calendar days as YYYY.MM.DD, refusing dates that do not exist', () => {
    expect(dayText(new Date(2026, 0, 5))).toBe('2026.01.05');
    expect(dayText(dayOf('2028.02.29')!)).toBe('2028.02.29');
    expect(dayOf('2026.02.30')).toBeUndefined();
    expect(dayOf('2026-02-10')).toBeUndefined();
    expect(dayOf('')).toBeUndefined();
  });

  it('finds the day of a unix time in the given zone', () => {
    expect(dayText(dayAt(T, utc))).toBe('2026.11.27');
    // 14:05 UTC is 23:05 in Seoul; an hour later it is the next day there
    expect(dayText(dayAt(T, seoul))).toBe('2026.11.27');
    expect(dayText(dayAt(T + 3600, seoul))).toBe('2026.11.28');
  });

  it('rounds the earliest time up to the minute a minute box can reach', () => {
    expect(timeFrom(T, utc)).toEqual({ date: '2026.11.27', time: '14:06' });
    expect(timeFrom(T - 30, utc)).toEqual({ date: '2026.11.27', time: '14:05' });
  });

  it('splits and joins hours and minutes, padding numbers in range and keeping what is not', () => {
    expect(splitTime('09:05')).toEqual({ hours: '09', minutes: '05' });
    expect(splitTime('')).toEqual({ hours: '', minutes: '' });
    expect(joinTime('9', '5')).toBe('09:05');
    expect(joinTime('24', '5')).toBe('24:05');
    expect(joinTime('', '30')).toBe(':30');
  });

  it('keeps the time set when a day is picked, else the earliest time on the earliest day, else midnight', () => {
    const earliest = { seconds: T, why: 'now' as const };
    expect(pickDay(new Date(2026, 11, 1), '10:30', earliest, utc)).toEqual({ date: '2026.12.01', time: '10:30' });
    expect(pickDay(new Date(2026, 10, 27), '', earliest, utc)).toEqual({ date: '2026.11.27', time: '14:06' });
    expect(pickDay(new Date(2026, 10, 28), '', earliest, utc)).toEqual({ date: '2026.11.28', time: '00:00' });
    expect(pickDay(new Date(2026, 10, 28), '')).toEqual({ date: '2026.11.28', time: '00:00' });
  });

  it('refuses a time before the earliest with its reason, and a time that does not exist', () => {
    const start = { seconds: T, why: 'start' as const };
    expect(checkPicked('', '', start, utc)).toEqual({ kind: 'empty' });
    expect(checkPicked('2026.11.27', '14:05', start, utc)).toEqual({ kind: 'tooEarly', earliest: start });
    expect(checkPicked('2026.11.27', '14:06', start, utc)).toEqual({ kind: 'ok', seconds: T + 30 });
    expect(checkPicked('2026.11.27', '24:00', start, utc)).toEqual({ kind: 'invalid' });
    expect(checkPicked('2026.11.27', '', undefined, utc)).toEqual({ kind: 'invalid' });
    // the value is read in the browser's zone: 23:06 in Seoul is 14:06 UTC
    expect(checkPicked('2026.11.27', '23:06', start, seoul)).toEqual({ kind: 'ok', seconds: T + 30 });
  });

  it('shows the value in the spec format', () => {
    expect(pickedText('2026.11.27', '14:06')).toBe('2026.11.27 14:06');
    expect(pickedText('', '')).toBe('');
  });

  it('takes the latest bound as the earliest allowed', () => {
    const now = { seconds: 100, why: 'now' as const };
    const round = { seconds: 200, why: 'round' as const };
    expect(latestBound(now, round)).toBe(round);
    expect(latestBound(now, undefined)).toBe(now);
    expect(latestBound({ ...round, seconds: 50 }, now)).toBe(now);
    expect(latestBound()).toBeUndefined();
  });
});

describe('calendarRoom', () => {
  it('keeps the calendar below the sticky header and 8 px from every edge', () => {
    expect(calendarRoom(64)).toEqual({ top: 72, right: 8, bottom: 8, left: 8 });
    expect(calendarRoom(0)).toEqual({ top: 8, right: 8, bottom: 8, left: 8 });
    // a header scrolled out of view (negative bottom) takes no room
    expect(calendarRoom(-20)).toEqual({ top: 8, right: 8, bottom: 8, left: 8 });
  });
});
