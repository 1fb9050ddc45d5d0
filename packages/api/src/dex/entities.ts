import { z } from 'zod';
import { addressSchema, nanoAmountSchema } from '../common';
import { eventTypeSchema, noRouteReasonSchema, pairTypeSchema, poolTypeSchema, stepActionTypeSchema } from './enums';
import {
  decimalSchema,
  fractionSchema,
  hashSchema,
  timestampMsSchema,
  timestampSecondsSchema,
  unsignedDecimalSchema,
} from './fields';

const usd = (what: string) => unsignedDecimalSchema.describe(`${what}, in USD`);
const change = (what: string) =>
  decimalSchema.describe(`Change of ${what} over the previous period, in percent (signed)`);

/** One hop of a swap route (spec 3, Route/Step). Amounts in the smallest units of their token. */
export const stepSchema = z.object({
  actionType: stepActionTypeSchema,
  amount: nanoAmountSchema.describe('Amount of spentCurrencyAddress spent in this step, smallest units'),
  expectedAmount: nanoAmountSchema.describe('Amount of receiveCurrencyAddress expected from this step, smallest units'),
  minExpectedAmount: nanoAmountSchema.describe(
    'Least amount of receiveCurrencyAddress accepted at the requested slippage, smallest units',
  ),
  fee: nanoAmountSchema.describe(
    'Pool fee (pool and beneficiary) of this step, smallest units: of the spent token for exchange and deposit, of the received token for withdraw',
  ),
  poolAddress: addressSchema.describe('Pool the step runs in'),
  poolType: poolTypeSchema,
  priceImpact: fractionSchema.describe('Price impact of this step as a fraction (0.01 = 1 %)'),
  spentCurrencyAddress: addressSchema.describe('Root of the token spent in this step (an LP root for withdraw)'),
  receiveCurrencyAddress: addressSchema.describe('Root of the token received in this step (an LP root for deposit)'),
});
export type Step = z.infer<typeof stepSchema>;

/** A swap route: the steps in order and its totals. */
export const routeSchema = z.object({
  steps: z
    .array(stepSchema)
    .describe('Steps in execution order; empty when no pools within the depth can fill the amount (see noRouteReason)'),
  globalFee: nanoAmountSchema.describe(
    "Sum of the steps' fees, converted to the smallest units of the first spent token",
  ),
  globalPriceImpact: fractionSchema.describe('Price impact of the whole route as a fraction (0.01 = 1 %)'),
  lowLiquidity: z
    .boolean()
    .default(false)
    .describe(
      'The route passes through a pool whose TVL is below the requested minTvl: no route through deeper pools could fill the amount (the minimum TVL is a preference, not a filter)',
    ),
  noRouteReason: noRouteReasonSchema
    .nullable()
    .default(null)
    .describe('Set when steps is empty: why no route was found; null when a route was found'),
});
export type Route = z.infer<typeof routeSchema>;

/** Pair meta (spec 3): the pool of two tokens and which one prices are quoted for. */
export const pairMetaSchema = z.object({
  poolAddress: addressSchema.describe("Address of the pair's pool"),
  baseAddress: addressSchema.describe(
    "Root of the base token: candle prices are the base token's price in the counter token",
  ),
  counterAddress: addressSchema.describe('Root of the counter (quote) token'),
});
export type PairMeta = z.infer<typeof pairMetaSchema>;

const poolStatsShape = {
  tvl: usd('Total value locked'),
  tvlChange: change('TVL'),
  volume24h: usd('Traded volume over the last 24 hours'),
  volume24hChange: change('the 24 h volume'),
  volume7d: usd('Traded volume over the last 7 days'),
  fee24h: usd('Fees earned by liquidity providers over the last 24 hours'),
};

/** A pair with its pool statistics (pair lookup and pair lists). */
export const pairSchema = z.object({
  meta: pairMetaSchema.describe("The pair's pool and its base and counter tokens"),
  baseSymbol: z.string().describe('Symbol of the base token'),
  counterSymbol: z.string().describe('Symbol of the counter token'),
  baseLocked: nanoAmountSchema.describe('Reserve of the base token in the pool, smallest units'),
  counterLocked: nanoAmountSchema.describe('Reserve of the counter token in the pool, smallest units'),
  basePrice: usd('Price of one base token'),
  counterPrice: usd('Price of one counter token'),
  pairType: pairTypeSchema,
  ...poolStatsShape,
});
export type Pair = z.infer<typeof pairSchema>;

/** Chart candle (spec 3): timestamp in ms, prices as decimal strings, volume in USD. */
export const candleSchema = z.object({
  timestamp: timestampMsSchema.describe('Start of the candle, unix milliseconds'),
  open: decimalSchema.describe('Price at the start of the candle'),
  high: decimalSchema.describe('Highest price in the candle'),
  low: decimalSchema.describe('Lowest price in the candle'),
  close: decimalSchema.describe('Price at the end of the candle'),
  volume: usd('Traded volume within the candle'),
});
export type Candle = z.infer<typeof candleSchema>;

/** Volume or TVL point (spec 3). */
export const graphPointSchema = z.object({
  timestamp: timestampMsSchema.describe('Start of the interval, unix milliseconds'),
  data: decimalSchema.describe('Value of the interval (USD for volume and TVL, USD price for prices)'),
});
export type GraphPoint = z.infer<typeof graphPointSchema>;

