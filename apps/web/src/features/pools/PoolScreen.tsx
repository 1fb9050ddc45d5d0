import { lazy, Suspense, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from '@/shared/lib/router';
import { formatUsd, shortenAddress } from '@/shared/lib/format';
import { findToken, readImportedTokens, useTokenDecimals, useTokenList } from '@/shared/tokens';
import { buttonClass as linkButton } from '@/shared/ui/Button';
import { CopyButton } from '@/shared/ui/CopyButton';
import { isNotFound } from '@/shared/api';
import { LoadError } from '@/shared/ui/LoadError';
import { NotFound } from '@/shared/ui/NotFound';
import { Skeleton } from '@/shared/ui/Skeleton';
import { TokenIcon } from '@/shared/ui/TokenIcon';
import { TransactionsSection } from '@/shared/ui/transactions';
import { favouritePools, useStars } from '@/shared/favourites';
import { FavoriteButton } from './ui/FavoriteButton';
import { PoolGraph } from './ui/PoolGraph';
import { PoolStats } from './ui/PoolStats';
import {
  addLiquidityTarget,
  hasCustomToken,
  isNPool,
  poolName,
  removeLiquidityTarget,
  tradeTarget,
} from './logic/poolView';
import { useLpUsdPrice, usePool } from './hooks/usePoolQueries';
import { useLpToken } from './hooks/useLpToken';
import { usePoolUser } from './hooks/usePoolUser';
import { UserStats } from './ui/UserStats';
import { RelatedRewardsLoading } from './ui/RelatedRewardsLoading';
import styles from './ui/styles';

const EMPTY: string[] = [];
// The related rewards load after the page (their code and the gauges lookup are not needed for its first paint).
const RelatedRewardsSection = lazy(() => import('./ui/RelatedRewardsSection'));

/** `/pools/:address`: the pool page. */
export default function PoolScreen() {
  const { address = '' } = useParams();
  const intl = useIntl();
  const query = usePool(address);
  const tokenList = useTokenList();
  const imported = useMemo(() => readImportedTokens(), []);
  const favs = useStars(favouritePools);
  const pool = query.data;
  const user = usePoolUser(address, pool?.meta.lpAddress);
  const roots = pool?.meta.currencyAddresses ?? EMPTY;
  const dec = useTokenDecimals(roots, tokenList.index);
  const lp = useLpToken(pool?.meta.lpAddress);
  const lpPrice = useLpUsdPrice(user.owner ? pool?.meta.lpAddress : undefined);

  // one function while the tokens' decimals stay the same: the stats, chart and position below (memo) render again
  // only when their own figures change, not each time one of the page's queries answers
  const decimalsKey = roots.map((root) => dec.decimals.get(root) ?? '').join(',');
  const decimals = useMemo(() => {
    const list = decimalsKey.split(',').map((d) => (d === '' ? undefined : Number(d)));
    return (i: number) => list[i];
  }, [decimalsKey]);

  // the API says the pool does not exist: not found; a server or network failure can be retried
  if (query.isError && isNotFound(query.error)) return <NotFound />;
  const name = pool ? poolName(pool) : '';
  const custom = pool ? hasCustomToken(roots, tokenList.index, imported) : false;

  return (
    <div className={styles.page} data-testid="pool-page" aria-busy={query.isPending}>
      <nav aria-label={intl.formatMessage({ id: 'pools.breadcrumb' })} className={styles.breadcrumb}>
        <ol>
          <li>
            <Link to="/pools" data-testid="pool-breadcrumb-pools">
              <FormattedMessage id="pools.title" />
            </Link>
          </li>
          <li aria-current="page" data-testid="pool-breadcrumb-name">
            {name || <Skeleton width="5rem" />}{' '}
            <span title={address} data-testid="pool-address">
              {shortenAddress(address)}
            </span>{' '}
            <CopyButton value={address} label={intl.formatMessage({ id: 'pools.copyAddress' })} />
          </li>
        </ol>
      </nav>

      <header className={styles.tokenHeader}>
        <div className={styles.tokenTitle}>
          <h1 className={styles.title} data-testid="pool-title">
            {/* the pool's address until its name is known (or when it cannot be loaded) */}
            {name || shortenAddress(address)}
          </h1>
          {pool ? (
            <FavoriteButton name={name} active={favs.has(address)} onToggle={() => favs.press({ address, name })} />
          ) : null}
        </div>
        {pool ? (
          <div className={styles.actions}>
            <Link className={linkButton('secondary')} to={addLiquidityTarget(pool)} data-testid="pool-add-liquidity">
              <FormattedMessage id="pools.addLiquidity" />
            </Link>
            <Link
              className={linkButton('secondary')}
              to={removeLiquidityTarget(pool)}
              data-testid="pool-remove-liquidity"
            >
              <FormattedMessage id="pools.removeLiquidity" />
            </Link>
            <Link className={linkButton('primary')} to={tradeTarget(pool)} data-testid="pool-trade">
              <FormattedMessage id="pools.trade" />
            </Link>
          </div>
        ) : null}
      </header>

      {query.isError ? (
        <LoadError
          message={<FormattedMessage id="pools.pool.loadFailed" />}
          detail={query.error.message}
          onRetry={() => void query.refetch()}
          testId="pool-error"
        />
      ) : null}

      {pool ? (
        <ul className={styles.chips} data-testid="pool-prices">
          {pool.meta.currencyAddresses.map((root, i) => (
            <li key={root}>
              <Link to={`/tokens/${root}`} className={styles.chip} data-testid="pool-price-chip">
                <TokenIcon src={findToken(tokenList.index, root)?.logoURI} symbol={pool.meta.currencies[i] ?? '?'} />
                <span>{pool.meta.currencies[i]}</span> <span>{formatUsd(pool.prices[i] ?? '0')}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}

      {custom ? (
        <div className={styles.warning} role="note" data-testid="pool-custom-token-warning">
          <strong>
            <FormattedMessage id="pools.custom.title" />
          </strong>
          <p>
            <FormattedMessage id="pools.custom.text" />
          </p>
        </div>
      ) : null}

      {pool ? (
        <PoolStats pool={pool} decimals={decimals} lpDecimals={lp?.decimals} />
      ) : query.isError ? null : (
        <div className={styles.stats}>
          <Skeleton height="4rem" />
        </div>
      )}
      {pool ? (
        <PoolGraph address={address} nPool={isNPool(pool)} symbols={pool.meta.currencies} decimals={decimals} />
      ) : null}
      {pool ? (
        <UserStats
          pool={pool}
          lpBalance={user.lpBalance}
          decimals={decimals}
          lpDecimals={lp?.decimals}
          lpPrice={lpPrice}
          connected={!!user.owner}
        />
      ) : null}
      {pool ? (
        <Suspense fallback={<RelatedRewardsLoading />}>
          <RelatedRewardsSection
            lpRoot={pool.meta.lpAddress}
            owner={user.owner}
            lpDecimals={lp?.decimals}
            tokenIndex={tokenList.index}
          />
        </Suspense>
      ) : null}
      {/* below the pool's figures: shown with them, so it does not move down when they arrive (no layout shift) */}
      {pool ? <TransactionsSection scope={{ poolAddress: address }} testId="pool-transactions" /> : null}
    </div>
  );
}
