import { lazy, Suspense } from 'react';
import { PageLoading } from '@/shared/ui/PageLoading';

// the page loads after the first render, with its data (route byte budget)
const EpochPage = lazy(() => import('./EpochPage'));

/** `/dao/epochs/{n}`: one epoch, its vote and results (EpochPage). */
export default function EpochScreen() {
  return (
    <Suspense fallback={<PageLoading />}>
      <EpochPage />
    </Suspense>
  );
}
