/** The DAO's screens: each page loads after the first render (deferredPage in shared/ui/PageLoading.tsx). */
import { deferredPage } from '@/shared/ui/PageLoading';

/** `/dao`: the DAO's figures and the previous epochs. */
export const DaoScreen = deferredPage(() => import('./DaoPage'));
/** `/dao/balance`: the member's locks, deposits, transactions and the DAO's farming pools. */
export const BalanceScreen = deferredPage(() => import('./BalancePage'));
/** `/dao/epochs/{n}`: one epoch, its vote and results. */
export const EpochScreen = deferredPage(() => import('./EpochPage'));
/** `/dao/whitelisting`: the whitelist form and the candidates. */
export const WhitelistingScreen = deferredPage(() => import('./WhitelistingPage'));
