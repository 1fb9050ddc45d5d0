/**
 * Answer schemas of the governance API, of the gauges the proposals name and of the create form's candidates
 * (DAO read model `whitelist/search`) and of the accounts with voting power (`balances/search`, the voter's rank),
 * imported dynamically by proposalsApi.ts. Named imports (not the package's
 * whole namespace) let the bundler keep only these schemas.
 */
import {
  governanceProposalsRoute,
  governanceVoterCountsRoute,
  governanceVoterProposalsRoute,
  governanceVotesRoute,
  qubeDaoBalancesRoute,
  qubeDaoGaugesBatchRoute,
} from '@tycho/api';
import { z } from 'zod';

const candidates = z.object({
  gauges: z.array(z.object({ address: z.string(), daoApprove: z.boolean(), isActive: z.boolean() })),
  totalCount: z.number(),
});

export const proposalsSchemas = {
  proposals: governanceProposalsRoute.response,
  voterProposals: governanceVoterProposalsRoute.response,
  votes: governanceVotesRoute.response,
  voterCounts: governanceVoterCountsRoute.response,
  candidates,
  gauges: qubeDaoGaugesBatchRoute.response,
  balances: qubeDaoBalancesRoute.response,
};
