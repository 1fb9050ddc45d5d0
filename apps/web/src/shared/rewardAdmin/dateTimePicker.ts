/**
 * The date-time picker's decisions (shared/rewardAdmin/DateTimePicker): the calendar works on local days, the value
 * stays the spec's "YYYY.MM.DD" and "HH:MM" in the browser's zone (shared/lib/dateText reads it back), and a value
 * before the earliest the rules allow is refused with the reason.
 */
import { dateParts, localOffsetMinutes, parseDateTime } from '@/shared/lib/dateText';

const pad = (n: number) => String(n).padStart(2, '0');

/** Why the earliest allowed time is what it is: the chain's now, the farm's start, the last reward round's start. */
export type EarliestReason = 'now' | 'start' | 'round';

export interface Earliest {
  /** Unix seconds. */
  seconds: number;
  why: EarliestReason;
}

export type PickerCheck =
  { kind: 'empty' } | { kind: 'invalid' } | { kind: 'tooEarly'; earliest: Earliest } | { kind: 'ok'; seconds: number };

/** "YYYY.MM.DD" of a calendar day (a local date). */
export const dayText = (day: Date) => `${day.getFullYear()}.${pad(day.getMonth() + 1)}.${pad(day.getDate())}`;

/** The calendar day (local midnight) of a "YYYY.MM.DD", or undefined when it is not a real date. */
export function dayOf(date: string): Date | undefined {
  const m = /^(\d{4})\.(\d{2})\.(\d{2})$/.exec(date.trim());
  if (!m) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(year, month - 1, day);
  return d.getFullYear() === year && d.getMonth() === month - 1 && d.getDate() === day ? d : undefined;
}

/** The calendar day of a unix time in the browser's zone (`offsetAt`: minutes east of UTC at a time). */
export function dayAt(seconds: number, offsetAt = localOffsetMinutes): Date {
  return dayOf(dateParts(seconds, offsetAt(seconds)).date)!;
}

/** "HH:MM" of a unix time, rounded up to the next whole minute (the earliest time a minute picker can reach). */
export function timeFrom(seconds: number, offsetAt = localOffsetMinutes): { date: string; time: string } {
  const up = Math.ceil(seconds / 60) * 60;
  return dateParts(up, offsetAt(up));
}

/** The hour and minute boxes of a "HH:MM" (empty when not set). */
export function splitTime(time: string): { hours: string; minutes: string } {
  const m = /^(\d{1,2}):(\d{1,2})$/.exec(time.trim());
  return m ? { hours: m[1]!, minutes: m[2]! } : { hours: '', minutes: '' };
}

/** "HH:MM" from the boxes: two digits each when they are numbers in range, else what was typed (refused later). */
export function joinTime(hours: string, minutes: string): string {
  const h = /^\d{1,2}$/.test(hours) && Number(hours) <= 23 ? pad(Number(hours)) : hours;
  const m = /^\d{1,2}$/.test(minutes) && Number(minutes) <= 59 ? pad(Number(minutes)) : minutes;
  return `${h}:${m}`;
}

/**
 * A day chosen on the calendar: the time already set stays; without one, the earliest allowed time on the earliest
 * day, midnight on a later day.
 */
export function pickDay(
  day: Date,
  time: string,
  earliest?: Earliest,
  offsetAt = localOffsetMinutes,
): { date: string; time: string } {
  const date = dayText(day);
  if (time.trim() !== '') return { date, time };
  if (earliest) {
    const first = timeFrom(earliest.seconds, offsetAt);
    if (first.date === date) return first;
  }
  return { date, time: '00:00' };
}

/** The value read back and checked against the earliest allowed time. */
export function checkPicked(
  date: string,
  time: string,
  earliest?: Earliest,
  offsetAt = localOffsetMinutes,
): PickerCheck {
  if (date.trim() === '' && time.trim() === '') return { kind: 'empty' };
  const seconds = parseDateTime(date, time, offsetAt);
  if (seconds === null) return { kind: 'invalid' };
  if (earliest && seconds < earliest.seconds) return { kind: 'tooEarly', earliest };
  return { kind: 'ok', seconds };
}

/** The value as the trigger shows it: the spec's "YYYY.MM.DD HH:MM", or nothing when not chosen yet. */
export function pickedText(date: string, time: string): string {
  return date.trim() === '' ? '' : `${date.trim()} ${time.trim()}`.trim();
}

/** The latest of the rules' bounds (the chain's now, the start, the last round): the one the value must not precede. */
export function latestBound(...bounds: (Earliest | undefined)[]): Earliest | undefined {
  let out: Earliest | undefined;
  for (const b of bounds) if (b && (!out || b.seconds > out.seconds)) out = b;
  return out;
}

/**
 * The calendar's room on screen: 8 px from each edge, and from the top also the sticky header's height, so a calendar
 * with no room below it opens above the trigger only as far as the header's bottom edge, never over it.
 */
export function calendarRoom(headerBottom: number): { top: number; right: number; bottom: number; left: number } {
  return { top: Math.max(0, headerBottom) + 8, right: 8, bottom: 8, left: 8 };
}
