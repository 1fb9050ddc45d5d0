import { dateWithOffset, localOffsetMinutes } from '@/shared/lib/dateText';

/** A unix time as "YYYY.MM.DD HH:MM UTC+hh:mm" in the browser's zone. */
export function DateText({ seconds, testId }: { seconds: number; testId?: string }) {
  return (
    <time dateTime={new Date(seconds * 1000).toISOString()} data-testid={testId}>
      {dateWithOffset(seconds, localOffsetMinutes(seconds))}
    </time>
  );
}
