import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from '@/shared/lib/router';
import { config } from '@/shared/config';
import { favouriteTokens, useStars } from '@/shared/favourites';
import { formatUsd, shortenAddress } from '@/shared/lib/format';
import { findToken, readImportedTokens, useTokenList } from '@/shared/tokens';
import { buttonClass as linkButton } from '@/shared/ui/Button';
import { ChangeValue } from '@/shared/ui/ChangeValue';
import { LoadError } from '@/shared/ui/LoadError';
import { NotFound } from '@/shared/ui/NotFound';
import { Skeleton } from '@/shared/ui/Skeleton';
import { TokenIcon } from '@/shared/ui/TokenIcon';
import { TransactionsSection } from '@/shared/ui/transactions';
import { useCurrency } from './hooks/useTokenQueries';
import { RelatedPools } from './ui/RelatedPools';
import { TokenGraph } from './ui/TokenGraph';
import { TokenStats } from './ui/TokenStats';
import { WatchButton } from './ui/WatchButton';
import styles from '@/shared/ui/page.module.css';
import { addLiquidityPath, tokenHeader, tokenPage, tradePath } from './logic/tokenView';

/** `/tokens/:address`: the token page. */
export default function TokenScreen() {
  const { address = '' } = useParams();
  const intl = useIntl();
  const currency = useCurrency(address);
  const tokenList = useTokenList();
  const imported = useMemo(() => readImportedTokens(), []);
  const watch = useStars(favouriteTokens);

  const page = tokenPage(currency);
  if (page.notFound) return <NotFound />;
  const data = currency.data;
  const entry = findToken(tokenList.index, address);
  const { symbol, title, scam, custom } = tokenHeader({
    address,
    currency: data,
    listed: entry,
    scamList: config.scamList,
    verifiedSymbols: tokenList.verifiedSymbols,
    index: tokenList.index,
    imported,
  });

  return (
    <div className={styles.page} data-testid="token-page" aria-busy={currency.isPending}>
      <nav aria-label={intl.formatMessage({ id: 'token.breadcrumb' })} className={styles.breadcrumb}>
        <ol>
          <li>
            <Link to="/tokens" data-testid="token-breadcrumb-tokens">
              <FormattedMessage id="tokens.title" />
            </Link>
          </li>
          <li aria-current="page">{symbol || <Skeleton width="3rem" />}</li>
        </ol>
      </nav>

      <header className={styles.tokenHeader}>
        <div className={styles.tokenTitle}>
          <TokenIcon src={entry?.logoURI} symbol={symbol || '?'} size={40} />
          <div>
            <h1 className={styles.title} data-testid="token-title">
              {/* the token's address until its name is known */}
              {title ?? shortenAddress(address)}
              {scam ? (
                <span className={styles.scam} data-testid="scam-tag">
                  {' '}
                  <FormattedMessage id="token.scam" />
                </span>
              ) : null}
            </h1>
            <p className={styles.subtitle} data-testid="token-page-symbol">
              {symbol || <Skeleton width="3rem" />}
            </p>
          </div>
          {symbol ? (
            <WatchButton symbol={symbol} watched={watch.has(address)} onToggle={() => watch.press(address)} />
          ) : null}
        </div>
        <div className={styles.price}>
          {data ? (
            <>
              <span className={styles.priceValue} data-testid="token-price">
                {formatUsd(data.price)}
              </span>
              <ChangeValue value={data.priceChange} testId="token-price-change" />
            </>
          ) : page.priceSkeleton ? (
            <Skeleton width="6rem" height="2.25rem" />
          ) : null}
        </div>
        <div className={styles.actions}>
          <Link className={linkButton('secondary')} to={addLiquidityPath(address)} data-testid="token-add-liquidity">
            <FormattedMessage id="token.addLiquidity" />
          </Link>
          <Link
            className={linkButton('primary')}
            to={tradePath(address, tokenList.wrappedNativeRoot)}
            data-testid="token-trade"
          >
            <FormattedMessage id="token.trade" />
          </Link>
        </div>
      </header>

      {currency.isError ? (
        <LoadError
          message={<FormattedMessage id="token.loadFailed" />}
          detail={currency.error.message}
          onRetry={() => void currency.refetch()}
          testId="token-error"
        />
      ) : null}

      {custom ? (
        <div className={styles.warning} role="note" data-testid="custom-token-warning">
          <strong>
            <FormattedMessage id="token.custom.title" />
          </strong>
          <p>
            <FormattedMessage id="token.custom.text" />
          </p>
        </div>
      ) : null}

      <TokenStats currency={data} />
      <TokenGraph address={address} />
      <RelatedPools address={address} />
      <TransactionsSection scope={{ currencyAddress: address }} testId="token-transactions" />
    </div>
  );
}
