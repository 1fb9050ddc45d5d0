import type { FarmingPool } from '@tycho/api';
import { FormattedMessage } from 'react-intl';
import { formatAmount, formatPercent, formatUsd } from '@/shared/lib/format';
import { DateText } from '@/shared/ui/DateText';
import { Stat } from '@/shared/ui/Stat';
import styles from '@/shared/ui/page.module.css';
import own from './farming.module.css';
import { vestingOf } from '../logic/farmView';

/** TVL, APR, the viewed user's share, LP in the pool, start, end (or infinite), vesting, and the addresses. */
export function PoolFacts({ pool }: { pool: FarmingPool }) {
  const vesting = vestingOf(pool);
  const lp = pool.token_root_scale === null ? '—' : formatAmount(pool.pool_balance, pool.token_root_scale);
  return (
    <>
      <dl className={styles.stats} data-testid="farm-stats">
        <Stat label="farms.tvl" value={formatUsd(pool.tvl)} change={pool.tvl_change} testId="farm-stat-tvl" />
        <Stat label="farms.apr" value={formatPercent(pool.apr)} change={pool.apr_change} testId="farm-stat-apr" />
        <Stat label="farm.share" value={formatPercent(pool.share)} testId="farm-stat-share" />
        <Stat label="farm.poolLp" value={lp} testId="farm-stat-lp" />
      </dl>
      <dl className={`${styles.section} ${own.facts}`} data-testid="farm-facts">
        <dt>
          <FormattedMessage id="farm.start" />
        </dt>
        <dd>
          <DateText seconds={pool.farm_start_time} testId="farm-start" />
        </dd>
        <dt>
          <FormattedMessage id="farm.end" />
        </dt>
        <dd data-testid="farm-end">
          {pool.farm_end_time === undefined ? (
            <FormattedMessage id="farm.infinite" />
          ) : (
            <DateText seconds={pool.farm_end_time} />
          )}
        </dd>
        <dt>
          <FormattedMessage id="farm.vesting" />
        </dt>
        <dd data-testid="farm-vesting">
          {vesting ? (
            <FormattedMessage id="farm.vestingValue" values={vesting} />
          ) : (
            <FormattedMessage id="farm.noVesting" />
          )}
        </dd>
        <dt>
          <FormattedMessage id="farm.address" />
        </dt>
        <dd className={own.address}>{pool.pool_address}</dd>
        <dt>
          <FormattedMessage id="farm.farmToken" />
        </dt>
        <dd className={own.address}>{pool.token_root_address}</dd>
        <dt>
          <FormattedMessage id="farm.owner" />
        </dt>
        <dd className={own.address} data-testid="farm-owner">
          {pool.pool_owner_address}
        </dd>
      </dl>
    </>
  );
}
