import { z } from 'zod';
import { addressSchema, nanoAmountSchema } from '../common';
import { defineRoute } from '../route';
import { decimalSchema, hashSchema, offsetSchema, timestampSecondsSchema } from '../dex/fields';

/**
 * DAO API (`/api/qube-dao/v1`): paths, request and response shapes of `@broxus/js-core`'s `useQubeDaoApi`
 * (qube.flatqube.io/v1), read from the VoteEscrow's indexed events. Searches are POST with `limit`, `offset` and an
 * optional `ordering: {column, direction}`; every list answers `totalCount`.
 */
export const QUBE_DAO_API_BASE = '/api/qube-dao/v1';
const base = QUBE_DAO_API_BASE;

/** The DAO lists allow up to 500 rows (the candidates list asks for 500 at once). */
export const DAO_MAX_LIMIT = 500;
const limit = z
  .number()
  .int('must be an integer')
  .min(1, 'must be at least 1')
  .max(DAO_MAX_LIMIT, `must be at most ${DAO_MAX_LIMIT}`)
  .default(10)
  .describe(`Page size, 1 to ${DAO_MAX_LIMIT} (default 10)`);
const paging = { limit, offset: offsetSchema };
const direction = z.enum(['ASC', 'DESC']).describe('Sort direction');
const ordering = <const T extends [string, ...string[]]>(columns: T) =>
  z
    .object({ column: z.enum(columns).describe('Sort column'), direction })
    .nullish()
    .describe('Sort order (default: newest first)');
const time = timestampSecondsSchema;
const amount = nanoAmountSchema;
const count = z.number().int().nonnegative().describe('Number of matching items');
const epochNum = z.number().int().min(1).max(1_000_000).describe('Epoch number');
const day = time.describe('Day start, unix seconds (UTC)');

export const qubeDaoBalanceSchema = z.object({
  amount: amount.describe('QUBE locked and not withdrawn, smallest units'),
  createdAt: time.describe('First lock, unix seconds'),
  updatedAt: time.describe('Last change, unix seconds'),
  userAddress: addressSchema,
  veAmount: amount.describe('Voting power of the unexpired locks now, smallest units'),
});
export type QubeDaoBalance = z.infer<typeof qubeDaoBalanceSchema>;

export const qubeDaoBalanceRoute = defineRoute({
  method: 'GET',
  path: `${base}/balances/:address`,
  summary: "An account's locked QUBE and voting power (404: never locked)",
  params: z.object({ address: addressSchema }),
  response: qubeDaoBalanceSchema,
});

export const qubeDaoBalancesRoute = defineRoute({
  method: 'POST',
  path: `${base}/balances/search`,
  summary: 'Accounts with locked QUBE',
  body: z.object({
    ...paging,
    amountGe: amount.nullish(),
    amountLe: amount.nullish(),
    veAmountGe: amount.nullish(),
    veAmountLe: amount.nullish(),
    userAddress: addressSchema.nullish(),
    ordering: ordering(['createdAt']),
  }),
  response: z.object({ balances: z.array(qubeDaoBalanceSchema), totalCount: count }),
});

const dayFilters = { ...paging, dayGe: time.nullish(), dayLe: time.nullish(), ordering: ordering(['day']) };

export const qubeDaoBalancesStatsRoute = defineRoute({
  method: 'POST',
  path: `${base}/balances/statistics/search`,
  summary: 'Total locked QUBE and voting power at the end of each day with activity',
  body: z.object(dayFilters),
  response: z.object({
    balances: z.array(z.object({ amount, day, veAmount: amount })),
    totalCount: count,
  }),
});

export const qubeDaoDepositSchema = z.object({
  amount: amount.describe('QUBE locked'),
  callId: z.number().int().nonnegative().describe('Call id of the deposit'),
  createdAt: time.describe('Lock time, unix seconds'),
  isLocked: z.boolean().describe('Still locked now (false: expired, ready to unlock)'),
  key: z.number().int().nonnegative().describe('Deposit key in the account ((unlock time)·100 + index)'),
  lockTime: z.number().int().nonnegative().describe('Lock length, seconds'),
  transactionHash: hashSchema,
  transactionTime: time,
  user: addressSchema,
  veAmount: amount.describe('Voting power the lock gives until it ends'),
});
export type QubeDaoDeposit = z.infer<typeof qubeDaoDepositSchema>;

export const qubeDaoDepositsRoute = defineRoute({
  method: 'POST',
  path: `${base}/deposits/search`,
  summary: 'QUBE locks (deposits), with their state now',
  body: z.object({
    ...paging,
    isLocked: z.boolean().nullish(),
    key: z.number().int().nonnegative().nullish(),
    user: addressSchema.nullish(),
    ordering: ordering(['amount', 'createdAt', 'lockTime', 'veAmount']),
  }),
  response: z.object({ deposits: z.array(qubeDaoDepositSchema), totalCount: count }),
});

