/** The portfolio's screen: its page loads after the first render (deferredPage in shared/ui/PageLoading.tsx). */
import { deferredPage } from '@/shared/ui/PageLoading';

/** `/portfolio` and `/portfolio/{address}`: the wallet's totals, history and holdings by kind. */
export const PortfolioScreen = deferredPage(() => import('./PortfolioPage'));
