import { lazy, Suspense } from 'react';
import { PageLoading } from '@/shared/ui/PageLoading';

// the page loads after the first render, with its data (route byte budget)
const ProposalPage = lazy(() => import('./ProposalPage'));

/** `/dao/proposals/{id}`: one proposal (ProposalPage). */
export default function ProposalScreen() {
  return (
    <Suspense fallback={<PageLoading />}>
      <ProposalPage />
    </Suspense>
  );
}
