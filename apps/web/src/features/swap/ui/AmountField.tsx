import type { CSSProperties } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Amount } from '@/shared/ui/Amount';
import { TokenIcon } from '@/shared/ui/TokenIcon';
import type { SwapToken } from '../logic/swapTokens';
import { sanitizeAmountInput } from '@tycho/units';
import { amountSize, amountText } from '../logic/swapForm';
import styles from './swap.module.css';

interface Props {
  side: 'left' | 'right';
  token: SwapToken | undefined;
  value: string;
  balance: string | undefined;
  /** What Max fills (left side): the usable amount, which keeps the coin's gas reserve; no Max when undefined. */
  max?: string;
  disabled?: boolean;
  onChange: (text: string) => void;
  onSelectToken: () => void;
}

/** One amount field with its token selector, balance and Max button (spec 5: decimals only, placeholder 0.0). */
export function AmountField({ side, token, value, balance, max, disabled, onChange, onSelectToken }: Props) {
  const intl = useIntl();
  // unknown decimals (still loading): the field waits, nothing is parsed or shown in units
  const decimals = token?.decimals;
  const label = intl.formatMessage({ id: side === 'left' ? 'swap.field.pay' : 'swap.field.receive' });
  return (
    <div className={styles.field} data-testid={`swap-field-${side}`}>
      <div className={styles.meta}>
        <label htmlFor={`swap-amount-${side}`}>{label}</label>
        {balance !== undefined && token && decimals !== undefined && (
          <span data-testid={`swap-balance-${side}`} data-units={balance}>
            <FormattedMessage
              id="swap.balance"
              values={{ amount: <Amount units={balance} decimals={decimals} testId={`swap-balance-${side}-amount`} /> }}
            />
            {max !== undefined && (
              <button
                type="button"
                className={styles.max}
                data-testid="swap-max"
                data-units={max}
                onClick={() => onChange(amountText(max, decimals))}
              >
                {intl.formatMessage({ id: 'swap.max' })}
              </button>
            )}
          </span>
        )}
      </div>
      <div className={styles.fieldRow}>
        <input
          id={`swap-amount-${side}`}
          className={styles.input}
          data-size={amountSize(value)}
          // the field asks for its text's width (digits are 1ch): a long amount takes the row, the token goes below
          style={{ '--chars': value.length } as CSSProperties}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.0"
          value={value}
          disabled={disabled || (token !== undefined && decimals === undefined)}
          aria-busy={token !== undefined && decimals === undefined}
          data-testid={`swap-amount-${side}`}
          onChange={(e) => {
            // no token yet: any decimal text (the limit comes with the token); a token still loading: disabled
            const next = sanitizeAmountInput(e.target.value, decimals ?? Number.MAX_SAFE_INTEGER);
            if (next !== null) onChange(next);
          }}
        />
        <button
          type="button"
          className={styles.tokenButton}
          onClick={onSelectToken}
          data-testid={`swap-token-${side}`}
          aria-label={intl.formatMessage(
            { id: token ? 'swap.token.change' : 'swap.token.select' },
            { side: label, symbol: token?.symbol ?? '' },
          )}
        >
          {token ? (
            <>
              <TokenIcon src={token.logoURI} symbol={token.symbol} size={20} />
              <span>{token.symbol}</span>
            </>
          ) : (
            intl.formatMessage({ id: 'swap.token.selectShort' })
          )}
          <span aria-hidden="true">▾</span>
        </button>
      </div>
    </div>
  );
}
