/**
 * Answer schemas of the DAO read model (`config.api.qubeDao`), written from `@broxus/js-core`'s
 * `api/useQubeDaoApi.d.ts`; imported dynamically by daoApi.ts, so zod leaves the first load.
 */
import { z } from 'zod';
import { gaugesRoute, qubeDaoEscrowRoute, qubeDaoGaugesBatchRoute } from '@tycho/api';

/** A decimal integer string (amounts in smallest units). */
const units = z.string().regex(/^\d+$/);
const seconds = z.number().int();

export const mainPage = z.object({ averageLockTime: z.number(), totalAmount: units, totalVeAmount: units });

export const balance = z.object({
  amount: units,
  createdAt: seconds,
  updatedAt: seconds,
  userAddress: z.string(),
  veAmount: units,
});

export const deposit = z.object({
  amount: units,
  callId: z.number(),
  createdAt: seconds,
  isLocked: z.boolean(),
  key: z.number(),
  lockTime: seconds,
  transactionHash: z.string(),
  transactionTime: seconds,
  user: z.string(),
  veAmount: units,
});
export const deposits = z.object({ deposits: z.array(deposit), totalCount: z.number() });

export const epoch = z.object({
  createdAt: seconds,
  epochEnd: seconds,
  epochNum: z.number().int(),
  epochStart: seconds,
  totalDistribution: units,
  totalVeAmount: units,
  transactionTime: seconds,
  updatedAt: seconds,
  voteEnd: seconds.nullable(),
  voteStart: seconds.nullable(),
  /** EpochDistribution's parts (null until Finish voting). */
  distribution: z
    .object({ toGauges: units, treasury: units, team: units, emissionDebt: units, previousEmissionDebt: units })
    .nullish(),
});
export const epochs = z.object({ epochs: z.array(epoch), totalCount: z.number() });

export const epochVote = z.object({
  createdAt: seconds,
  epochNum: z.number().int(),
  gauge: z.string(),
  transactionTime: seconds,
  userAddress: z.string(),
  veAmount: units,
});
export const epochVotes = z.object({ epochVotes: z.array(epochVote), totalCount: z.number() });

export const votesSum = z.array(
  z.object({
    distributedAmount: units.nullish(),
    gauge: z.string(),
    normalizedAmount: units.nullish(),
    totalAmount: units,
  }),
);

export const distributions = z.object({
  epochDistributions: z.array(
    z.object({ amount: units, createdAt: seconds, epochNum: z.number().int(), gauge: z.string() }),
  ),
  totalCount: z.number(),
});

export const transactionKind = z.enum(['Burn', 'Lock', 'Unlock']);
export const transactions = z.object({
  totalCount: z.number(),
  transactions: z.array(
    z.object({
      amount: units,
      createdAt: seconds,
      kind: transactionKind.nullable(),
      transactionHash: z.string(),
      transactionTime: seconds,
      userAddress: z.string(),
      veAmount: units,
    }),
  ),
});

export const whitelistGauge = z.object({
  activeEpochs: z.number().nullish(),
  address: z.string(),
  averageAmount: units,
  averagePercentage: z.string(),
  daoApprove: z.boolean(),
  isActive: z.boolean(),
  lastEpochAmount: units,
  lastEpochPercentage: z.string(),
});
export const whitelist = z.object({ gauges: z.array(whitelistGauge), totalCount: z.number() });

export const daoSchemas = {
  mainPage,
  balance,
  deposits,
  epoch,
  epochs,
  epochVotes,
  votesSum,
  distributions,
  transactions,
  whitelist,
  gauges: gaugesRoute.response,
  gaugesBatch: qubeDaoGaugesBatchRoute.response,
  escrow: qubeDaoEscrowRoute.response,
};

export type DaoEpoch = z.infer<typeof epoch>;
export type DaoDeposit = z.infer<typeof deposit>;
export type DaoTransaction = z.infer<typeof transactions>['transactions'][number];
export type DaoTransactionKind = z.infer<typeof transactionKind>;
export type DaoEscrowAnswer = z.infer<typeof qubeDaoEscrowRoute.response>;
export type WhitelistGauge = z.infer<typeof whitelistGauge>;
