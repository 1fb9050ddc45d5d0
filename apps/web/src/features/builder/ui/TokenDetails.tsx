import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CopyButton } from '@/shared/ui/CopyButton';
import { Skeleton } from '@/shared/ui/Skeleton';
import { config } from '@/shared/config';
import type { BuilderToken } from '../logic/builderList';
import { networkLabel } from '../logic/values';
import { Amount } from './Amount';
import styles from './builder.module.css';

/**
 * Network, root with copy, name, symbol, decimals, total supply shifted by decimals and the circulating supply (the
 * total less what the root owner holds) (spec 2).
 */
export function TokenDetails({ root, token }: { root: string; token: BuilderToken | undefined }) {
  const intl = useIntl();
  // while the token is read: what the page knows (the network, the root from its address), placeholders for the rest
  const known = (value: (t: BuilderToken) => ReactNode, width: string) =>
    token ? value(token) : <Skeleton width={width} height="1em" />;
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
          {token?.address ?? root}
        </span>
        <CopyButton value={token?.address ?? root} label={intl.formatMessage({ id: 'builder.manage.copyRoot' })} />
      </>,
      'builder-detail-root',
    ],
    ['builder.field.name', known((t) => <span className={styles.text}>{t.name}</span>, '8rem'), 'builder-detail-name'],
    [
      'builder.field.symbol',
      known((t) => <span className={styles.text}>{t.symbol}</span>, '4rem'),
      'builder-detail-symbol',
    ],
    ['builder.field.decimals', known((t) => t.decimals, '2rem'), 'builder-detail-decimals'],
    [
      'builder.column.totalSupply',
      known(
        (t) => (
          <span data-units={t.totalSupply}>
            <Amount units={t.totalSupply} decimals={t.decimals} />
          </span>
        ),
        '6rem',
      ),
      'builder-detail-supply',
    ],
  ];
  if (token?.circulatingSupply !== undefined)
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
