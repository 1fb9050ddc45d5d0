import { lazy, Suspense } from 'react';
import { PageLoading } from '@/shared/ui/PageLoading';

// the page loads after the first render, with its data (route byte budget)
const CreateProposalPage = lazy(() => import('./CreateProposalPage'));

/** `/dao/proposals/create`: the create form behind the permission check (CreateProposalPage). */
export default function CreateProposalScreen() {
  return (
    <Suspense fallback={<PageLoading />}>
      <CreateProposalPage />
    </Suspense>
  );
}
