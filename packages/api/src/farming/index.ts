import { z } from 'zod';
import { addressSchema, enumListSchema, nanoAmountSchema } from '../common';
import { defineRoute, type RouteDef } from '../route';
import { graphPointSchema } from '../dex/entities';
import { timeframeSchema } from '../dex/enums';
import {
  addressListSchema,
  checkWindow,
  decimalSchema,
  hashSchema,
  limitSchema,
  offsetSchema,
  timestampMsSchema,
  timestampSecondsSchema,
} from '../dex/fields';

/**
 * Old farming API (`/api/farming/v1`). Paths and shapes follow `@broxus/js-core`'s `useFarmingPoolsApi`
 * (FarmingPoolsRequestParams, FarmingPoolsResponse, FarmingPoolResponse, TransactionsRequestParams,
 * FarmingPoolTransactionsResponse, FarmingPoolGraphicRequestParams); lists also carry `totalCount` (project
 * convention). Fields js-core lacks and the screens need are marked "project": privacy, the migration date, reward
 * balances and the user's reward state.
 */
export const FARMING_API_BASE = '/api/farming/v1';

const percent = (what: string) => decimalSchema.describe(`${what}, percent`);

export const farmingRewardTokenSchema = z.object({
  reward_currency: z.string().describe('Reward token symbol ("" when unknown)'),
  reward_root_address: addressSchema.describe('Reward token root'),
  reward_scale: z.number().int().nonnegative().nullable().describe('Reward token decimals (null: unknown)'),
});

const amounts = (what: string) => z.array(nanoAmountSchema).describe(`${what}, smallest units, per reward token`);

export const farmingPoolItemSchema = z.object({
  apr: percent('APR at the current speeds and prices, per year (0 when not running or a price is unknown)'),
  apr_change: decimalSchema.describe('Change of apr over 24 hours, percent (0: no LP a day ago)'),
  farm_end_time: timestampSecondsSchema.optional().describe('End of the farm, unix seconds; absent: infinite'),
  farm_start_time: timestampSecondsSchema.describe('Start of the first reward round, unix seconds'),
  left_address: addressSchema.optional().describe('First token of the DEX pool behind the LP token'),
  left_currency: z.string().optional().describe('Its symbol'),
  right_address: addressSchema.optional().describe('Second token of the DEX pool behind the LP token'),
  right_currency: z.string().optional().describe('Its symbol'),
  pool_address: addressSchema.describe('Farm pool address'),
  pool_owner_address: addressSchema.describe('Farm pool owner (admin)'),
  reward_token_root_info: z.array(farmingRewardTokenSchema).describe('Reward tokens in the pool order'),
  share: percent("The user's share of the deposited LP (0 without userAddress)"),
  token_root_address: addressSchema.describe('Root of the farmed (LP) token'),
  token_root_currency: z.string().describe('Farmed token symbol ("" for an LP token not listed)'),
  token_root_scale: z.number().int().nonnegative().nullable().describe('Farmed token decimals (null: unknown)'),
  tvl: decimalSchema.describe('USD value of the deposited LP (0 when the price is unknown)'),
  tvl_change: decimalSchema.describe('Change of tvl over 24 hours from deposits and withdrawals, percent'),
  user_token_balance: nanoAmountSchema.describe("The user's deposited LP, smallest units (0 without userAddress)"),
  is_low_balance: z
    .boolean()
    .describe('A running reward token holds less than one day of its speed (warning not to invest)'),
  is_private: z
    .boolean()
    .describe(
      'project: the full reward is not deposited yet; only its owner sees the pool (infinite pools: until each reward token is funded)',
    ),
  state: z
    .enum(['awaiting', 'active', 'ended', 'infinite'])
    .describe('project: awaiting start, active with an end, ended, or started with no end'),
  reward_token_deposited: amounts('project: reward deposited in total'),
  full_reward: amounts('project: reward the rounds pay from start to end (absent for an infinite pool)').optional(),
});
export type FarmingPoolItem = z.infer<typeof farmingPoolItemSchema>;

export const farmingOrderingSchema = z
  .enum(['tvlascending', 'tvldescending', 'aprascending', 'aprdescending', 'shareascending', 'sharedescending'])
  .describe('Sort order (default tvldescending)');

