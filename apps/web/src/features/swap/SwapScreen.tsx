import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSwap } from './hooks/useSwap';
import { SwapCard } from './ui/SwapCard';
import styles from './ui/swap.module.css';

const PairPanel = lazy(() => import('./ui/PairPanel'));

/** `/swap/:left?/:right?`: the swap card, then the pair's chart and pool transactions (spec 2.2). */
export default function SwapScreen() {
  const model = useSwap();
  const { left, right } = model;
  return (
    <div className={styles.page} data-testid="swap-page">
      {(!model.owner || model.nativeBalance === '0') && (
        <section className={styles.greeting} data-testid="swap-greeting" aria-labelledby="swap-greeting-title">
          <h2 id="swap-greeting-title" className={styles.greetingTitle}>
            <FormattedMessage id="swap.greeting.title" />
          </h2>
          <p className={styles.greetingText}>
            <FormattedMessage id={model.owner ? 'swap.greeting.empty' : 'swap.greeting.visitor'} />
          </p>
        </section>
      )}
      <SwapCard model={model} />
      {left && right && (
        <Suspense fallback={null}>
          <PairPanel left={left.routeAddress} right={right.routeAddress} />
        </Suspense>
      )}
    </div>
  );
}
