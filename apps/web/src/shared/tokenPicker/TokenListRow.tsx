/** One row of the token-list popup: icon, symbol with its tags, name, and the wallet's balance once loaded. */
import { useIntl } from 'react-intl';
import { Amount } from '@/shared/ui/Amount';
import { Skeleton } from '@/shared/ui/Skeleton';
import { TokenIcon } from '@/shared/ui/TokenIcon';
import type { TokenRow } from './tokenSearch';
import styles from './tokenPicker.module.css';

interface Props {
  row: TokenRow;
  scam: boolean;
  /** Whether balances are shown at all (a wallet is connected). */
  withBalance: boolean;
  /** Smallest units; undefined while loading. */
  balance: string | undefined;
  decimals: number | undefined;
  onSelect: (address: string) => void;
}

export function TokenListRow({ row, scam, withBalance, balance, decimals, onSelect }: Props) {
  const intl = useIntl();
  const known = balance !== undefined && decimals !== undefined;
  return (
    <li>
      <button
        type="button"
        className={styles.tokenItem}
        data-testid="token-list-item"
        data-address={row.address}
        data-kind={row.kind}
        data-imported={row.imported ? 'true' : undefined}
        onClick={() => onSelect(row.address)}
      >
        <TokenIcon src={row.logoURI} symbol={row.symbol} />
        <span className={styles.grow}>
          <span className={styles.symbolLine}>
            <span data-testid="token-list-symbol">{row.symbol}</span>
            {scam && (
              <span className={styles.scam} data-testid="scam-tag">
                [SCAM]
              </span>
            )}
            {row.imported && (
              <span className={styles.tag} data-testid="imported-tag">
                {intl.formatMessage({ id: 'swap.tokenList.imported' })}
              </span>
            )}
          </span>
          <span className={styles.tokenName}>{row.name}</span>
        </span>
        {withBalance &&
          (known ? (
            <span
              className={`${styles.balance} ${BigInt(balance) === 0n ? styles.balanceZero : ''}`}
              data-testid="token-list-balance"
              data-units={balance}
            >
              <span className="visually-hidden">{intl.formatMessage({ id: 'swap.tokenList.balance' })} </span>
              <Amount units={balance} decimals={decimals} inControl />
            </span>
          ) : (
            <span className={styles.balance} data-testid="token-list-balance-loading">
              <Skeleton width="3rem" />
            </span>
          ))}
      </button>
    </li>
  );
}
