/** Date texts and countdowns of the DAO screens: YYYY.MM.DD HH:MM with the UTC offset, and the time left. */
export { dateWithOffset, localOffsetMinutes, utcOffsetText } from '@/shared/lib/dateText';
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
