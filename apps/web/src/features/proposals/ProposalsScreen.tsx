import { lazy, Suspense } from 'react';
import { PageLoading } from '@/shared/ui/PageLoading';

// the page loads after the first render, with its data (route byte budget)
const ProposalsPage = lazy(() => import('./ProposalsPage'));

/** `/dao/proposals`: the proposals lists (ProposalsPage). */
export default function ProposalsScreen() {
  return (
    <Suspense fallback={<PageLoading />}>
      <ProposalsPage />
    </Suspense>
  );
}
