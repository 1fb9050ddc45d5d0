import type { Currency } from '@tycho/api';
import { FormattedMessage } from 'react-intl';
import { formatNumber, formatUsd } from '../../shared/lib/format';
import { ChangeValue } from '../../shared/ui/ChangeValue';
import styles from '../../shared/ui/page.module.css';

function Stat({ label, value, change, testId }: { label: string; value: string; change?: string; testId: string }) {
  return (
    <div className={styles.stat} data-testid={testId}>
      <dt className={styles.statLabel}><FormattedMessage id={label} /></dt>
      <dd className={styles.statValue}>
        <span data-testid={`${testId}-value`}>{value}</span> {change !== undefined ? <ChangeValue value={change} /> : null}
      </dd>
    </div>
  );
}

export function TokenStats({ currency }: { currency: Currency }) {
  return (
    <dl className={styles.stats} data-testid="token-stats">
      <Stat testId="stat-tvl" label="token.stats.tvl" value={formatUsd(currency.tvl)} change={currency.tvlChange} />
      <Stat testId="stat-volume24h" label="token.stats.volume24h" value={formatUsd(currency.volume24h)} change={currency.volumeChange24h} />
      <Stat testId="stat-volume7d" label="token.stats.volume7d" value={formatUsd(currency.volume7d)} />
      <Stat testId="stat-fees24h" label="token.stats.fees24h" value={formatUsd(currency.fee24h)} />
      <Stat testId="stat-transactions24h" label="token.stats.transactions24h" value={formatNumber(currency.transactionsCount24h)} />
    </dl>
  );
}
