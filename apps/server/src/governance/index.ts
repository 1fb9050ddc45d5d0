/**
 * Governance API (`/api/governance/v1`, js-core's `useDaoApi`): proposals, votes and voters from the indexed
 * governance events (`governance_events`, written by apps/server/src/indexer/governance.ts) through the pure model
 * (model.ts), filtered, sorted and paged in memory. Each proposal's times and configuration are read once from its
 * getters; its state is evaluated at the chain clock on every answer.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ProposalAbi } from '@tycho/abi';
import {
  governanceOverviewRoute,
  governanceProposalsRoute,
  governanceVoterCountsRoute,
  governanceVoterProposalsRoute,
  governanceVotesRoute,
  type RouteDef,
} from '@tycho/api';
import type { Db } from '@tycho/db';
import { callGetter, type ChainReader } from '../chain/reader';
import { query } from '../dex/sql';
import { eq, page, within } from '../http/memoryPage';
import type { AnswerCache } from '../http/answer-cache';
import { keptReads } from '../http/routes';
import { withCandidateCalls } from './actions';
import {
  availableForUnlock,
  governanceModel,
  type GovernanceEventRow,
  type GovernanceModel,
  type ProposalFixed,
  type ProposalView,
} from './model';

interface Row {
  contract: string;
  event: string;
  proposal_id: number;
  subject: string | null;
  data: Record<string, unknown>;
  lt: string;
  timestamp: number;
  transaction_hash: string;
  message_hash: string;
}

/** The fixed parameters of proposals, read from their getters once they answer. */
class FixedCache {
  private readonly known = new Map<string, ProposalFixed>();

  constructor(private readonly chain: ChainReader) {}

  get(address: string): ProposalFixed | undefined {
    let f = this.known.get(address);
    if (f) return f;
    const timings = callGetter(this.chain, address, ProposalAbi, 'getTimings', { answerId: 0 });
    const config = callGetter(this.chain, address, ProposalAbi, 'getConfig', { answerId: 0 })?.value0;
    if (!timings || !config) return undefined;
    f = {
      startTime: Number(timings.value0),
      endTime: Number(timings.value1),
      votingDelay: Number(config.votingDelay),
      timeLock: Number(config.timeLock),
      gracePeriod: Number(config.gracePeriod),
      quorumVotes: BigInt(config.quorumVotes),
    };
    this.known.set(address, f);
    return f;
  }
}

type ProposalFilters = {
  endTimeGe?: number | null;
  endTimeLe?: number | null;
  proposalAddress?: string | null;
  proposalId?: number | null;
  proposer?: string | null;
  startTimeGe?: number | null;
  startTimeLe?: number | null;
  /** Unknown: a state outside the contract's list (the model names every proposal's state: none). */
  state?: ProposalView['state'] | 'Unknown' | null;
};

const lower = (v: string | null | undefined) => v?.toLowerCase();

function matches(p: ProposalView, f: ProposalFilters): boolean {
  return (
    within(p.endTime, f.endTimeGe, f.endTimeLe) &&
    within(p.startTime, f.startTimeGe, f.startTimeLe) &&
    eq(p.proposalAddress.toLowerCase(), lower(f.proposalAddress)) &&
    eq(p.proposalId, f.proposalId) &&
    eq(p.proposer.toLowerCase(), lower(f.proposer)) &&
    eq<string>(p.state, f.state)
  );
}

const byColumn = (p: ProposalView, column: string) => (column === 'updatedAt' ? p.updatedAt : p.createdAt);

/** Reads the governance events and builds the model at the chain clock (proposals' fixed parameters cached). */
export function governanceLoader(deps: { db: Db; chain: ChainReader }): () => Promise<GovernanceModel> {
  const { db, chain } = deps;
  const fixed = new FixedCache(chain);
  return async () => {
    const rows = await query<Row>(
      db,
      sql`select contract, event, proposal_id, subject, data, lt::text as lt, timestamp, transaction_hash,
        message_hash from governance_events order by lt, event_index`,
    );
    const events: GovernanceEventRow[] = rows.map((r) => ({
      contract: r.contract,
      event: r.event,
      proposalId: r.proposal_id,
      subject: r.subject,
      data: r.data,
      lt: r.lt,
      timestamp: r.timestamp,
      transactionHash: r.transaction_hash,
      messageHash: r.message_hash,
    }));
    return governanceModel(events, (address) => fixed.get(address), chain.now());
  };
}

export function registerGovernanceApi(
  app: FastifyInstance,
  load: () => Promise<GovernanceModel>,
  registry: RouteDef[],
  options: { voteEscrow?: string; answers?: AnswerCache } = {},
): void {
  const read = keptReads(options.answers);
  // each TVM action with the vote escrow's candidate call it carries (spec 3: "Add candidate", "Remove candidate")
  const out = (p: ProposalView) => ({ ...p, actions: withCandidateCalls(p.actions, options.voteEscrow) });
  read(
    app,
    governanceProposalsRoute,
    async ({ body }) => {
      const items = (await load()).proposals.filter((p) => matches(p, body));
      const { rows, totalCount } = page(items, body, byColumn);
      return { proposals: rows.map(out), totalCount };
    },
    registry,
  );
  read(app, governanceOverviewRoute, async () => ({ proposalsTotalCount: (await load()).proposals.length }), registry);
  read(
    app,
    governanceVotesRoute,
    async ({ body }) => {
      const items = (await load()).votes.filter(
        (v) =>
          eq(v.locked, body.locked) &&
          eq(v.proposalId, body.proposalId) &&
          eq(v.support, body.support) &&
          eq(v.voter.toLowerCase(), lower(body.voter)),
      );
      const { rows, totalCount } = page(items, body, (v) => v.createdAt);
      return { votes: rows, totalCount };
    },
    registry,
  );
  read(
    app,
    governanceVoterProposalsRoute,
    async ({ params, body }) => {
      const model = await load();
      const proposals = new Map(model.proposals.map((p) => [p.proposalId, p]));
      const voter = params.voter.toLowerCase();
      const items = model.votes.flatMap((vote) => {
        const proposal = proposals.get(vote.proposalId);
        if (!proposal || vote.voter.toLowerCase() !== voter || !matches(proposal, body)) return [];
        const ok =
          eq(vote.locked, body.locked) &&
          eq(vote.support, body.support) &&
          eq(availableForUnlock(vote, proposal.state), body.availableForUnlock);
        return ok ? [{ proposal, vote }] : [];
      });
      const { rows, totalCount } = page(items, body, (x) => x.vote.createdAt);
      return { proposalWithVotes: rows.map((x) => ({ ...x, proposal: out(x.proposal) })), totalCount };
    },
    registry,
  );
  read(
    app,
    governanceVoterCountsRoute,
    async ({ body }) => {
      const votes = (await load()).votes;
      return body.voters.map((voter) => ({
        voter,
        count: votes.filter((v) => v.voter.toLowerCase() === voter.toLowerCase()).length,
      }));
    },
    registry,
  );
}
