import { lazy, Suspense } from 'react';
import { useParams } from '@/shared/lib/router';
import { Skeleton } from '@/shared/ui/Skeleton';
import { TradeTabs } from '@/shared/ui/TradeTabs';
import { useWalletPending } from '@/shared/chain';
import { NARROW_QUERY, useMediaQuery } from '@/shared/ui/useMediaQuery';
import { useSwap } from './hooks/useSwap';
import { Greeting } from './ui/Greeting';
import { SwapCard } from './ui/SwapCard';
import styles from './ui/swap.module.css';

const PairPanel = lazy(() => import('./ui/PairPanel'));

/** `/swap/:left?/:right?`: the swap card, then the pair's chart and pool transactions (spec 2.2). */
export default function SwapScreen() {
  const model = useSwap();
  const { left, right } = model;
  const narrow = useMediaQuery(NARROW_QUERY);
  const params = useParams();
  // the greeting depends on the account (a visitor's or an empty wallet's): while a returning user's wallet may still
  // connect by itself, it waits, so it never appears and then goes above a card on screen. Otherwise it is there from
  // the page's first screen (the page's largest text), while the card waits for the token list, without which the
  // URL's tokens are bare addresses flagged as unlisted.
  const accountPending = useWalletPending() || (!!model.owner && model.nativeBalance === undefined);
  const greeting = !accountPending && (!model.owner || model.nativeBalance === '0');
  if (accountPending || model.list.isLoading) {
    // on a wide screen the chart's place is kept from the start: the card's and the greeting's places do not change
    // when the chart comes (unless the URL names one token twice: no chart then)
    return (
      <div className={styles.page} data-testid="swap-page">
        <TradeTabs active="swap" />
        {greeting && <Greeting connected={!!model.owner} />}
        <div className={styles.cardSpace}>
          <Skeleton height="22rem" />
        </div>
        {narrow || samePair(params.leftTokenRoot ?? '', params.rightTokenRoot ?? '-') ? null : <ChartSpace />}
      </div>
    );
  }
  return (
    <div className={styles.page} data-testid="swap-page">
      <TradeTabs active="swap" />
      {greeting && <Greeting connected={!!model.owner} />}
      <SwapCard model={model} />
      {left && right && (
        <Suspense fallback={narrow || samePair(left.routeAddress, right.routeAddress) ? null : <ChartSpace />}>
          <PairPanel left={left.routeAddress} right={right.routeAddress} />
        </Suspense>
      )}
    </div>
  );
}

const samePair = (left: string, right: string) => left.toLowerCase() === right.toLowerCase();

/**
 * The chart's place while its code loads, of the chart section's size: on wide screens the section puts the card in
 * the right column, so the card must not move when the chart arrives (no layout shift).
 */
function ChartSpace() {
  return (
    <section className={styles.chartSection} aria-hidden="true">
      <Skeleton width="7rem" height="2rem" />
      <Skeleton height="320px" />
    </section>
  );
}
