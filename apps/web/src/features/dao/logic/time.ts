/** Date texts and countdowns of the DAO screens: YYYY.MM.DD HH:MM with the UTC offset, and the time left. */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** "UTC+09:00", "UTC-03:30", "UTC+00:00" for an offset in minutes east of UTC. */
export function utcOffsetText(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `UTC${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * A unix time (seconds) as "YYYY.MM.DD HH:MM UTC+hh:mm" at the given offset (minutes east of UTC; the browser's
 * is `-new Date().getTimezoneOffset()`).
 */
export function dateWithOffset(seconds: number, offsetMinutes: number): string {
  const d = new Date((seconds + offsetMinutes * 60) * 1000);
  const date = `${d.getUTCFullYear()}.${pad(d.getUTCMonth() + 1)}.${pad(d.getUTCDate())}`;
  return `${date} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} ${utcOffsetText(offsetMinutes)}`;
}

/** The browser's offset at a given time (minutes east of UTC). */
export function localOffsetMinutes(seconds: number): number {
  return -new Date(seconds * 1000).getTimezoneOffset();
}

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
}

/** Time left until `end` (unix seconds), whole minutes rounded up; null once it has passed. */
export function timeLeft(end: number, now: number): TimeLeft | null {
  const left = end - now;
  if (left <= 0) return null;
  const minutes = Math.ceil(left / 60);
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
}