/** Pool meta (spec 3). Arrays are in the pool's token order. */
export const poolMetaSchema = z.object({
  poolAddress: addressSchema.describe('Address of the pool'),
  lpAddress: addressSchema.describe("Root of the pool's LP token"),
  currencyAddresses: z.array(addressSchema).min(2).describe("Roots of the pool's tokens, in pool order"),
  currencies: z.array(z.string()).min(2).describe("Symbols of the pool's tokens, same order"),
  pairType: pairTypeSchema,
  poolType: poolTypeSchema,
});
export type PoolMeta = z.infer<typeof poolMetaSchema>;

/** Pool list item (spec 3). */
const poolMetaField = poolMetaSchema.describe('The pool, its LP token and its tokens');
export const poolListItemSchema = z.object({ meta: poolMetaField, ...poolStatsShape });
export type PoolListItem = z.infer<typeof poolListItemSchema>;

/** Pool detail (spec 3 and what the pool page shows). */
export const poolDetailSchema = z.object({
  meta: poolMetaField,
  ...poolStatsShape,
  fee7d: usd('Fees earned over the last 7 days'),
  feeAllTime: usd('Fees earned since the pool was created'),
  feeRate: fractionSchema.describe('Swap fee of the pool as a fraction of the spent amount (0.003 = 0.3 %)'),
  lpLocked: nanoAmountSchema.describe('Total supply of the LP token, smallest units'),
  volumesLocked: z.array(nanoAmountSchema).describe('Reserve of each pool token, smallest units, in pool order'),
  prices: z.array(unsignedDecimalSchema).describe('USD price of each pool token, in pool order'),
  stableOneSwap: z
    .tuple([unsignedDecimalSchema, unsignedDecimalSchema])
    .nullable()
    .describe(
      'Stable pairs only: price of one first token in the second and of one second token in the first; null otherwise',
    ),
  transactionsCount24h: z.number().int().nonnegative().describe('Number of transactions in the last 24 hours'),
});
export type PoolDetail = z.infer<typeof poolDetailSchema>;

/** Pool graph point (spec 3): the fields of the requested ohlcvKind are set, the others are null. */
export const poolOhlcvPointSchema = z.object({
  timestamp: timestampMsSchema.describe('Start of the interval, unix milliseconds'),
  open: decimalSchema.nullable().describe('Price kind: price of the first pool token in the second at the start'),
  high: decimalSchema.nullable().describe('Price kind: highest price'),
  low: decimalSchema.nullable().describe('Price kind: lowest price'),
  close: decimalSchema.nullable().describe('Price kind: price at the end'),
  tvl: unsignedDecimalSchema.nullable().describe('Tvl kind: total value locked in USD at the end of the interval'),
  usdtVolume: unsignedDecimalSchema.nullable().describe('Volume kind: traded volume in USD'),
  currencyVolumes: z
    .array(nanoAmountSchema)
    .nullable()
    .describe(
      'Tvl kind: reserve of each token at the end (TVL ratio); Volume kind: traded amount of each token; smallest units, in pool order',
    ),
});
export type PoolOhlcvPoint = z.infer<typeof poolOhlcvPointSchema>;

/** Currency (token) list item (spec 3). */
export const currencyListItemSchema = z.object({
  address: addressSchema.describe('Root of the token'),
  currency: z.string().describe('Symbol of the token'),
  price: usd('Price of one token'),
  priceChange: change('the price'),
  volume24h: usd('Traded volume over the last 24 hours'),
  volumeChange24h: change('the 24 h volume'),
  volume7d: usd('Traded volume over the last 7 days'),
  tvl: usd('Value of the token locked in all pools'),
  tvlChange: change('TVL'),
  transactionsCount24h: z
    .number()
    .int()
    .nonnegative()
    .describe('Number of pool transactions with this token in the last 24 hours'),
});
export type CurrencyListItem = z.infer<typeof currencyListItemSchema>;

/** Currency detail: the list fields plus what the token page shows. */
export const currencySchema = currencyListItemSchema.extend({
  name: z.string().describe('Name of the token'),
  decimals: z.number().int().min(0).max(255).describe('Decimals of the token'),
  fee24h: usd('Fees paid in pools for swaps of this token over the last 24 hours'),
  fee7d: usd('Fees over the last 7 days'),
  feeAllTime: usd('Fees since the first pool with this token'),
  poolsCount: z.number().int().nonnegative().describe('Number of pools holding this token'),
});
export type Currency = z.infer<typeof currencySchema>;

/** A pool transaction (spec 3). */
export const transactionSchema = z.object({
  messageHash: hashSchema.describe('Hash of the message that started the operation'),
  transactionHash: hashSchema.describe('Hash of the pool transaction'),
  eventType: eventTypeSchema,
  userAddress: addressSchema.describe('Account that made the operation'),
  poolAddress: addressSchema.describe('Pool of the operation'),
  tv: usd('Total value of the operation'),
  timestampBlock: timestampSecondsSchema.describe('Block time, unix seconds'),
  currencyAddresses: z.array(addressSchema).describe("Roots of the pool's tokens, in pool order"),
  currencies: z.array(z.string()).describe('Symbols of the same tokens'),
  volumes: z
    .array(decimalSchema)
    .describe(
      "Amount of each token moved, in whole tokens (already scaled by decimals), signed from the user's side: negative spent, positive received, 0 when not involved",
    ),
});
export type Transaction = z.infer<typeof transactionSchema>;
