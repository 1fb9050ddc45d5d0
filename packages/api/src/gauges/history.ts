import { z } from 'zod';
import { addressSchema, nanoAmountSchema } from '../common';
import { defineRoute } from '../route';
import { timeframeSchema } from '../dex/enums';
import {
  addressListSchema,
  checkWindow,
  decimalSchema,
  limitSchema,
  offsetSchema,
  timestampMsSchema,
  timestampSecondsSchema,
} from '../dex/fields';
import { GAUGES_API_BASE, gaugeInfoSchema, gaugeItemSchema } from './index';

/**
 * The gauges API's lookups and histories (`/api/gauges/v1`, spec 7 of document 2): gauges by LP root (the pool page's
 * related rewards), a batch by address, TVL and APR over time, reward rounds and a user's balance over time. Shapes
 * follow `@broxus/js-core`'s `useGaugesApi` (GaugesLpRootRequestParams, QubeDaoGaugeBatchRequestParams,
 * GaugeGraphRequestParams/GaugeGraphResponse, GaugeRewardRoundsRequestParams/GaugeRewardRoundsResponse); js-core has
 * no user-history type: `/gauges/user-history-balance` answers the same `stats` points.
 */

export const gaugesByRootRoute = defineRoute({
  method: 'POST',
  path: `${GAUGES_API_BASE}/gauges/get-by-root`,
  summary: 'Gauges whose deposit token is this LP root, highest maxApr first (the pool page shows the first)',
  body: z.object({ lpAddress: addressSchema.describe('Root of the LP token') }),
  response: z.object({
    gauges: z.array(gaugeItemSchema).describe('Gauges of the LP token, highest maxApr first'),
    total: z.number().int().nonnegative().describe('Number of gauges (js-core name)'),
    totalCount: z.number().int().nonnegative().describe('Number of gauges'),
  }),
});

/** js-core's QubeDaoGaugeBatchRequestParams; also served by the DAO API (`/api/qube-dao/v1/gauges/batch`). */
export const gaugesBatchBodySchema = z.object({
  gauges: addressListSchema(100).describe('Gauge addresses, at most 100'),
});

export const gaugesBatchResponseSchema = z.object({
  gauges: z.array(gaugeInfoSchema).describe('The known gauges among those asked, in the order asked'),
});

export const gaugesBatchRoute = defineRoute({
  method: 'POST',
  path: `${GAUGES_API_BASE}/gauges/batch`,
  summary: 'Several gauges by address (unknown addresses are left out)',
  body: gaugesBatchBodySchema,
  response: gaugesBatchResponseSchema,
});

const window = {
  from: timestampMsSchema.describe('Start of the window, unix milliseconds'),
  to: timestampMsSchema.describe('End of the window, unix milliseconds; not before from'),
  timeframe: timeframeSchema,
};

export const gaugeGraphBodySchema = z
  .object({ gaugeAddress: addressSchema.describe('Gauge address'), ...window })
  .superRefine(checkWindow);

export const gaugeStatSchema = z.object({
  timestamp: timestampMsSchema.describe('Start of the interval, unix milliseconds'),
  value: decimalSchema.describe('Value at the end of the interval'),
});
export type GaugeStat = z.infer<typeof gaugeStatSchema>;

const stats = z.object({ stats: z.array(gaugeStatSchema).describe('Points in time order, at most 2,000') });

export const gaugeTvlRoute = defineRoute({
  method: 'POST',
  path: `${GAUGES_API_BASE}/gauges/tvl`,
  summary: "A gauge's TVL in USD over time: the LP deposited at each point, valued at the current LP price",
  body: gaugeGraphBodySchema,
  response: stats,
});

const aprNote =
  'the reward speeds of the rounds running at each point, valued at current prices, over the LP deposited then, ' +
  "weighted by the gauge's current boosted-to-deposited ratio (the lock boosts of the past are not replayed)";

export const gaugeMinAprRoute = defineRoute({
  method: 'POST',
  path: `${GAUGES_API_BASE}/gauges/min-apr`,
  summary: `A gauge's APR without boost over time, percent: ${aprNote}`,
  body: gaugeGraphBodySchema,
  response: stats,
});

export const gaugeMaxAprRoute = defineRoute({
  method: 'POST',
  path: `${GAUGES_API_BASE}/gauges/max-apr`,
  summary: `A gauge's APR with the full lock boost over time, percent: min-apr times maxBoost`,
  body: gaugeGraphBodySchema,
  response: stats,
});

export const gaugeUserBalanceBodySchema = z
  .object({
    gaugeAddress: addressSchema.describe('Gauge address'),
    userAddress: addressSchema.describe('Depositor'),
    ...window,
  })
  .superRefine(checkWindow);

export const gaugeUserBalanceRoute = defineRoute({
  method: 'POST',
  path: `${GAUGES_API_BASE}/gauges/user-history-balance`,
  summary: "A user's LP deposited in a gauge over time, smallest units, from the indexed deposits and withdrawals",
  body: gaugeUserBalanceBodySchema,
  response: stats,
});

export const gaugeRewardRoundSchema = z.object({
  id: z.number().int().min(1).describe('Round number, 1 for the first round of the gauge'),
  startDate: timestampSecondsSchema.describe('Start, unix seconds'),
  endDate: timestampSecondsSchema
    .nullable()
    .describe('End, unix seconds (the next round start for an open round followed by another); null: open'),
  rewardTokens: z
    .array(
      z.object({
        tokenRoot: addressSchema.describe('Reward token root'),
        tokenSymbol: z.string().describe('Token symbol ("" when unknown)'),
        farmingSpeed: nanoAmountSchema.describe('Reward per second, smallest units'),
        budget: nanoAmountSchema.nullable().describe('Speed times the round length, smallest units; null: open'),
      }),
    )
    .describe('Tokens paid in this round (rounds with the same start and end are one round)'),
});
export type GaugeRewardRound = z.infer<typeof gaugeRewardRoundSchema>;

const roundsBody = z.object({
  gaugeAddress: addressSchema.describe('Gauge address'),
  limit: limitSchema,
  offset: offsetSchema,
});

const rounds = z.object({
  rewardTokens: z.array(gaugeRewardRoundSchema).describe('One page of rounds, newest first (js-core name)'),
  total: z.number().int().nonnegative().describe('Number of rounds (js-core name)'),
  totalCount: z.number().int().nonnegative().describe('Number of rounds'),
});

export const gaugeQubeRoundsRoute = defineRoute({
  method: 'POST',
  path: `${GAUGES_API_BASE}/reward-rounds/qube`,
  summary: "A gauge's QUBE reward rounds (opened by the DAO's epoch distributions), newest first, paginated",
  body: roundsBody,
  response: rounds,
});

export const gaugeTokenRoundsRoute = defineRoute({
  method: 'POST',
  path: `${GAUGES_API_BASE}/reward-rounds/tokens`,
  summary: "A gauge's extra-token reward rounds, newest first, paginated",
  body: roundsBody,
  response: rounds,
});

export const gaugeHistoryRoutes = [
  gaugesByRootRoute,
  gaugesBatchRoute,
  gaugeTvlRoute,
  gaugeMinAprRoute,
  gaugeMaxAprRoute,
  gaugeUserBalanceRoute,
  gaugeQubeRoundsRoute,
  gaugeTokenRoundsRoute,
] as const;
