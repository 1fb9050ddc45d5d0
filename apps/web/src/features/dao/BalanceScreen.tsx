import { lazy, Suspense } from 'react';
import { PageLoading } from '@/shared/ui/PageLoading';

// the page loads after the first render, with its data (route byte budget)
const BalancePage = lazy(() => import('./BalancePage'));

/** `/dao/balance`: the member's locks, deposits, transactions and the DAO's farming pools (BalancePage). */
export default function BalanceScreen() {
  return (
    <Suspense fallback={<PageLoading />}>
      <BalancePage />
    </Suspense>
  );
}
