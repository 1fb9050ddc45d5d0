import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatUnits } from '@tycho/units';
import { formatExactAmount } from '@/shared/lib/format';
import { Button } from '@/shared/ui/Button';
import styles from '@/shared/ui/page.module.css';
import { checkAmount } from './amounts';

/** One amount with Max, its problem, and a submit: LP deposit and withdraw, the owner's reward deposit. */
export function AmountForm(props: {
  title: string;
  /** What may be spent, smallest units, with its label's message id. */
  max: bigint;
  maxLabel: string;
  decimals: number;
  submit: string;
  pending: boolean;
  onSubmit: (amount: bigint) => void;
  testId: string;
  /** What else signing does, said before it (a farm withdraw also pays the vested reward). */
  note?: ReactNode;
}) {
  const { title, max, maxLabel, decimals, submit, pending, onSubmit, testId, note } = props;
  const id = useId();
  const [text, setText] = useState('');
  const { amount, problem } = checkAmount(text, decimals, max);
  return (
    <form
      className={styles.section}
      data-testid={testId}
      onSubmit={(e) => {
        e.preventDefault();
        if (amount !== undefined) {
          onSubmit(amount);
          setText('');
        }
      }}
    >
      <h3>
        <FormattedMessage id={title} />
      </h3>
      <p data-testid={`${testId}-max`}>
        <FormattedMessage id={maxLabel} values={{ amount: formatExactAmount(max, decimals) }} />
      </p>
      <label htmlFor={`${id}-amount`}>
        <FormattedMessage id="farm.amount" />
      </label>{' '}
      <input
        id={`${id}-amount`}
        inputMode="decimal"
        value={text}
        size={14}
        onChange={(e) => setText(e.target.value)}
        data-testid={`${testId}-amount`}
      />{' '}
      <Button
        type="button"
        size="sm"
        variant="ghost"
        onClick={() => setText(formatUnits(max, decimals))}
        data-testid={`${testId}-all`}
      >
        <FormattedMessage id="farm.max" />
      </Button>
      {note ? <p data-testid={`${testId}-note`}>{note}</p> : null}
      {problem ? (
        <p role="alert" data-testid={`${testId}-problem`}>
          <FormattedMessage id={`farm.amountProblem.${problem}`} />
        </p>
      ) : null}
      <div>
        <Button
          type="submit"
          variant="primary"
          disabled={amount === undefined || pending}
          data-testid={`${testId}-submit`}
        >
          <FormattedMessage id={submit} />
        </Button>
      </div>
    </form>
  );
}
