/**
 * Typed client of the governance API (`config.api.governance`, spec 7): proposals, a voter's proposals with their
 * votes, votes and the voters' proposal counts. Answers are validated by the shared schemas of `@tycho/api`, through
 * the app's answer reader (shared/api/schemaRef.ts).
 */
import type { GovernanceProposal, GovernanceVote, ProposalStateFilter } from '@tycho/api';
import { postJson, schemaRefs } from '@/shared/api';
import { config } from '@/shared/config';

type Opts = { signal?: AbortSignal };
const base = () => config.api.governance;
const schema = schemaRefs('proposals', () => import('./proposalsSchemas').then((m) => m.proposalsSchemas));

export interface ProposalsQuery {
  limit: number;
  offset: number;
  state?: ProposalStateFilter;
  proposalId?: number;
  proposer?: string;
  startTimeGe?: number;
  startTimeLe?: number;
  endTimeGe?: number;
  endTimeLe?: number;
  ordering?: { column: 'createdAt' | 'updatedAt'; direction: 'ASC' | 'DESC' };
}

export interface VoterProposalsQuery extends Omit<ProposalsQuery, 'ordering'> {
  locked?: boolean;
  availableForUnlock?: boolean;
  support?: boolean;
  ordering?: { column: 'createdAt'; direction: 'ASC' | 'DESC' };
}

export interface VotesQuery {
  limit: number;
  offset: number;
  proposalId?: number;
  voter?: string;
  support?: boolean;
  locked?: boolean;
  ordering?: { column: 'createdAt'; direction: 'ASC' | 'DESC' };
}

export type { GovernanceProposal, GovernanceVote };

export const proposalsApi = {
  proposals: (body: ProposalsQuery, opts: Opts = {}) =>
    postJson(`${base()}/proposals/search`, body, schema('proposals'), opts),
  voterProposals: (voter: string, body: VoterProposalsQuery, opts: Opts = {}) =>
    postJson(`${base()}/voters/${encodeURIComponent(voter)}/search`, body, schema('voterProposals'), opts),
  votes: (body: VotesQuery, opts: Opts = {}) => postJson(`${base()}/votes/search`, body, schema('votes'), opts),
  voterCounts: (voters: string[], opts: Opts = {}) =>
    postJson(`${base()}/voters/proposals/count`, { voters }, schema('voterCounts'), opts),
};

/** The create form's candidate list: the DAO's whitelisted gauges (limit 500), and their pools' token symbols. */
export const candidatesApi = {
  whitelist: (opts: Opts = {}) =>
    postJson(
      `${config.api.qubeDao}/whitelist/search`,
      { isActive: true, limit: 500, offset: 0, ordering: { column: 'averagePercentage', direction: 'DESC' } },
      schema('candidates'),
      opts,
    ),
  /** Up to 100 gauges by address, named by their pools' tokens (read on chain by the server: any gauge, deposits or not). */
  gauges: (addresses: string[], opts: Opts = {}) =>
    postJson(`${config.api.qubeDao}/gauges/batch`, { gauges: addresses }, schema('gauges'), opts),
};

/** How many accounts have at least this voting power (veQUBE, smallest units): the DAO read model's count. */
export async function accountsWithPower(atLeast: bigint, opts: Opts = {}): Promise<number> {
  const body = { veAmountGe: atLeast.toString(), limit: 1, offset: 0 };
  return (await postJson(`${config.api.qubeDao}/balances/search`, body, schema('balances'), opts)).totalCount;
}
