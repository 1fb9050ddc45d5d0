import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from './dateTimePicker.module.css';
import { PickedFace, type DateTimeInputProps } from './PickedFace';

// the calendar (react-day-picker, Radix Popover) loads on its own, after the screen: routes that show no date
// picker never fetch it, and those that do render the field's trigger at once
const DateTimePicker = lazy(() => import('./DateTimePicker'));

export type { DateTimeInputProps } from './PickedFace';

/** A date and a time chosen on a calendar in the browser's zone, under one legend (spec 9: YYYY.MM.DD and HH:MM). */
export function DateTimeInput(props: DateTimeInputProps) {
  const { legend, date, time, testId } = props;
  return (
    <fieldset className={styles.field} data-testid={testId}>
      <legend className={styles.legend}>
        <FormattedMessage id={legend} />
      </legend>
      <Suspense
        fallback={
          <button type="button" className={styles.trigger} disabled aria-busy="true" data-testid={`${testId}-open`}>
            <PickedFace date={date} time={time} testId={testId} chainNow={props.chainNow} />
          </button>
        }
      >
        <DateTimePicker {...props} />
      </Suspense>
    </fieldset>
  );
}
