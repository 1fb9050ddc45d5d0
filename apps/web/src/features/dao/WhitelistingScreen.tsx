import { lazy, Suspense } from 'react';
import { PageLoading } from '@/shared/ui/PageLoading';

// the page loads after the first render, with its data (route byte budget)
const WhitelistingPage = lazy(() => import('./WhitelistingPage'));

/** `/dao/whitelisting`: the whitelist form and the candidates (WhitelistingPage). */
export default function WhitelistingScreen() {
  return (
    <Suspense fallback={<PageLoading />}>
      <WhitelistingPage />
    </Suspense>
  );
}
