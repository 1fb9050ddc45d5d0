import { z } from 'zod';
import { addressSchema, enumListSchema, nanoAmountSchema } from '../common';
import { defineRoute, type RouteDef } from '../route';
import {
  addressListSchema,
  decimalSchema,
  hashSchema,
  limitSchema,
  offsetSchema,
  timestampSecondsSchema,
} from '../dex/fields';

/**
 * Gauges API (`/api/gauges/v1`, design.md section 5). Paths and shapes follow `@broxus/js-core`'s `useGaugesApi`
 * (GaugesRequestParams, GaugeItem, GaugeDetailsReResponse, GaugeInfo, GaugeTransactionsRequestParams,
 * GaugeTransactionsResponse); lists also carry `totalCount` (project convention) next to js-core's `total`.
 * js-core has no user-rewards type: `/gauges/user-rewards` gives the GaugeAccount's `pendingReward` (RewardData and
 * VestingData per token). js-core has no deposits type: `/deposits` follows spec section 3 (amount, status, date, APR boost, lock period,
 * lock end) and the real indexer's deposit states (locked, unlocked, noBoost).
 */
export const GAUGES_API_BASE = '/api/gauges/v1';

const tokenInfo = {
  tokenRoot: addressSchema.describe('Token root'),
  tokenSymbol: z.string().describe('Token symbol ("" when the token is not in the DEX read model)'),
};

export const gaugePoolTokenSchema = z.object({
  ...tokenInfo,
  amount: nanoAmountSchema.describe("The gauge's share of the pool reserve of this token, smallest units"),
});

export const gaugeRewardTokenSchema = z.object(tokenInfo);

const percent = (what: string) => decimalSchema.describe(`${what}, percent per year`);

export const gaugeItemSchema = z.object({
  address: addressSchema.describe('Gauge address'),
  depositTokenRoot: addressSchema.describe('Root of the deposited (LP) token'),
  startTime: timestampSecondsSchema.nullable().describe('Start of the first reward round, unix seconds; null: none'),
  endTime: timestampSecondsSchema.nullable().describe('End of the last reward round; null: open-ended or none'),
  hasQubeReward: z.boolean().describe('Whether the gauge has governance-token (QUBE) reward rounds'),
  isLowBalance: z
    .boolean()
    .describe('A reward token running now holds less than one day of its current speed (warning not to invest)'),
  maxApr: percent('APR of a deposit with the full lock boost (maxBoost)'),
  maxAprChange: decimalSchema.describe('Change of maxApr over 24 hours, percent (0: no deposit a day ago)'),
  maxBoost: z.number().nonnegative().describe('Maximum lock boost as a multiplier (contract per-mille / 1000)'),
  maxLockTime: z.number().int().nonnegative().describe('Maximum lock length, seconds'),
  minApr: percent('APR of a deposit without lock (boost 1)'),
  minAprChange: decimalSchema.describe('Change of minApr over 24 hours, percent (0: no deposit a day ago)'),
  poolTokens: z.array(gaugePoolTokenSchema).describe('Tokens of the pool behind the LP token'),
  rewardTokens: z.array(gaugeRewardTokenSchema).describe('QUBE first, then the extra reward tokens'),
  tvl: decimalSchema.describe('Value of the deposited LP tokens in USD (0 when the LP price is unknown)'),
  tvlChange: decimalSchema.describe('Change of tvl over 24 hours from deposits and withdrawals, percent'),
});
export type GaugeItem = z.infer<typeof gaugeItemSchema>;

export const gaugeInfoSchema = gaugeItemSchema.pick({
  address: true,
  depositTokenRoot: true,
  hasQubeReward: true,
  maxApr: true,
  minApr: true,
  poolTokens: true,
  rewardTokens: true,
  tvl: true,
});
export type GaugeInfo = z.infer<typeof gaugeInfoSchema>;

const rangeSchema = z
  .object({ from: decimalSchema.describe('Lower bound'), to: decimalSchema.describe('Upper bound') })
  .describe('Inclusive range');

export const gaugesOrderingSchema = z
  .enum(['TvlAsc', 'TvlDesc', 'MaxAprAsc', 'MaxAprDesc', 'MinAprAsc', 'MinAprDesc'])
  .describe('Sort order (default TvlDesc)');

export const gaugesRequestSchema = z.object({
  limit: limitSchema,
  offset: offsetSchema,
  ordering: gaugesOrderingSchema.default('TvlDesc'),
  maxApr: rangeSchema.nullish(),
  minApr: rangeSchema.nullish(),
  tvl: rangeSchema.nullish(),
  showLowBalance: z.boolean().nullish().describe('false: leave out low-balance gauges; absent or true: all'),
  starredGauges: addressListSchema(100).nullish().describe('Only these gauges (favourites)'),
  userAddress: addressSchema.nullish().describe('Only gauges this account has deposited into'),
});

