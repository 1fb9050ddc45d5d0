import { lazy, Suspense } from 'react';
import { PageLoading } from '@/shared/ui/PageLoading';

// the page loads after the first render, with its data (route byte budget)
const DaoPage = lazy(() => import('./DaoPage'));

/** `/dao`: the DAO's figures and the previous epochs (DaoPage). */
export default function DaoScreen() {
  return (
    <Suspense fallback={<PageLoading />}>
      <DaoPage />
    </Suspense>
  );
}
