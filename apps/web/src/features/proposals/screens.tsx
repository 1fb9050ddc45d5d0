/** The proposals' screens: each page loads after the first render (deferredPage in shared/ui/PageLoading.tsx). */
import { deferredPage } from '@/shared/ui/PageLoading';

/** `/dao/proposals`: the proposals lists. */
export const ProposalsScreen = deferredPage(() => import('./ProposalsPage'));
/** `/dao/proposals/create`: the create form behind the permission check. */
export const CreateProposalScreen = deferredPage(() => import('./CreateProposalPage'));
/** `/dao/proposals/{id}`: one proposal. */
export const ProposalScreen = deferredPage(() => import('./ProposalPage'));
