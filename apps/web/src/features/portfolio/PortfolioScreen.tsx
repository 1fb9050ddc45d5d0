import { lazy, Suspense } from 'react';
import { PageLoading } from '@/shared/ui/PageLoading';

// the page loads after the first render, with its data (route byte budget, as the DAO screens do)
const PortfolioPage = lazy(() => import('./PortfolioPage'));

/** `/portfolio` and `/portfolio/{address}`: the wallet's totals, history and holdings by kind (PortfolioPage). */
export default function PortfolioScreen() {
  return (
    <Suspense fallback={<PageLoading />}>
      <PortfolioPage />
    </Suspense>
  );
}