export const qubeDaoDepositsStatsRoute = defineRoute({
  method: 'POST',
  path: `${base}/deposits/statistics/search`,
  summary: 'Average lock length of the deposits of each day with deposits',
  body: z.object(dayFilters),
  response: z.object({
    deposits: z.array(z.object({ averageLockTime: z.number().nonnegative().describe('Seconds'), day })),
    totalCount: count,
  }),
});

export const qubeDaoEpochSchema = z.object({
  createdAt: time,
  epochEnd: time,
  epochNum,
  epochStart: time,
  totalDistribution: amount.describe('QUBE the epoch distributed (0 until it is finished)'),
  totalVeAmount: amount.describe('Votes cast in the epoch'),
  transactionTime: time,
  updatedAt: time,
  voteEnd: time.nullable(),
  voteStart: time.nullable(),
  distribution: z
    .object({
      toGauges: amount.describe('QUBE sent to the gauges (farming_distribution)'),
      treasury: amount.describe("The treasury's part with the overflow votes' farming tokens (treasury_tokens)"),
      team: amount.describe("The team's part (team_tokens)"),
      emissionDebt: amount.describe('Farming tokens carried into the next epoch (emission_debt)'),
      previousEmissionDebt: amount.describe("The previous epoch's emission debt, added to this epoch's farming"),
    })
    .nullish()
    .describe(
      'What EpochDistribution stated (null until Finish voting); the rest of totalDistribution plus the previous debt stays in the vote escrow, in no bucket',
    ),
});
export type QubeDaoEpoch = z.infer<typeof qubeDaoEpochSchema>;

export const qubeDaoEpochsRoute = defineRoute({
  method: 'POST',
  path: `${base}/epochs/search`,
  summary: 'Epochs, the current one included',
  body: z.object({
    ...paging,
    epochNum: epochNum.nullish(),
    epochStartGe: time.nullish(),
    epochStartLe: time.nullish(),
    ordering: ordering(['createdAt']),
  }),
  response: z.object({ epochs: z.array(qubeDaoEpochSchema), totalCount: count }),
});

export const qubeDaoEpochLastRoute = defineRoute({
  method: 'GET',
  path: `${base}/epochs/last`,
  summary: 'The current epoch (404 before the vote escrow is initialized)',
  response: qubeDaoEpochSchema,
});

export const qubeDaoEpochVoteSchema = z.object({
  createdAt: time,
  epochNum,
  gauge: addressSchema,
  transactionTime: time,
  userAddress: addressSchema,
  veAmount: amount.describe('Votes for this gauge'),
});

export const qubeDaoEpochVotesRoute = defineRoute({
  method: 'POST',
  path: `${base}/epochs/votes/search`,
  summary: 'Epoch votes, one row per voter and gauge',
  body: z.object({
    ...paging,
    epochNum: epochNum.nullish(),
    gauge: addressSchema.nullish(),
    userAddress: addressSchema.nullish(),
    ordering: ordering(['createdAt']),
  }),
  response: z.object({ epochVotes: z.array(qubeDaoEpochVoteSchema), totalCount: count }),
});

export const qubeDaoEpochVotesSumRoute = defineRoute({
  method: 'GET',
  path: `${base}/epochs/:epochNum/votes/sum`,
  summary: 'Votes per gauge in an epoch; normalized and distributed amounts once it is finished',
  params: z.object({ epochNum: z.coerce.number().int().min(1).max(1_000_000).describe('Epoch number') }),
  response: z.array(
    z.object({
      gauge: addressSchema,
      totalAmount: amount.describe('Votes cast'),
      normalizedAmount: amount.nullable().describe('Votes after the min/max normalization (null: not finished)'),
      distributedAmount: amount.nullable().describe('QUBE the gauge received (null: not finished)'),
    }),
  ),
});

export const qubeDaoDistributionsRoute = defineRoute({
  method: 'POST',
  path: `${base}/epochs/distributions/search`,
  summary: 'QUBE each gauge received at the end of each epoch',
  body: z.object({
    epochNum: epochNum.nullish(),
    gauge: addressSchema.nullish(),
    ordering: ordering(['createdAt']),
  }),
  response: z.object({
    epochDistributions: z.array(z.object({ amount, createdAt: time, epochNum, gauge: addressSchema })),
    totalCount: count,
  }),
});

export const qubeDaoMainPageRoute = defineRoute({
  method: 'GET',
  path: `${base}/main_page`,
  summary: 'DAO totals: QUBE locked, voting power, average lock length of the active locks',
  response: z.object({
    averageLockTime: z.number().nonnegative().describe('Seconds'),
    totalAmount: amount,
    totalVeAmount: amount,
  }),
});

