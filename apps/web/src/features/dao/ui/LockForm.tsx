import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatUnits, parseUnits } from '@tycho/units';
import { formatAmount } from '@/shared/lib/format';
import { Button } from '@/shared/ui/Button';
import styles from '@/shared/ui/page.module.css';
import { DAY_SECONDS, lockProblem, lockSecondsOfDays, presetsWithin, vePreview } from '../logic/lock';

export interface LockFormProps {
  decimals: number;
  /** The vote token's symbol, as its root states it. */
  symbol: string;
  balance: bigint;
  minLock: number;
  maxLock: number;
  pending: boolean;
  onLock: (amount: bigint, lockSeconds: number) => void;
}

/** Lock the vote token (QUBE) for a period (presets or free days within min and max) with the voting power it gives. */
export function LockForm(props: LockFormProps) {
  const intl = useIntl();
  const [amountText, setAmountText] = useState('');
  const [daysText, setDaysText] = useState(String(presetsWithin(props.minLock, props.maxLock)[0] ?? ''));
  const amount = amountText ? parseUnits(amountText, props.decimals) : null;
  const lockSeconds = lockSecondsOfDays(daysText);
  const problem = lockProblem({
    amount,
    balance: props.balance,
    lockSeconds,
    minLock: props.minLock,
    maxLock: props.maxLock,
  });
  const ve = amount !== null && lockSeconds !== null ? vePreview(amount, lockSeconds, props.maxLock) : 0n;
  const minDays = Math.ceil(props.minLock / DAY_SECONDS);
  const maxDays = Math.floor(props.maxLock / DAY_SECONDS);
  return (
    <form
      className={styles.section}
      data-testid="dao-lock-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!problem && amount !== null && lockSeconds !== null) props.onLock(amount, lockSeconds);
      }}
    >
      <h2>
        <FormattedMessage id="dao.lock.title" values={{ symbol: props.symbol }} />
      </h2>
      <label className={styles.field}>
        <FormattedMessage id="dao.lock.amount" values={{ symbol: props.symbol }} />
        <input
          inputMode="decimal"
          value={amountText}
          onChange={(e) => setAmountText(e.target.value)}
          data-testid="dao-lock-amount"
        />
      </label>
      <p data-testid="dao-qube-balance">
        <FormattedMessage
          id="dao.lock.balance"
          values={{ amount: formatUnits(props.balance, props.decimals), symbol: props.symbol }}
        />
      </p>
      <label className={styles.field}>
        <FormattedMessage id="dao.lock.days" values={{ min: minDays, max: maxDays }} />
        <input
          inputMode="numeric"
          value={daysText}
          onChange={(e) => setDaysText(e.target.value)}
          data-testid="dao-lock-days"
        />
      </label>
      <div role="group" aria-label={intl.formatMessage({ id: 'dao.lock.presets' })} className={styles.actions}>
        {presetsWithin(props.minLock, props.maxLock).map((d) => (
          <Button key={d} type="button" onClick={() => setDaysText(String(d))} aria-pressed={daysText === String(d)}>
            <FormattedMessage id="dao.days" values={{ days: d }} />
          </Button>
        ))}
      </div>
      <p data-testid="dao-lock-preview" data-value={ve.toString()}>
        <FormattedMessage
          id="dao.lock.preview"
          values={{ amount: formatAmount(ve, props.decimals), symbol: props.symbol }}
        />
      </p>
      {amountText && problem ? (
        <p role="alert" data-testid="dao-lock-problem" data-problem={problem}>
          <FormattedMessage
            id={`dao.lock.problem.${problem}`}
            values={{ min: minDays, max: maxDays, symbol: props.symbol }}
          />
        </p>
      ) : null}
      <Button type="submit" variant="primary" disabled={!!problem || props.pending} data-testid="dao-lock-submit">
        <FormattedMessage id="dao.lock.submit" />
      </Button>
    </form>
  );
}
