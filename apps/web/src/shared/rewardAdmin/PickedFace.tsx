import { FormattedMessage } from 'react-intl';
import { localOffsetMinutes, utcOffsetText } from '@/shared/lib/dateText';
import type { Earliest } from './dateTimePicker';
import { pickedText } from './dateTimePicker';
import styles from './dateTimePicker.module.css';

export interface DateTimeInputProps {
  /** The field's legend (a message id). */
  legend: string;
  /** "YYYY.MM.DD" in the browser's zone, or empty. */
  date: string;
  /** "HH:MM" in the browser's zone, or empty. */
  time: string;
  onChange: (value: { date: string; time: string }) => void;
  testId: string;
  /** The chain's now (unix seconds), as the form checks against it: shown in the calendar. */
  chainNow: number;
  /** The earliest time the rules allow (days before it are disabled, a time before it refused with the reason). */
  earliest?: Earliest;
}

/** The trigger's face: the value in the spec's YYYY.MM.DD HH:MM and the zone, or what to do. */
export function PickedFace(props: { date: string; time: string; testId: string; chainNow: number }) {
  const { date, time, testId, chainNow } = props;
  const text = pickedText(date, time);
  const zone = utcOffsetText(localOffsetMinutes(chainNow));
  return text ? (
    <>
      <span data-testid={`${testId}-value`}>{text}</span> <span className={styles.zone}>{zone}</span>
    </>
  ) : (
    <span className={styles.placeholder}>
      <FormattedMessage id="dateTime.choose" />
    </span>
  );
}
