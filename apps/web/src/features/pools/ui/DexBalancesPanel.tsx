import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatAmount } from '@/shared/lib/format';
import { canWithdraw, type DexBalanceRow } from '../logic/dexWithdraw';
import styles from './styles';

interface Props {
  rows: DexBalanceRow[];
  /** Root of the row being withdrawn, if any. */
  busyRoot?: string;
  /** The form is busy with another step: no withdrawals meanwhile. */
  disabled: boolean;
  onWithdraw(row: DexBalanceRow): void;
}

/** The DEX account's balances of the pool's tokens (and LP), each with a withdraw-to-wallet icon button. */
export function DexBalancesPanel({ rows, busyRoot, disabled, onWithdraw }: Props) {
  const intl = useIntl();
  const id = useId();
  return (
    <section aria-labelledby={id} data-testid="dex-balances" aria-busy={!!busyRoot}>
      <h2 id={id} className={styles.sectionTitle}>
        <FormattedMessage id="liquidity.add.dexBalances" />
      </h2>
      <dl className={styles.rows}>
        {rows.map((row) => {
          const label = intl.formatMessage({ id: 'liquidity.withdraw.button' }, { symbol: row.symbol });
          return (
            <div
              key={row.root}
              className={styles.rowItem}
              data-testid="dex-balance"
              data-symbol={row.symbol}
              data-value={row.balance.toString()}
            >
              <dt>
                {row.lp ? (
                  <FormattedMessage id="liquidity.withdraw.lpLabel" values={{ symbol: row.symbol }} />
                ) : (
                  row.symbol
                )}
              </dt>
              <dd className={styles.dexBalanceValue}>
                <span data-testid="dex-balance-amount">
                  {row.decimals === undefined ? '…' : formatAmount(row.balance.toString(), row.decimals)}
                </span>
                <button
                  type="button"
                  className={styles.iconButton}
                  aria-label={label}
                  title={label}
                  disabled={!canWithdraw(row, disabled || !!busyRoot)}
                  aria-busy={busyRoot === row.root}
                  onClick={() => onWithdraw(row)}
                  data-testid="dex-withdraw"
                >
                  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                    <path
                      d="M12 3 6.5 8.5l1.4 1.4 3.1-3.1V15h2V6.8l3.1 3.1 1.4-1.4L12 3Zm-7 14v4h14v-4h-2v2H7v-2H5Z"
                      fill="currentColor"
                    />
                  </svg>
                </button>
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
