/**
 * One amount of the liquidity forms (add to a pair or an N-pool, remove): its label, the decimal field, the Max button
 * when there is a maximum, and the form's own extra buttons beside them (the N-pool's per-token deposit).
 */
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@/shared/ui/Button';
import styles from './styles';

interface Props {
  /** The field's id (the label points at it). */
  inputId: string;
  label: ReactNode;
  value: string;
  onEdit: (text: string) => void;
  disabled: boolean;
  testId: string;
  /** Fills the maximum; no Max button without it. */
  onMax?: () => void;
  maxDisabled: boolean;
  /** The amount is refused (more than held). */
  invalid?: boolean;
  maxTestId?: string;
  children?: ReactNode;
}

export function AmountRow({
  inputId,
  label,
  value,
  onEdit,
  disabled,
  testId,
  onMax,
  maxDisabled,
  maxTestId,
  invalid,
  children,
}: Props) {
  return (
    <>
      <label htmlFor={inputId}>{label}</label>
      <div className={styles.amountRow}>
        <input
          id={inputId}
          className={styles.input}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.0"
          value={value}
          onChange={(e) => onEdit(e.target.value)}
          aria-invalid={invalid}
          disabled={disabled}
          data-testid={testId}
        />
        {onMax ? (
          <Button size="sm" onClick={onMax} disabled={maxDisabled} data-testid={maxTestId}>
            <FormattedMessage id="liquidity.max" />
          </Button>
        ) : null}
        {children}
      </div>
    </>
  );
}
