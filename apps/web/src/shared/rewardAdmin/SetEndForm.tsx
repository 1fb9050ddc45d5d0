import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@/shared/ui/Button';
import styles from '@/shared/ui/page.module.css';
import { checkEnd } from './adminForms';
import { AdminProblems } from './AdminProblems';
import { DateTimeInput } from './DateTimeInput';
import type { Earliest } from './dateTimePicker';

export interface SetEndFormProps {
  /** Message ids of the title, the warning, the date's legend, the confirmation and the submit. */
  messages: { title: string; warning: string; at: string; sure: string; submit: string };
  /** The form's test id, and its parts' (`-at`, `-problems`, `-sure`, `-submit`). */
  testId: string;
  /** The earliest end accepted, unix seconds. */
  earliestTime: number;
  /** The earliest the picker offers, with why. */
  earliest: Earliest | undefined;
  chainNow: number;
  pending: boolean;
  onSubmit: (end: number) => void;
}

/** A reward end (a farm's, a gauge token's): once, irreversible, said and confirmed before the owner signs. */
export function SetEndForm({ messages, testId, earliestTime, earliest, chainNow, pending, onSubmit }: SetEndFormProps) {
  const [value, setValue] = useState({ date: '', time: '' });
  const [sure, setSure] = useState(false);
  const { problems, end } = checkEnd(value.date, value.time, earliestTime);
  const typed = value.date !== '' || value.time !== '';
  return (
    <form
      data-testid={testId}
      onSubmit={(e) => {
        e.preventDefault();
        if (end !== undefined && sure) onSubmit(end);
      }}
    >
      <h3>
        <FormattedMessage id={messages.title} />
      </h3>
      <p className={styles.warning} role="note">
        <FormattedMessage id={messages.warning} />
      </p>
      <DateTimeInput
        legend={messages.at}
        date={value.date}
        time={value.time}
        onChange={setValue}
        testId={`${testId}-at`}
        chainNow={chainNow}
        earliest={earliest}
      />
      {typed ? <AdminProblems problems={problems} testId={`${testId}-problems`} /> : null}
      <label>
        <input
          type="checkbox"
          checked={sure}
          onChange={(e) => setSure(e.target.checked)}
          data-testid={`${testId}-sure`}
        />{' '}
        <FormattedMessage id={messages.sure} />
      </label>
      <div>
        <Button type="submit" disabled={end === undefined || !sure || pending} data-testid={`${testId}-submit`}>
          <FormattedMessage id={messages.submit} />
        </Button>
      </div>
    </form>
  );
}