const totals = {
  total: z.number().int().nonnegative().describe('Number of matching items (js-core name)'),
  totalCount: z.number().int().nonnegative().describe('Number of matching items'),
};

export const gaugesRoute = defineRoute({
  method: 'POST',
  path: `${GAUGES_API_BASE}/gauges`,
  summary: 'Gauges with TVL and APR range, filtered, sorted and paginated',
  body: gaugesRequestSchema,
  response: z.object({ gauges: z.array(gaugeItemSchema).describe('One page of gauges'), ...totals }),
});

const tokenFigures = {
  decimals: z.number().int().nonnegative().nullable().describe('Token decimals (null: unknown)'),
  price: decimalSchema.nullable().describe('USD per whole token (null: unknown)'),
};

/** A reward token's vesting terms as the gauge holds them (getRewardDetails: vesting periods and ratios). */
const vestingTerms = {
  vestingPeriod: z
    .number()
    .int()
    .nonnegative()
    .describe('Vesting period, seconds: the locked share of each reward unlocks linearly over it (0: no vesting)'),
  vestingRatio: z
    .number()
    .int()
    .min(0)
    .max(1000)
    .describe('Share of each accrued reward that vests, per mille (1000 = 100 %); the rest is claimable at once'),
};

/**
 * What the boost calculator needs, as the contract holds it: the supplies the rewards are shared over (QUBE: total
 * boosted, extra tokens: lock-boosted), the vote escrow's total veQUBE,
 * and each reward token's current speed and balance (the figures of getDetails, getRewardDetails, getTokenDetails).
 */
export const gaugeDetailsSchema = z.object({
  depositToken: z.object({ ...tokenInfo, ...tokenFigures }).describe('The deposited (LP) token'),
  depositBalance: nanoAmountSchema.describe('LP held by the gauge, smallest units'),
  lockBoostedSupply: nanoAmountSchema.describe(
    "Sum of the lock-boosted deposits, smallest units (the extra tokens' reward denominator)",
  ),
  totalBoostedSupply: nanoAmountSchema.describe(
    "Sum of the users' lock + veQUBE boosted balances as stored at their last actions (the QUBE denominator)",
  ),
  veQubeSupply: nanoAmountSchema.describe("Total veQUBE of the gauge's vote escrow, smallest units (0: none)"),
  maxBoostPerMille: z.number().int().nonnegative().describe('Maximum lock boost as the contract holds it (1000 = ×1)'),
  rewards: z
    .array(
      z.object({
        ...tokenInfo,
        ...tokenFigures,
        rewardPerSecond: nanoAmountSchema.describe('Speed of the round running now, smallest units per second'),
        balance: nanoAmountSchema.describe('Reward held by the gauge, smallest units (what can still be paid)'),
        ...vestingTerms,
      }),
    )
    .describe('QUBE first, then the extra reward tokens'),
});
export type GaugeDetails = z.infer<typeof gaugeDetailsSchema>;

export const gaugeRoute = defineRoute({
  method: 'POST',
  path: `${GAUGES_API_BASE}/gauges/get`,
  summary: 'One gauge by address (404 when the address is not a known gauge), with the figures of its getters',
  body: z.object({ gaugeAddress: addressSchema.describe('Gauge address') }),
  response: z.object({ gauge: gaugeItemSchema, details: gaugeDetailsSchema }),
});

export const gaugeUserRewardSchema = z.object({
  ...tokenInfo,
  decimals: z.number().int().nonnegative().nullable().describe('Token decimals (null: unknown)'),
  unlockedReward: nanoAmountSchema.describe('Reward a claim pays now (unlocked), smallest units'),
  lockedReward: nanoAmountSchema.describe('Reward still vesting (locked), smallest units'),
  vestingTime: timestampSecondsSchema
    .nullable()
    .describe('When the locked reward is all unlocked, unix seconds (null: nothing locked)'),
  ...vestingTerms,
});
export type GaugeUserReward = z.infer<typeof gaugeUserRewardSchema>;

export const gaugeUserRewardsRoute = defineRoute({
  method: 'POST',
  path: `${GAUGES_API_BASE}/gauges/user-rewards`,
  summary:
    "An account's rewards in a gauge as a claim would see them now: unlocked and locked (vesting) per reward token",
  body: z.object({
    gaugeAddress: addressSchema.describe('Gauge address'),
    userAddress: addressSchema.describe('Account address'),
  }),
  response: z.object({
    rewards: z
      .array(gaugeUserRewardSchema)
      .describe('QUBE first, then the extra reward tokens; empty when the account never deposited'),
  }),
});

