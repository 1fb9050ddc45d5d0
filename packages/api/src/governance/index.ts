import { PROPOSAL_STATES } from '@tycho/abi';
import { z } from 'zod';
import { addressSchema, nanoAmountSchema } from '../common';
import { defineRoute } from '../route';
import {
  addressListSchema,
  bocSchema,
  hashSchema,
  limitSchema,
  offsetSchema,
  timestampSecondsSchema,
} from '../dex/fields';

/**
 * Governance API (`/api/governance/v1`): paths, request and response shapes of `@broxus/js-core`'s `useDaoApi`
 * (dao.flatqube.io/v1) plus the voters' proposal counts, read from the DaoRoot's, the proposals' and the vote-escrow
 * accounts' indexed events. Searches are POST with `limit` (1–100), `offset` and an optional
 * `ordering: {column, direction}` (default createdAt DESC); every list answers `totalCount`.
 */
export const GOVERNANCE_API_BASE = '/api/governance/v1';
const base = GOVERNANCE_API_BASE;

export const proposalStateSchema = z.enum(PROPOSAL_STATES).describe('Proposal state');
export type ProposalState = z.infer<typeof proposalStateSchema>;
/** A state filter: a contract state, or Unknown (spec 2: a state the contract does not name; none of ours). */
export const proposalStateFilterSchema = z
  .enum([...PROPOSAL_STATES, 'Unknown'])
  .describe("Proposal state, or Unknown: a state outside the contract's list");
export type ProposalStateFilter = z.infer<typeof proposalStateFilterSchema>;

const time = timestampSecondsSchema;
const amount = nanoAmountSchema;
const count = z.number().int().nonnegative().describe('Number of matching items');
const proposalId = z.number().int().min(1, 'must be at least 1').max(4_294_967_295, 'must fit uint32');
const seconds = z.number().int().nonnegative().describe('Seconds');
const direction = z.enum(['ASC', 'DESC']).describe('Sort direction');
const ordering = <const T extends [string, ...string[]]>(columns: T) =>
  z
    .object({ column: z.enum(columns).describe('Sort column'), direction })
    .nullish()
    .describe('Sort order (default: createdAt DESC)');
const paging = { limit: limitSchema, offset: offsetSchema };

export const tvmActionSchema = z.object({
  payload: bocSchema.describe('Message body (base64 BOC)'),
  target: addressSchema,
  value: amount.describe('Value attached, smallest units of the native coin'),
  call: z
    .object({ method: z.enum(['approveGaugeDAO', 'removeGaugeDAO']), gauge: addressSchema })
    .nullish()
    .describe("The vote escrow's candidate call the action carries (add or remove a DAO candidate); null otherwise"),
});
export const evmActionSchema = z.object({
  callData: z.string().describe('Call data (base64)'),
  chainId: z.number().int().nonnegative(),
  signature: z.string(),
  target: z.string().describe('EVM address, 0x and 40 hexadecimal characters'),
  value: amount,
});
export type TvmAction = z.infer<typeof tvmActionSchema>;
export type EvmAction = z.infer<typeof evmActionSchema>;

export const proposalSchema = z.object({
  actions: z.object({ ethActions: z.array(evmActionSchema), tonActions: z.array(tvmActionSchema) }),
  againstVotes: amount,
  canceled: z.boolean(),
  canceledAt: time.nullable(),
  createdAt: time.describe('Creation, unix seconds'),
  description: z.string(),
  endTime: time.describe('Voting end, unix seconds'),
  executed: z.boolean(),
  executedAt: time.nullable(),
  executionTime: time.nullable().describe('Queued proposals: earliest execution, unix seconds'),
  forVotes: amount,
  gracePeriod: seconds,
  messageHash: hashSchema,
  proposalAddress: addressSchema,
  proposalId,
  proposer: addressSchema,
  queued: z.boolean(),
  queuedAt: time.nullable(),
  quorumVotes: amount,
  startTime: time.describe('Voting start, unix seconds'),
  state: proposalStateSchema,
  timeLock: seconds,
  timestampBlock: time,
  transactionHash: hashSchema,
  updatedAt: time,
  votingDelay: seconds,
});
export type GovernanceProposal = z.infer<typeof proposalSchema>;

const proposalFilters = {
  ...paging,
  endTimeGe: time.nullish(),
  endTimeLe: time.nullish(),
  proposalAddress: addressSchema.nullish(),
  proposalId: proposalId.nullish(),
  proposer: addressSchema.nullish(),
  startTimeGe: time.nullish(),
  startTimeLe: time.nullish(),
  state: proposalStateFilterSchema.nullish(),
};

export const governanceProposalsRoute = defineRoute({
  method: 'POST',
  path: `${base}/proposals/search`,
  summary: 'Proposals, with their state now',
  body: z.object({ ...proposalFilters, ordering: ordering(['createdAt', 'updatedAt']) }),
  response: z.object({ proposals: z.array(proposalSchema), totalCount: count }),
});

export const governanceOverviewRoute = defineRoute({
  method: 'GET',
  path: `${base}/proposals/overview`,
  summary: 'Number of proposals',
  response: z.object({ proposalsTotalCount: count }),
});

export const voteSchema = z.object({
  createdAt: time,
  locked: z.boolean().describe('The vote is still held in the voter account (casted_votes) and not unlocked'),
  messageHash: hashSchema,
  proposalId,
  reason: z.string(),
  support: z.boolean(),
  transactionHash: hashSchema,
  voter: addressSchema,
  votes: amount,
});
export type GovernanceVote = z.infer<typeof voteSchema>;

export const governanceVotesRoute = defineRoute({
  method: 'POST',
  path: `${base}/votes/search`,
  summary: 'Votes cast on proposals',
  body: z.object({
    ...paging,
    locked: z.boolean().nullish(),
    proposalId: proposalId.nullish(),
    support: z.boolean().nullish(),
    voter: addressSchema.nullish(),
    ordering: ordering(['createdAt']),
  }),
  response: z.object({ votes: z.array(voteSchema), totalCount: count }),
});

export const governanceVoterProposalsRoute = defineRoute({
  method: 'POST',
  path: `${base}/voters/:voter/search`,
  summary: "The proposals a voter voted on, each with the voter's vote",
  params: z.object({ voter: addressSchema }),
  body: z.object({
    ...proposalFilters,
    availableForUnlock: z
      .boolean()
      .nullish()
      .describe('Locked votes whose proposal is no longer Pending or Active (true) or still is (false)'),
    locked: z.boolean().nullish().describe('The vote is still locked in the voter account'),
    support: z.boolean().nullish(),
    ordering: ordering(['createdAt']),
  }),
  response: z.object({
    proposalWithVotes: z.array(z.object({ proposal: proposalSchema, vote: voteSchema })),
    totalCount: count,
  }),
});

export const governanceVoterCountsRoute = defineRoute({
  method: 'POST',
  path: `${base}/voters/proposals/count`,
  summary: 'How many proposals each voter voted on (voters without votes answer 0)',
  body: z.object({ voters: addressListSchema(100) }),
  response: z.array(z.object({ voter: addressSchema, count })),
});

export const governanceRoutes = [
  governanceProposalsRoute,
  governanceOverviewRoute,
  governanceVotesRoute,
  governanceVoterProposalsRoute,
  governanceVoterCountsRoute,
] as const;