export const farmingPoolsRequestSchema = z.object({
  aprGe: decimalSchema.nullish().describe('APR at least'),
  aprLe: decimalSchema.nullish().describe('APR at most'),
  tvlGe: decimalSchema.nullish().describe('TVL at least'),
  tvlLe: decimalSchema.nullish().describe('TVL at most'),
  favoritePoolAddresses: addressListSchema(100).nullish().describe('Favourite pools, listed apart'),
  isActive: z.boolean().nullish().describe('true: only pools running now (started, not ended)'),
  isAwaitingStart: z.boolean().nullish().describe('true: only pools not started yet'),
  isLowBalance: z.boolean().nullish().describe('false: leave out low-balance pools'),
  isWithMyFarming: z.boolean().nullish().describe('true: only pools userAddress has LP in (needs userAddress)'),
  rootAddresses: addressListSchema(100).nullish().describe('Only pools farming these tokens'),
  userAddress: addressSchema.nullish().describe('The viewer: share and balance figures, and their private pools'),
  limit: limitSchema,
  offset: offsetSchema,
  ordering: farmingOrderingSchema.default('tvldescending'),
});

export const farmingPoolsRoute = defineRoute({
  method: 'POST',
  path: `${FARMING_API_BASE}/farming_pools`,
  summary: 'Farm pools with TVL and APR, filtered, sorted and paginated; favourites listed apart',
  body: farmingPoolsRequestSchema,
  response: z.object({
    pools_info: z.array(farmingPoolItemSchema).describe('One page of the matching pools'),
    total_count: z.number().int().nonnegative().describe('Number of matching pools (js-core name)'),
    favorite_pools_info: z.array(farmingPoolItemSchema).describe('The matching favourite pools'),
    favorite_total_count: z.number().int().nonnegative().describe('Number of matching favourite pools'),
    totalCount: z.number().int().nonnegative().describe('Number of matching pools'),
  }),
});

export const farmingPoolSchema = farmingPoolItemSchema.extend({
  pool_balance: nanoAmountSchema.describe('LP deposited in the pool, smallest units'),
  pool_info: z.object({
    vesting_period: z.number().int().nonnegative().describe('Vesting period, seconds'),
    vesting_ratio: z.number().int().min(0).max(1000).describe('Vested share of the reward, per mille'),
    rounds_info: z
      .array(
        z.object({
          start_time: timestampSecondsSchema.describe('Round start'),
          end_time: timestampSecondsSchema.optional().describe('Round end; absent: runs until the farm end'),
          reward_info: z.array(
            z.object({
              rewardPerSec: nanoAmountSchema.describe('Speed, smallest units per second'),
              rewardTokenCurrency: z.string().describe('Reward token symbol'),
              rewardTokenRootAddress: addressSchema.describe('Reward token root'),
              rewardTokenScale: z.number().int().nonnegative().nullable().describe('Decimals (null: unknown)'),
            }),
          ),
        }),
      )
      .describe('Reward rounds in time order'),
  }),
  reward_token_balance: amounts('project: reward the pool holds (what can still be paid)'),
  unclaimed_reward: amounts('project: reward booked to the owner while the pool was empty'),
  migration_time: timestampSecondsSchema
    .nullable()
    .describe('project: the migration date after which old pools stop earning (null: none)'),
  user_info: z
    .object({
      amount: nanoAmountSchema.describe('LP deposited'),
      unclaimed: amounts('Reward a claim pays now (vested, with debt)'),
      entitled: amounts('Reward still vesting (locked)'),
      debt: amounts('Reward owed while the pool balance was short'),
      vesting_time: z.array(timestampSecondsSchema).describe('End of the vesting, per reward token'),
    })
    .nullable()
    .describe('project: the reward state of userAddress now (null without userAddress or position)'),
});
export type FarmingPool = z.infer<typeof farmingPoolSchema>;

export const farmingPoolRoute = defineRoute({
  method: 'POST',
  path: `${FARMING_API_BASE}/farming_pools/:address`,
  summary: "One farm pool (404 when unknown, or private and userAddress is not its owner), with the user's figures",
  params: z.object({ address: addressSchema.describe('Farm pool address') }),
  body: z.object({ userAddress: addressSchema.nullish().describe('The viewer, or the user viewed') }),
  response: farmingPoolSchema,
});

