import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@/shared/ui/Button';
import { checkRound } from './adminForms';
import { AdminProblems } from './AdminProblems';
import { DateTimeInput } from './DateTimeInput';
import type { Earliest } from './dateTimePicker';

export interface RoundFormProps {
  /** Message ids of the title, the start's legend, each speed's label (given `symbol`) and the submit. */
  messages: { title: string; start: string; speedOf: string; submit: string };
  /** The form's test id, and its parts' (`-start`, `-problems`, `-submit`). */
  testId: string;
  /** The test id of each speed's input. */
  speedTestId: string;
  /** The reward tokens, one speed each: a key, the symbol shown and the decimals (null: not known yet). */
  tokens: readonly { key: string; symbol: string; decimals: number | null }[];
  /** The earliest start accepted, unix seconds. */
  earliestTime: number;
  /** The earliest the picker offers, with why. */
  earliest: Earliest | undefined;
  chainNow: number;
  pending: boolean;
  onSubmit: (round: { startTime: number; rewardPerSecond: bigint[] }) => void;
}

/** A reward round (a farm's new speed, a gauge token's new round): a start and one speed per reward token. */
export function RoundForm(props: RoundFormProps) {
  const { messages, testId, speedTestId, tokens, earliestTime, earliest, chainNow, pending, onSubmit } = props;
  const [form, setForm] = useState({ date: '', time: '', speeds: tokens.map(() => '') });
  const [touched, setTouched] = useState(false);
  const decimals = tokens.map((t) => t.decimals);
  const { problems, round } = checkRound(form, decimals, earliestTime);
  return (
    <form
      data-testid={testId}
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (round) onSubmit(round);
      }}
    >
      <h3>
        <FormattedMessage id={messages.title} />
      </h3>
      <DateTimeInput
        legend={messages.start}
        date={form.date}
        time={form.time}
        onChange={(v) => (setTouched(true), setForm({ ...form, ...v }))}
        testId={`${testId}-start`}
        chainNow={chainNow}
        earliest={earliest}
      />
      {tokens.map((t, i) => (
        <label key={t.key}>
          <FormattedMessage id={messages.speedOf} values={{ symbol: t.symbol }} />{' '}
          <input
            inputMode="decimal"
            size={12}
            value={form.speeds[i]}
            onChange={(e) => (
              setTouched(true),
              setForm({ ...form, speeds: form.speeds.map((s, j) => (j === i ? e.target.value : s)) })
            )}
            data-testid={speedTestId}
          />
        </label>
      ))}
      {touched ? <AdminProblems problems={problems} testId={`${testId}-problems`} /> : null}
      <Button type="submit" disabled={!round || pending} data-testid={`${testId}-submit`}>
        <FormattedMessage id={messages.submit} />
      </Button>
    </form>
  );
}
