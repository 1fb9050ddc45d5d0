import { lazy, Suspense } from 'react';
import { TradeTabs } from '@/shared/ui/TradeTabs';
import { useSwap } from './hooks/useSwap';
import { Greeting } from './ui/Greeting';
import { SwapCard } from './ui/SwapCard';
import styles from './ui/swap.module.css';

const PairPanel = lazy(() => import('./ui/PairPanel'));

/** `/swap/:left?/:right?`: the swap card, then the pair's chart and pool transactions (spec 2.2). */
export default function SwapScreen() {
  const model = useSwap();
  const { left, right } = model;
  return (
    <div className={styles.page} data-testid="swap-page">
      <TradeTabs active="swap" />
      {(!model.owner || model.nativeBalance === '0') && <Greeting connected={!!model.owner} />}
      <SwapCard model={model} />
      {left && right && (
        <Suspense fallback={null}>
          <PairPanel left={left.routeAddress} right={right.routeAddress} />
        </Suspense>
      )}
    </div>
  );
}
