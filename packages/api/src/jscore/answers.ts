/**
 * zod schemas of `@broxus/js-core`'s answer types (issue 44), for the runtime check that a real answer of our server
 * parses as js-core's client expects it (`apps/server/test/jscore-answers.test.ts`). Each schema's output is pinned to
 * js-core's type by `answers.test.ts`, so a schema cannot drift from the type it stands for. Objects are not strict:
 * a js-core client ignores our project fields. Where our answer deliberately differs, the schema says so in a
 * comment and `answers.test.ts` pins the difference.
 */
import { z } from 'zod';

const address = z.string();
const int = z.number().int();
const amount = z.string();

// ---- useGaugesApi ----
const gaugePoolToken = z.object({ amount, tokenRoot: address, tokenSymbol: z.string() });
const gaugeRewardToken = z.object({ tokenRoot: address, tokenSymbol: z.string() });
const gaugeItem = z.object({
  address,
  depositTokenRoot: address,
  endTime: int.nullable(),
  hasQubeReward: z.boolean(),
  isLowBalance: z.boolean(),
  maxApr: z.string(),
  maxAprChange: z.string(),
  maxBoost: z.number(),
  maxLockTime: int,
  minApr: z.string(),
  minAprChange: z.string(),
  poolTokens: z.array(gaugePoolToken),
  rewardTokens: z.array(gaugeRewardToken),
  startTime: int.nullable(),
  tvl: z.string(),
  tvlChange: z.string(),
});
const gaugeInfo = gaugeItem.pick({
  address: true,
  depositTokenRoot: true,
  hasQubeReward: true,
  maxApr: true,
  minApr: true,
  poolTokens: true,
  rewardTokens: true,
  tvl: true,
});
const gaugeTransactionKind = z.enum(['claim', 'deposit', 'rewardDeposit', 'withdraw']);
const gaugeRewardRound = z.object({
  // exception: null for an open round (js-core types a number)
  endDate: int.nullable(),
  id: int,
  rewardTokens: z.array(
    // exception: budget is null for an open round (js-core types a string)
    z.object({ budget: amount.nullable(), farmingSpeed: amount, tokenRoot: address, tokenSymbol: z.string() }),
  ),
  startDate: int,
});

export const jsCoreGauges = {
  gauges: z.object({ gauges: z.array(gaugeItem), total: int }),
  gauge: z.object({ gauge: gaugeItem }),
  gaugesByUserAddress: z.object({ gauges: z.array(gaugeInfo) }),
  gaugesBatch: z.object({ gauges: z.array(gaugeInfo) }),
  transactions: z.object({
    total: int,
    transactions: z.array(
      z.object({
        gaugeAddress: address,
        kind: gaugeTransactionKind,
        timestamp: int,
        tokens: z.array(z.object({ amount, tokenRoot: address, tokenSymbol: z.string(), value: z.string() })),
        txHash: z.string(),
        userAddress: address,
      }),
    ),
  }),
  rewardRounds: z.object({ rewardTokens: z.array(gaugeRewardRound), total: int }),
  graph: z.object({ stats: z.array(z.object({ timestamp: int, value: z.string() })) }),
};

// ---- useQubeDaoApi ----
const qubeDaoBalance = z.object({ amount, createdAt: int, updatedAt: int, userAddress: address, veAmount: amount });
const qubeDaoEpoch = z.object({
  createdAt: int,
  epochEnd: int,
  epochNum: int,
  epochStart: int,
  totalDistribution: amount,
  totalVeAmount: amount,
  transactionTime: int,
  updatedAt: int,
  voteEnd: int.nullable(),
  voteStart: int.nullable(),
});

