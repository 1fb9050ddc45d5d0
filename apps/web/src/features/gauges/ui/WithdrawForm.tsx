import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatUnits, parseUnits } from '@tycho/units';
import { Button } from '@/shared/ui/Button';
import styles from '@/shared/ui/page.module.css';
import { withdrawCheck } from '../logic/boost';

export interface WithdrawFormProps {
  decimals: number;
  balance: bigint;
  locked: bigint;
  pending: boolean;
  onWithdraw: (amount: bigint) => void;
}

const PROBLEMS = { zero: 'gauge.error.amount', balance: 'gauge.error.balance', locked: 'gauge.error.locked' } as const;

/** Withdraw LP: only the unlocked part; a locked amount is refused here with the lock explained. */
export function WithdrawForm({ decimals, balance, locked, pending, onWithdraw }: WithdrawFormProps) {
  const [text, setText] = useState('');
  const amount = parseUnits(text, decimals);
  const check = text ? withdrawCheck(amount ?? 0n, balance, locked) : undefined;
  const problem = check && check !== 'ok' ? PROBLEMS[check] : undefined;
  return (
    <form
      className={styles.section}
      data-testid="gauge-withdraw"
      onSubmit={(e) => {
        e.preventDefault();
        if (check === 'ok' && amount) onWithdraw(amount);
      }}
    >
      <h2>
        <FormattedMessage id="gauge.withdraw" />
      </h2>
      <p>
        <FormattedMessage
          id="gauge.withdrawable"
          values={{ amount: formatUnits(balance > locked ? balance - locked : 0n, decimals) }}
        />
      </p>
      <label>
        <FormattedMessage id="gauge.amount" />{' '}
        <input
          inputMode="decimal"
          value={text}
          onChange={(e) => setText(e.target.value)}
          data-testid="gauge-withdraw-amount"
        />
      </label>
      {problem ? (
        <p role="alert" data-testid="gauge-withdraw-problem">
          <FormattedMessage id={problem} />
        </p>
      ) : null}
      <Button type="submit" variant="primary" disabled={check !== 'ok' || pending} data-testid="gauge-withdraw-submit">
        <FormattedMessage id="gauge.withdraw" />
      </Button>
    </form>
  );
}
