import { memo } from 'react';
import type { PoolDetail } from '@tycho/api';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatAmount, formatUsd } from '@/shared/lib/format';
import { Skeleton } from '@/shared/ui/Skeleton';
import { formatShare, lpAmountText, lpPositionUsd, userSharePercent, userTokenAmounts } from '../logic/poolMath';
import styles from './styles';

export interface UserStatsProps {
  pool: PoolDetail;
  lpBalance: string | undefined;
  decimals: (i: number) => number | undefined;
  /** LP token decimals; undefined while read. */
  lpDecimals: number | undefined;
  /** The LP token's USD price (`/currencies_usdt_prices`); null without one; undefined while loading. */
  lpPrice: string | null | undefined;
  connected: boolean;
}

/** The user's position in the pool (only with a wallet; otherwise a connect-wallet card). */
const LOADING = '…';
const formatUsdOrLoading = (value: string | undefined) => (value === undefined ? LOADING : formatUsd(value));

export const UserStats = memo(function UserStats({
  pool,
  lpBalance,
  decimals,
  lpDecimals,
  lpPrice,
  connected,
}: UserStatsProps) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'pools.user.title' });
  if (!connected) {
    return (
      <section className={styles.card} aria-label={title} data-testid="pool-user-connect">
        <h2 className={styles.sectionTitle}>{title}</h2>
        <p>
          <FormattedMessage id="pools.user.connect" />
        </p>
      </section>
    );
  }
  const tokenDecimals = pool.meta.currencyAddresses.map((_, i) => decimals(i));
  const amounts = lpBalance === undefined ? undefined : userTokenAmounts(lpBalance, pool.lpLocked, pool.volumesLocked);
  const positionUsd =
    lpBalance === undefined || !amounts
      ? undefined
      : lpPositionUsd({ lpBalance, lpDecimals, lpPrice, amounts, decimals: tokenDecimals, prices: pool.prices });
  return (
    <section className={styles.card} aria-label={title} data-testid="pool-user-stats">
      <h2 className={styles.sectionTitle}>{title}</h2>
      {lpBalance === undefined || !amounts ? (
        <Skeleton height="3rem" />
      ) : (
        <dl className={styles.stats}>
          <div className={styles.stat}>
            <dt className={styles.statLabel}>
              <FormattedMessage id="pools.user.lpBalance" />
            </dt>
            <dd className={styles.statValue} data-testid="pool-user-lp" data-value={lpBalance}>
              {lpAmountText(lpBalance, lpDecimals) ?? LOADING}
            </dd>
          </div>
          <div className={styles.stat}>
            <dt className={styles.statLabel}>
              <FormattedMessage id="pools.user.share" />
            </dt>
            <dd className={styles.statValue} data-testid="pool-user-share">
              {formatShare(userSharePercent(lpBalance, pool.lpLocked))}
            </dd>
          </div>
          {pool.meta.currencies.map((symbol, i) => (
            <div className={styles.stat} key={pool.meta.currencyAddresses[i]}>
              <dt className={styles.statLabel}>{symbol}</dt>
              <dd className={styles.statValue} data-testid={`pool-user-amount-${i}`} data-value={amounts[i]}>
                {tokenDecimals[i] === undefined ? LOADING : formatAmount(amounts[i] ?? '0', tokenDecimals[i])}
              </dd>
            </div>
          ))}
          <div className={styles.stat}>
            <dt className={styles.statLabel}>
              <FormattedMessage id="pools.user.usd" />
            </dt>
            <dd
              className={styles.statValue}
              data-testid="pool-user-usd"
              data-lp-price={lpPrice ?? ''}
              data-value={positionUsd ?? ''}
            >
              {formatUsdOrLoading(positionUsd)}
            </dd>
          </div>
        </dl>
      )}
    </section>
  );
});
