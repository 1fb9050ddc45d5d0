import { useState } from 'react';
import { amountDisplay } from '@/shared/lib/format';
import styles from './Amount.module.css';

export interface AmountProps {
  /** Smallest units. */
  units: bigint | string;
  decimals: number;
  /**
   * The amount sits inside an interactive control (a button): it is not focusable itself, the control's keyboard
   * focus shows the exact amount, and assistive technology reads the exact amount as part of the control.
   */
  inControl?: boolean;
  className?: string;
  testId?: string;
}

/**
 * A token amount as the app shows it (spec 9: abbreviated from 1000, a few significant digits below). When the short
 * text hides something, the exact amount shows in a tooltip on hover and on keyboard focus (the amount is then
 * focusable, unless it sits in a control), Escape hides it, and assistive technology reads the exact amount.
 */
export function Amount({ units, decimals, inControl = false, className, testId }: AmountProps) {
  const { short, exact, shortened } = amountDisplay(units, decimals);
  const [dismissed, setDismissed] = useState(false);
  const classes = [styles.amount, className].filter(Boolean).join(' ');
  if (!shortened) {
    return (
      <span className={classes} data-testid={testId}>
        {short}
      </span>
    );
  }
  const tip = (
    <span className={styles.tip} aria-hidden="true" data-testid="amount-exact">
      {exact}
    </span>
  );
  return (
    <span
      className={`${classes} ${styles.shortened} ${inControl ? styles.inControl : ''}`}
      data-testid={testId}
      data-exact={exact}
      data-dismissed={dismissed ? '' : undefined}
      tabIndex={inControl ? undefined : 0}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !dismissed) {
          setDismissed(true);
          event.stopPropagation();
        }
      }}
      onBlur={() => setDismissed(false)}
      onMouseLeave={() => setDismissed(false)}
    >
      <span aria-hidden="true">{short}</span>
      <span className="visually-hidden">{exact}</span>
      {tip}
    </span>
  );
}
