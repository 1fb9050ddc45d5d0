import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CopyButton } from '@/shared/ui/CopyButton';
import { config } from '@/shared/config';
import type { BuilderToken } from '../logic/builderList';
import { networkLabel } from '../logic/values';
import { Amount } from './Amount';
import styles from './builder.module.css';

/**
 * Network, root with copy, name, symbol, decimals, total supply shifted by decimals and the circulating supply (the
 * total less what the root owner holds) (spec 2).
 */
export function TokenDetails({ token }: { token: BuilderToken }) {
  const intl = useIntl();
  const network = networkLabel(config.networkName);
  const rows: [string, ReactNode, string][] = [
    [
      'builder.manage.network',
      network.kind === 'named' ? (
        <span className={styles.text}>{network.name}</span>
      ) : (
        <FormattedMessage key="n" id="builder.manage.networkLocal" />
      ),
      'builder-detail-network',
    ],
    [
      'builder.column.root',
      <>
        <span className={styles.mono} data-testid="builder-root">
          {token.address}
        </span>
        <CopyButton value={token.address} label={intl.formatMessage({ id: 'builder.manage.copyRoot' })} />
      </>,
      'builder-detail-root',
    ],
    ['builder.field.name', <span className={styles.text}>{token.name}</span>, 'builder-detail-name'],
    ['builder.field.symbol', <span className={styles.text}>{token.symbol}</span>, 'builder-detail-symbol'],
    ['builder.field.decimals', token.decimals, 'builder-detail-decimals'],
    [
      'builder.column.totalSupply',
      <span data-units={token.totalSupply}>
        <Amount units={token.totalSupply} decimals={token.decimals} />
      </span>,
      'builder-detail-supply',
    ],
  ];
  if (token.circulatingSupply !== undefined)
    rows.push([
      'builder.manage.circulating',
      <span data-units={token.circulatingSupply} title={intl.formatMessage({ id: 'builder.manage.circulatingHint' })}>
        <Amount units={token.circulatingSupply} decimals={token.decimals} />
      </span>,
      'builder-detail-circulating',
    ]);
  return (
    <dl className={`${styles.card} ${styles.details}`} data-testid="builder-details">
      {rows.map(([label, value, testId]) => (
        <div key={testId} className={styles.detail}>
          <dt>
            <FormattedMessage id={label} />
          </dt>
          <dd data-testid={testId}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
