import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { parseUnits } from '@tycho/units';
import { Button } from '@/shared/ui/Button';
import { formatExactAmount, formatPercent } from '@/shared/lib/format';
import styles from '@/shared/ui/page.module.css';
import { lockAllowed, lockBoost, lockSecondsOf } from '../logic/boost';
import { LockInput } from './LockInput';

export interface DepositFormProps {
  decimals: number;
  lpBalance: bigint;
  /** Per-mille max boost and max lock (seconds), as the contract holds them. */
  maxBoost: number;
  maxLockTime: number;
  baseApr: string;
  pending: boolean;
  onDeposit: (amount: bigint, lockSeconds: number) => void;
}

/** Deposit LP with an optional lock (presets in days and years, or free), showing the boost and APR it gives. */
export function DepositForm(props: DepositFormProps) {
  const [amountText, setAmountText] = useState('');
  const [daysText, setDaysText] = useState('0');
  const amount = parseUnits(amountText, props.decimals);
  const lockSeconds = lockSecondsOf(daysText);
  const lockOk = lockAllowed(lockSeconds, props.maxLockTime);
  const boost = lockOk ? lockBoost(lockSeconds, props.maxBoost, props.maxLockTime) : 1000;
  let problem: string | undefined;
  if (amountText && (amount === null || amount <= 0n)) problem = 'gauge.error.amount';
  else if (amount !== null && amount > props.lpBalance) problem = 'gauge.error.balance';
  else if (!lockOk) problem = 'gauge.error.lock';
  return (
    <form
      className={styles.section}
      data-testid="gauge-deposit"
      onSubmit={(e) => {
        e.preventDefault();
        if (!problem && amount) props.onDeposit(amount, lockSeconds);
      }}
    >
      <h2>
        <FormattedMessage id="gauge.deposit" />
      </h2>
      <label>
        <FormattedMessage id="gauge.amount" />{' '}
        <input
          inputMode="decimal"
          value={amountText}
          onChange={(e) => setAmountText(e.target.value)}
          data-testid="gauge-deposit-amount"
        />
      </label>
      <p>
        <FormattedMessage
          id="gauge.lpBalance"
          values={{ amount: formatExactAmount(props.lpBalance, props.decimals) }}
        />
      </p>
      <LockInput daysText={daysText} onChange={setDaysText} maxLockTime={props.maxLockTime} testId="gauge-lock-days" />
      <p data-testid="gauge-boost">
        <FormattedMessage
          id="gauge.boostPreview"
          values={{
            boost: boost / 1000,
            apr: formatPercent((Number(props.baseApr) * boost) / 1000),
            base: formatPercent(props.baseApr),
          }}
        />
      </p>
      {problem ? (
        <p role="alert" data-testid="gauge-deposit-problem">
          <FormattedMessage id={problem} />
        </p>
      ) : null}
      <Button type="submit" disabled={!!problem || !amount || props.pending} data-testid="gauge-deposit-submit">
        <FormattedMessage id="gauge.deposit" />
      </Button>
    </form>
  );
}