export const gaugesByUserRoute = defineRoute({
  method: 'POST',
  path: `${GAUGES_API_BASE}/gauges/get-by-user`,
  summary: 'Gauges an account has deposited into',
  body: z.object({ userAddress: addressSchema.describe('Account address') }),
  response: z.object({ gauges: z.array(gaugeInfoSchema).describe('Gauges with a deposit of the account') }),
});

export const gaugeTransactionKindSchema = z
  .enum(['claim', 'deposit', 'rewardDeposit', 'withdraw'])
  .describe('Event kind');

export const gaugeTransactionSchema = z.object({
  gaugeAddress: addressSchema.describe('Gauge address'),
  kind: gaugeTransactionKindSchema,
  timestamp: timestampSecondsSchema.describe('Time, unix seconds'),
  tokens: z
    .array(
      z.object({
        ...tokenInfo,
        amount: nanoAmountSchema.describe('Amount moved, smallest units'),
        decimals: z.number().int().nonnegative().nullable().describe('Token decimals (null: unknown)'),
        value: decimalSchema.describe('Amount in USD at the current price (0 when unknown)'),
      }),
    )
    .describe('LP amount for deposit and withdraw, rewards paid for claim, reward deposited for rewardDeposit'),
  txHash: hashSchema.describe('Transaction hash'),
  userAddress: addressSchema.describe('Account that acted'),
});
export type GaugeTransaction = z.infer<typeof gaugeTransactionSchema>;

export const gaugeTransactionsRoute = defineRoute({
  method: 'POST',
  path: `${GAUGES_API_BASE}/transactions`,
  summary: 'Gauge transactions (deposit, withdraw, claim, reward deposit), newest first, paginated',
  body: z
    .object({
      eventType: enumListSchema(gaugeTransactionKindSchema, 'must hold at least one kind').nullish(),
      gaugeAddress: addressSchema.nullish().describe('Only this gauge'),
      userAddress: addressSchema.nullish().describe('Only this account'),
      timestamp: z
        .object({ from: timestampSecondsSchema.describe('From'), to: timestampSecondsSchema.describe('To') })
        .nullish()
        .describe('Time window, unix seconds, inclusive'),
      limit: limitSchema,
      offset: offsetSchema,
    })
    .superRefine((value, ctx) => {
      if (value.timestamp && value.timestamp.to < value.timestamp.from)
        ctx.addIssue({ code: 'custom', path: ['timestamp', 'to'], message: 'must not be before from' });
    }),
  response: z.object({ transactions: z.array(gaugeTransactionSchema).describe('One page'), ...totals }),
});

export const gaugeDepositStatusSchema = z
  .enum(['locked', 'unlocked', 'noBoost'])
  .describe('locked: lock running, boosted; unlocked: lock ended, boost expired; noBoost: deposited without lock');

export const gaugeDepositSchema = z.object({
  gaugeAddress: addressSchema.describe('Gauge address'),
  userAddress: addressSchema.describe('Depositor'),
  amount: nanoAmountSchema.describe('LP amount deposited, smallest units'),
  boostedAmount: nanoAmountSchema.describe('Amount with the lock boost, smallest units'),
  boost: decimalSchema.describe('Lock boost of the deposit as a multiplier (APR boost), 1 when not locked'),
  lockTime: z.number().int().nonnegative().describe('Lock length, seconds'),
  createdAt: timestampSecondsSchema.describe('Deposit time, unix seconds'),
  lockEnd: timestampSecondsSchema.describe('End of the lock (createdAt + lockTime), unix seconds'),
  status: gaugeDepositStatusSchema,
  txHash: hashSchema.describe('Transaction hash'),
});
export type GaugeDeposit = z.infer<typeof gaugeDepositSchema>;

export const gaugeDepositsRoute = defineRoute({
  method: 'POST',
  path: `${GAUGES_API_BASE}/deposits`,
  summary: "An account's gauge deposits with status, boost and lock end, newest first, paginated",
  body: z.object({
    userAddress: addressSchema.describe('Depositor'),
    gaugeAddress: addressSchema.nullish().describe('Only this gauge'),
    limit: limitSchema,
    offset: offsetSchema,
  }),
  response: z.object({ deposits: z.array(gaugeDepositSchema).describe('One page'), ...totals }),
});

export const gaugeRoutes: readonly RouteDef[] = [
  gaugesRoute,
  gaugeRoute,
  gaugeUserRewardsRoute,
  gaugesByUserRoute,
  gaugeTransactionsRoute,
  gaugeDepositsRoute,
];
