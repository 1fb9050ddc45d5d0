import { useId } from 'react';
import { FormattedMessage } from 'react-intl';

/** A date (YYYY.MM.DD) and a time (HH:MM) typed in the browser's zone, under one legend. */
export function DateTimeInput(props: {
  legend: string;
  date: string;
  time: string;
  onChange: (value: { date: string; time: string }) => void;
  testId: string;
}) {
  const { legend, date, time, onChange, testId } = props;
  const id = useId();
  return (
    <fieldset data-testid={testId}>
      <legend>
        <FormattedMessage id={legend} />
      </legend>
      <label htmlFor={`${id}-date`}>
        <FormattedMessage id="farm.date" />
      </label>{' '}
      <input
        id={`${id}-date`}
        value={date}
        placeholder="YYYY.MM.DD"
        inputMode="numeric"
        size={11}
        onChange={(e) => onChange({ date: e.target.value, time })}
        data-testid={`${testId}-date`}
      />{' '}
      <label htmlFor={`${id}-time`}>
        <FormattedMessage id="farm.time" />
      </label>{' '}
      <input
        id={`${id}-time`}
        value={time}
        placeholder="HH:MM"
        inputMode="numeric"
        size={6}
        onChange={(e) => onChange({ date, time: e.target.value })}
        data-testid={`${testId}-time`}
      />
    </fieldset>
  );
}
