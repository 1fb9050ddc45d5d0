import { memo } from 'react';
import type { PoolDetail } from '@tycho/api';
import { formatAmount, formatNumber, formatPercent, formatUsd } from '@/shared/lib/format';
import { Stat } from '@/shared/ui/Stat';
import styles from './styles';

/** undefined (a skeleton) while the decimals are read. */
const amountOrLoading = (amount: string, decimals: number | undefined) =>
  decimals === undefined ? undefined : formatAmount(amount, decimals);

export const PoolStats = memo(function PoolStats({
  pool,
  decimals,
  lpDecimals,
}: {
  pool: PoolDetail;
  decimals: (i: number) => number | undefined;
  /** LP token decimals; undefined while read. */
  lpDecimals: number | undefined;
}) {
  return (
    <dl className={styles.stats} data-testid="pool-stats">
      <Stat testId="pool-stat-tvl" label="pools.stats.tvl" value={formatUsd(pool.tvl)} change={pool.tvlChange} />
      <Stat
        testId="pool-stat-volume24h"
        label="pools.stats.volume24h"
        value={formatUsd(pool.volume24h)}
        change={pool.volume24hChange}
      />
      <Stat testId="pool-stat-volume7d" label="pools.stats.volume7d" value={formatUsd(pool.volume7d)} />
      <Stat testId="pool-stat-fees24h" label="pools.stats.fees24h" value={formatUsd(pool.fee24h)} />
      <Stat testId="pool-stat-fees7d" label="pools.stats.fees7d" value={formatUsd(pool.fee7d)} />
      <Stat testId="pool-stat-feesAll" label="pools.stats.feesAll" value={formatUsd(pool.feeAllTime)} />
      <Stat
        testId="pool-stat-feeRate"
        label="pools.stats.feeRate"
        value={`${formatPercent(Number(pool.feeRate) * 100)}`}
      />
      <Stat
        testId="pool-stat-lpLocked"
        label="pools.stats.lpLocked"
        value={amountOrLoading(pool.lpLocked, lpDecimals)}
      />
      {pool.meta.currencies.map((symbol, i) => (
        <Stat
          key={pool.meta.currencyAddresses[i]}
          testId={`pool-stat-locked-${i}`}
          label="pools.stats.locked"
          value={
            decimals(i) === undefined
              ? undefined
              : `${amountOrLoading(pool.volumesLocked[i] ?? '0', decimals(i))} ${symbol}`
          }
        />
      ))}
      <Stat
        testId="pool-stat-transactions24h"
        label="pools.stats.transactions24h"
        value={formatNumber(pool.transactionsCount24h)}
      />
    </dl>
  );
});
