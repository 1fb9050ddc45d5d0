import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@/shared/lib/router';
import { shortenAddress } from '@/shared/lib/address';
import type { BuilderToken } from '../logic/builderList';
import { Amount } from './Amount';
import styles from './builder.module.css';

/** The owner's tokens (spec 2): name, symbol, decimals, total supply scaled by decimals, short root; each a link. */
export function TokenList({ tokens }: { tokens: BuilderToken[] }) {
  const intl = useIntl();
  return (
    <ul
      className={styles.list}
      aria-label={intl.formatMessage({ id: 'builder.table.label' })}
      data-testid="builder-list"
    >
      {tokens.map((token) => (
        <li key={token.address}>
          <Link
            to={`/builder/${token.address}`}
            className={styles.row}
            data-testid="builder-row"
            data-root={token.address}
          >
            <span>
              <span className={styles.rowName} data-testid="builder-row-name">
                {token.name}
              </span>{' '}
              <span className={styles.rowMeta} data-testid="builder-row-symbol">
                {token.symbol}
              </span>
            </span>
            <span className={styles.rowMeta}>
              <FormattedMessage id="builder.column.decimals" />: {token.decimals}
            </span>
            <span className={styles.rowFigure}>
              <span className={styles.rowMeta}>
                <FormattedMessage id="builder.column.totalSupply" />
              </span>{' '}
              <span data-testid="builder-row-supply" data-units={token.totalSupply}>
                <Amount units={token.totalSupply} decimals={token.decimals} />
              </span>
            </span>
            <span className={`${styles.rowMeta} ${styles.mono}`} data-testid="builder-row-root">
              {shortenAddress(token.address)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