export const farmingTransactionKindSchema = z
  .enum(['deposit', 'withdraw', 'claim', 'rewarddeposit'])
  .describe('Event kind');

export const farmingTransactionSchema = z.object({
  kind: z.enum(['Deposit', 'Withdraw', 'Claim', 'RewardDeposit']).describe('Event kind (js-core key)'),
  poolAddress: addressSchema.describe('Farm pool'),
  userAddress: addressSchema.describe('Account that acted'),
  timestampBlock: timestampSecondsSchema.describe('Time, unix seconds'),
  transactionHash: hashSchema.describe('Transaction hash'),
  messageHash: hashSchema.describe('Same as transactionHash on this network'),
  tokenAddress: addressSchema.describe('LP root for deposit and withdraw, reward root for reward deposit and claim'),
  tokenCurrency: z.string().describe('Its symbol'),
  tokenExec: nanoAmountSchema.describe('Its amount, smallest units'),
  tokenScale: z.number().int().nonnegative().nullable().describe('project: its decimals (null: unknown)'),
  tvExec: decimalSchema.describe(
    'USD value at the current prices of every token the event moved (LP and rewards; 0 when none is known)',
  ),
  leftExec: z.string().nullable().describe('Not tracked (null)'),
  rightExec: z.string().nullable().describe('Not tracked (null)'),
  rewards: z
    .array(
      z.object({
        tokenAddress: addressSchema,
        amount: nanoAmountSchema,
        symbol: z.string().describe('project: its symbol ("" when unknown)'),
        decimals: z.number().int().nonnegative().nullable().describe('project: its decimals (null: unknown)'),
      }),
    )
    .describe(
      'project: every reward token this event moved (a withdraw pays the vested reward too; a claim, every token)',
    ),
});
export type FarmingTransaction = z.infer<typeof farmingTransactionSchema>;

export const farmingTransactionsRoute = defineRoute({
  method: 'POST',
  path: `${FARMING_API_BASE}/transactions`,
  summary: 'Farm pool transactions (deposit, withdraw, claim, reward deposit), paginated',
  body: z.object({
    eventTypes: enumListSchema(farmingTransactionKindSchema, 'must hold at least one kind').nullish(),
    poolAddress: addressSchema.nullish().describe('Only this pool'),
    userAddress: addressSchema.nullish().describe('Only this account'),
    ordering: z
      .enum(['blocktimeascending', 'blocktimedescending'])
      .default('blocktimedescending')
      .describe('Sort order (default blocktimedescending)'),
    limit: limitSchema,
    offset: offsetSchema,
  }),
  response: z.object({
    transactions: z.array(farmingTransactionSchema).describe('One page'),
    totalCount: z.number().int().nonnegative().describe('Number of matching transactions'),
  }),
});

const graphBody = z
  .object({
    farmingPoolAddress: addressSchema.describe('Farm pool address'),
    from: timestampMsSchema.describe('Start of the window, unix milliseconds'),
    to: timestampMsSchema.describe('End of the window, unix milliseconds; not before from'),
    timeframe: timeframeSchema,
  })
  .superRefine(checkWindow);

export const farmingTvlRoute = defineRoute({
  method: 'POST',
  path: `${FARMING_API_BASE}/graphic/tvl`,
  summary: "A farm pool's TVL over time (LP deposited at each point, valued at the current LP price)",
  body: graphBody,
  response: z.array(graphPointSchema).describe('Points in time order'),
});

export const farmingAprRoute = defineRoute({
  method: 'POST',
  path: `${FARMING_API_BASE}/graphic/apr`,
  summary: "A farm pool's APR over time (the speeds of each point over its TVL, at current prices)",
  body: graphBody,
  response: z.array(graphPointSchema).describe('Points in time order'),
});

export const farmingRoutes: readonly RouteDef[] = [
  farmingPoolsRoute,
  farmingPoolRoute,
  farmingTransactionsRoute,
  farmingTvlRoute,
  farmingAprRoute,
];