/** The vote escrow's settings and current epoch as its getters answer them (a visitor's browser cannot run getters). */
export const qubeDaoEscrowSchema = z.object({
  qube: addressSchema.describe('The vote token (QUBE) root'),
  minLock: z.number().int().nonnegative().describe('Shortest lock, seconds'),
  maxLock: z.number().int().nonnegative().describe('Longest lock, seconds'),
  whitelistPrice: amount.describe('QUBE paid to whitelist a gauge'),
  qubeBalance: amount,
  veQubeBalance: amount,
  distributionSupply: amount.describe('QUBE left to distribute to gauges'),
  emissionDebt: amount.describe('Farming QUBE carried into the current epoch'),
  epochTime: z.number().int().nonnegative().describe('Epoch length, seconds'),
  votingTime: z.number().int().nonnegative().describe('Vote length, seconds'),
  timeBeforeVoting: z.number().int().nonnegative().describe('Seconds from epoch start to vote start'),
  minRatioBp: z.number().int().nonnegative().describe('Min votes ratio of a gauge, basis points'),
  maxRatioBp: z.number().int().nonnegative().describe('Max votes ratio of a gauge, basis points'),
  maxGaugesPerVote: z.number().int().nonnegative(),
  gaugesNum: z.number().int().nonnegative().describe('Gauges with DAO approval'),
  currentEpoch: z.number().int().nonnegative(),
  epochStart: time,
  epochEnd: time,
  voteStart: time,
  voteEnd: time,
  totalVotes: amount.describe('Votes of the running vote'),
  schedule: z.array(amount).describe('QUBE to distribute per epoch, first epoch first'),
  chainTime: time.describe("The chain's clock when read"),
  voting: z
    .object({
      whitelist: z.array(addressSchema).describe('Whitelisted gauges'),
      approved: z.array(addressSchema).describe('Gauges with DAO approval'),
      votes: z.array(z.object({ gauge: addressSchema, amount })).describe('The running vote per gauge'),
      normalized: z.array(z.object({ gauge: addressSchema, amount })).describe('Votes after normalization, now'),
      distribution: z.array(z.object({ gauge: addressSchema, amount })).describe('What Finish voting would pay, now'),
      treasury: amount,
      team: amount,
      emissionDebt: amount,
    })
    .describe('The running vote and its normalized preview'),
});
export type QubeDaoEscrow = z.infer<typeof qubeDaoEscrowSchema>;

export const qubeDaoEscrowRoute = defineRoute({
  method: 'GET',
  path: `${base}/escrow`,
  summary: "The vote escrow's settings, current epoch and running vote, read with its getters",
  response: qubeDaoEscrowSchema,
});

export const qubeDaoTransactionKindSchema = z.enum(['Lock', 'Unlock', 'Burn']).describe('Lock, Unlock or Burn');

export const qubeDaoTransactionSchema = z.object({
  amount: amount.describe('QUBE locked (Lock), withdrawn (Unlock) or whose lock ended (Burn)'),
  createdAt: time,
  kind: qubeDaoTransactionKindSchema.nullable(),
  transactionHash: hashSchema,
  transactionTime: time,
  userAddress: addressSchema,
  veAmount: amount.describe('Voting power gained (Lock) or burnt (Burn); 0 for Unlock'),
});
export type QubeDaoTransaction = z.infer<typeof qubeDaoTransactionSchema>;

export const qubeDaoTransactionsRoute = defineRoute({
  method: 'POST',
  path: `${base}/transactions/search`,
  summary: 'Locks, unlocks (withdrawals) and burns of expired voting power',
  body: z.object({
    ...paging,
    kind: qubeDaoTransactionKindSchema.nullish(),
    transactionTimeGe: time.nullish(),
    transactionTimeLe: time.nullish(),
    userAddress: addressSchema.nullish(),
    ordering: ordering(['amount', 'createdAt', 'veAmount']),
  }),
  response: z.object({ transactions: z.array(qubeDaoTransactionSchema), totalCount: count }),
});

export const qubeDaoWhitelistGaugeSchema = z.object({
  address: addressSchema.describe('Candidate gauge'),
  isActive: z.boolean().describe('Whitelisted now'),
  daoApprove: z.boolean().describe('Approved by the DAO (Active when both, Pending DAO when only whitelisted)'),
  averageAmount: amount.describe('Average votes over the finished epochs it was a candidate in'),
  averagePercentage: decimalSchema.describe('Average share of the votes over those epochs, percent'),
  lastEpochAmount: amount.describe('Votes in the last finished epoch'),
  lastEpochPercentage: decimalSchema.describe('Share of the votes in the last finished epoch, percent'),
  activeEpochs: z.number().int().nonnegative().nullable().describe('Finished epochs it was a candidate in'),
});
export type QubeDaoWhitelistGauge = z.infer<typeof qubeDaoWhitelistGaugeSchema>;

export const qubeDaoWhitelistRoute = defineRoute({
  method: 'POST',
  path: `${base}/whitelist/search`,
  summary: 'DAO candidates (gauges ever whitelisted) with their voting record',
  body: z.object({
    ...paging,
    gaugeAddress: addressSchema.nullish(),
    isActive: z.boolean().nullish(),
    ordering: ordering(['averageAmount', 'averagePercentage', 'createdAt']),
  }),
  response: z.object({ gauges: z.array(qubeDaoWhitelistGaugeSchema), totalCount: count }),
});
