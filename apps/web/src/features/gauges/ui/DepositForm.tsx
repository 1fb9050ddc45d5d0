import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { parseUnits } from '@tycho/units';
import { Button } from '@/shared/ui/Button';
import { formatExactAmount } from '@/shared/lib/format';
import styles from '@/shared/ui/page.module.css';
import { DAY_SECONDS, lockAllowed, lockSecondsOf } from '../logic/boost';
import { multiplierText } from '../logic/gaugeView';
import type { GaugeFigures } from '../logic/calc';
import { FigureLines } from './FigureLines';
import { LockInput } from './LockInput';

export interface DepositFormProps {
  decimals: number;
  lpBalance: bigint;
  /** Max lock (seconds), as the contract holds it. */
  maxLockTime: number;
  /** The position after a deposit of `amount` locked `lockSeconds` (undefined while the figures load). */
  preview: (amount: bigint, lockSeconds: number) => GaugeFigures | undefined;
  pending: boolean;
  onDeposit: (amount: bigint, lockSeconds: number) => void;
}

/**
 * Deposit LP with an optional lock (presets in days and years, or free), previewing the position after it: boosts
 * (the wallet's veQUBE included), APR and rewards a day, as the calculator computes them.
 */
export function DepositForm(props: DepositFormProps) {
  const [amountText, setAmountText] = useState('');
  const [daysText, setDaysText] = useState('0');
  const amount = parseUnits(amountText, props.decimals);
  const lockSeconds = lockSecondsOf(daysText);
  const lockOk = lockAllowed(lockSeconds, props.maxLockTime);
  let problem: string | undefined;
  const preview = amount && amount > 0n && lockOk ? props.preview(amount, lockSeconds) : undefined;
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
      {preview ? (
        <section aria-live="polite" aria-labelledby="gauge-preview-title">
          <h3 id="gauge-preview-title">
            <FormattedMessage id="gauge.preview.title" />
          </h3>
          <p data-testid="gauge-deposit-boost">
            {lockSeconds > 0 ? (
              <FormattedMessage
                id="gauge.preview.lockBoost"
                values={{ boost: multiplierText(preview.boost / 1000), days: lockSeconds / DAY_SECONDS }}
              />
            ) : (
              <FormattedMessage id="gauge.preview.noLock" />
            )}
          </p>
          <FigureLines figures={preview} testId="gauge-preview" />
        </section>
      ) : null}
      {problem ? (
        <p role="alert" data-testid="gauge-deposit-problem">
          <FormattedMessage id={problem} />
        </p>
      ) : null}
      <Button
        type="submit"
        variant="primary"
        disabled={!!problem || !amount || props.pending}
        data-testid="gauge-deposit-submit"
      >
        <FormattedMessage id="gauge.deposit" />
      </Button>
    </form>
  );
}
