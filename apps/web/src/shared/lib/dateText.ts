/**
 * Dates of the farming and DAO screens (spec 9: YYYY.MM.DD and HH:MM): a unix time shown with the UTC offset, and
 * the date and time inputs read back into a unix time in the browser's zone.
 */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** "UTC+09:00", "UTC-03:30", "UTC+00:00" for an offset in minutes east of UTC. */
export function utcOffsetText(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `UTC${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** "YYYY.MM.DD" and "HH:MM" of a unix time (seconds) at an offset (minutes east of UTC). */
export function dateParts(seconds: number, offsetMinutes: number): { date: string; time: string } {
  const d = new Date((seconds + offsetMinutes * 60) * 1000);
  return {
    date: `${d.getUTCFullYear()}.${pad(d.getUTCMonth() + 1)}.${pad(d.getUTCDate())}`,
    time: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`,
  };
}

/**
 * A unix time (seconds) as "YYYY.MM.DD HH:MM UTC+hh:mm" at the given offset (minutes east of UTC; the browser's
 * is `-new Date().getTimezoneOffset()`).
 */
export function dateWithOffset(seconds: number, offsetMinutes: number): string {
  const { date, time } = dateParts(seconds, offsetMinutes);
  return `${date} ${time} ${utcOffsetText(offsetMinutes)}`;
}

/** The browser's offset at a given time (minutes east of UTC). */
export function localOffsetMinutes(seconds: number): number {
  return -new Date(seconds * 1000).getTimezoneOffset();
}

/**
 * "YYYY.MM.DD" and "HH:MM" typed in the browser's zone as a unix time (seconds), or null when either is not a real
 * date or time (2026.02.30, 24:00, 9:5).
 */
export function parseDateTime(date: string, time: string, offsetAt = localOffsetMinutes): number | null {
  const d = /^(\d{4})\.(\d{2})\.(\d{2})$/.exec(date.trim());
  const t = /^(\d{2}):(\d{2})$/.exec(time.trim());
  if (!d || !t) return null;
  const [year, month, day, hours, minutes] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (hours > 23 || minutes > 59 || month < 1 || month > 12 || day < 1) return null;
  const utc = Date.UTC(year, month - 1, day, hours, minutes) / 1000;
  const check = new Date(utc * 1000);
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month - 1) return null;
  // the offset of the wall time typed: first guess at the UTC reading, then at the time it gives
  const guess = utc - offsetAt(utc) * 60;
  return utc - offsetAt(guess) * 60;
}
