import type { Currency } from '@tycho/api';
import { formatNumber, formatUsd } from '@/shared/lib/format';
import { Stat } from '@/shared/ui/Stat';
import styles from '@/shared/ui/page.module.css';

/** The token's figures; skeletons of the same layout while the currency loads. */
export function TokenStats({ currency }: { currency: Currency | undefined }) {
  const c = currency;
  return (
    <dl className={styles.stats} data-testid="token-stats" aria-busy={!c}>
      <Stat testId="stat-tvl" label="token.stats.tvl" value={c && formatUsd(c.tvl)} change={c?.tvlChange} withChange />
      <Stat
        testId="stat-volume24h"
        label="token.stats.volume24h"
        value={c && formatUsd(c.volume24h)}
        change={c?.volumeChange24h}
        withChange
      />
      <Stat testId="stat-volume7d" label="token.stats.volume7d" value={c && formatUsd(c.volume7d)} />
      <Stat testId="stat-fees24h" label="token.stats.fees24h" value={c && formatUsd(c.fee24h)} />
      <Stat
        testId="stat-transactions24h"
        label="token.stats.transactions24h"
        value={c && formatNumber(c.transactionsCount24h)}
      />
    </dl>
  );
}