export const jsCoreQubeDao = {
  balance: qubeDaoBalance,
  balancesSearch: z.object({ balances: z.array(qubeDaoBalance), totalCount: int }),
  balancesStatsSearch: z.object({
    balances: z.array(z.object({ amount, day: int, veAmount: amount })),
    totalCount: int,
  }),
  depositsSearch: z.object({
    deposits: z.array(
      z.object({
        amount,
        callId: int,
        createdAt: int,
        isLocked: z.boolean(),
        key: int,
        lockTime: int,
        transactionHash: z.string(),
        transactionTime: int,
        user: address,
        veAmount: amount,
      }),
    ),
    totalCount: int,
  }),
  depositsStatsSearch: z.object({
    deposits: z.array(z.object({ averageLockTime: z.number(), day: int })),
    totalCount: int,
  }),
  epochsLast: qubeDaoEpoch,
  epochsSearch: z.object({ epochs: z.array(qubeDaoEpoch), totalCount: int }),
  epochsDistributionsSearch: z.object({
    epochDistributions: z.array(z.object({ amount, createdAt: int, epochNum: int, gauge: address })),
    totalCount: int,
  }),
  epochsVotesSearch: z.object({
    epochVotes: z.array(
      z.object({
        createdAt: int,
        epochNum: int,
        gauge: address,
        transactionTime: int,
        userAddress: address,
        veAmount: amount,
      }),
    ),
    totalCount: int,
  }),
  epochsVotesSum: z.array(
    z.object({
      distributedAmount: amount.nullish(),
      gauge: address,
      normalizedAmount: amount.nullish(),
      totalAmount: amount,
    }),
  ),
  mainPage: z.object({ averageLockTime: z.number(), totalAmount: amount, totalVeAmount: amount }),
  transactionsSearch: z.object({
    totalCount: int,
    transactions: z.array(
      z.object({
        amount,
        createdAt: int,
        kind: z.enum(['Burn', 'Lock', 'Unlock']).nullable(),
        transactionHash: z.string(),
        transactionTime: int,
        userAddress: address,
        veAmount: amount,
      }),
    ),
  }),
  whitelistSearch: z.object({
    gauges: z.array(
      z.object({
        activeEpochs: int.nullish(),
        address,
        averageAmount: amount,
        averagePercentage: z.string(),
        daoApprove: z.boolean(),
        isActive: z.boolean(),
        lastEpochAmount: amount,
        lastEpochPercentage: z.string(),
      }),
    ),
    totalCount: int,
  }),
};

// ---- useDaoApi ----
const daoProposalState = z.enum([
  'Active',
  'Canceled',
  'Executed',
  'Expired',
  'Failed',
  'Pending',
  'Queued',
  'Succeeded',
]);
// exception: our unset times are null where js-core leaves the key out (`.nullish()` below, optional in js-core)
const time = int.nullish();
const daoProposal = z.object({
  actions: z
    .object({
      ethActions: z
        .array(
          z.object({ callData: z.string(), chainId: int, signature: z.string(), target: z.string(), value: amount }),
        )
        .optional(),
      tonActions: z.array(z.object({ payload: z.string(), target: address, value: amount })).optional(),
    })
    .optional(),
  againstVotes: amount.optional(),
  canceled: z.boolean().optional(),
  canceledAt: time,
  createdAt: int.optional(),
  description: z.string().optional(),
  endTime: int.optional(),
  executed: z.boolean().optional(),
  executedAt: time,
  executionTime: time,
  forVotes: amount.optional(),
  gracePeriod: int.optional(),
  messageHash: z.string().optional(),
  proposalAddress: address.optional(),
  proposalId: int,
  proposer: address.optional(),
  queued: z.boolean().optional(),
  queuedAt: time,
  quorumVotes: amount.optional(),
  startTime: int.optional(),
  state: daoProposalState.optional(),
  timestampBlock: int.optional(),
  transactionHash: z.string().optional(),
  updatedAt: int.optional(),
  timeLock: int.optional(),
  votingDelay: int.optional(),
});
const daoVote = z.object({
  createdAt: int,
  locked: z.boolean(),
  messageHash: z.string(),
  proposalId: int,
  reason: z.string(),
  support: z.boolean(),
  transactionHash: z.string(),
  voter: address,
  votes: amount,
});

export const jsCoreDao = {
  proposalsSearch: z.object({ proposals: z.array(daoProposal), totalCount: int }),
  votesSearch: z.object({ totalCount: int, votes: z.array(daoVote) }),
  votersSearch: z.object({
    proposalWithVotes: z.array(z.object({ proposal: daoProposal, vote: daoVote })),
    totalCount: int,
  }),
};
