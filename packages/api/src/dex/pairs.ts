import { z } from 'zod';
import { addressSchema } from '../common';
import { defineRoute } from '../route';
import { candleSchema, graphPointSchema, pairSchema } from './entities';
import { poolOrderingSchema } from './enums';
import {
  DEX_API_BASE,
  addressListSchema,
  decimalInputSchema,
  limitSchema,
  offsetSchema,
  whiteListUriSchema,
} from './fields';
import { graphRequestSchema } from './graphs';
import { DEFAULT_MIN_TVL } from './swap';

const pairByTokensParams = z
  .object({
    left: addressSchema.describe('Root of one token of the pair'),
    right: addressSchema.describe('Root of the other token of the pair'),
  })
  .superRefine((value, ctx) => {
    if (value.left.toLowerCase() === value.right.toLowerCase())
      ctx.addIssue({ code: 'custom', path: ['right'], message: 'must differ from left' });
  });

const pairAddressParams = z.object({ address: addressSchema.describe("Address of the pair's pool") });

export const pairByTokensRoute = defineRoute({
  method: 'POST',
  path: `${DEX_API_BASE}/pairs/left/:left/right/:right`,
  summary:
    'Pair lookup by its two token roots, in either order: meta (pool, base, counter) and pool statistics; 404 when no pool exists',
  params: pairByTokensParams,
  response: pairSchema,
});

export const pairByTokensOhlcvRoute = defineRoute({
  method: 'POST',
  path: `${DEX_API_BASE}/pairs/left/:left/right/:right/ohlcv`,
  summary: "Price candles of the pair of two token roots: the base token's price in the counter token",
  params: pairByTokensParams,
  body: graphRequestSchema,
  response: z.array(candleSchema).describe('Candles in time order'),
});

export const pairsRequestSchema = z.object({
  currencyAddresses: addressListSchema(10).nullish().describe('Only pairs holding all of these token roots'),
  limit: limitSchema,
  offset: offsetSchema,
  ordering: poolOrderingSchema.default('tvldescending'),
  whiteListUri: whiteListUriSchema,
});

const pairListResponse = z.object({
  pairs: z.array(pairSchema).describe('One page of pairs'),
  totalCount: z.number().int().nonnegative().describe('Number of pairs matching the filter'),
});

export const pairsRoute = defineRoute({
  method: 'POST',
  path: `${DEX_API_BASE}/pairs`,
  summary: 'Two-token pools as pairs (constant-product and stable pairs), paginated',
  body: pairsRequestSchema,
  response: pairListResponse,
});

const crossPairsShape = {
  fromCurrencyAddress: addressSchema.describe('Root of the token to spend'),
  toCurrencyAddress: addressSchema
    .nullish()
    .describe('Root of the token to receive; absent: every pair reachable from fromCurrencyAddress'),
  minTvl: decimalInputSchema
    .default(DEFAULT_MIN_TVL)
    .describe(`Pairs below this TVL in USD are skipped (default ${DEFAULT_MIN_TVL})`),
  whiteListCurrencies: z
    .array(addressSchema)
    .max(1000)
    .default([])
    .describe('When not empty, intermediate tokens are limited to these roots'),
  whiteListUri: whiteListUriSchema,
};

const crossPairsResponse = z.object({
  pairs: z.array(pairSchema).describe('Pairs usable for a cross-exchange, by TVL descending'),
});

export const crossPairsRoute = defineRoute({
  method: 'POST',
  path: `${DEX_API_BASE}/pairs/cross_pairs`,
  summary:
    'Pairs holding fromCurrencyAddress (and, with toCurrencyAddress, those one hop from it): candidates for a two-step route',
  body: z.object(crossPairsShape),
  response: crossPairsResponse,
});

export const newCrossPairsRoute = defineRoute({
  method: 'POST',
  path: `${DEX_API_BASE}/pairs/new_cross_pairs`,
  summary: 'Pairs a route of up to `deep` pools from fromCurrencyAddress may pass through',
  body: z.object({
    ...crossPairsShape,
    deep: z
      .number()
      .int()
      .min(1, 'must be at least 1')
      .max(3, 'must be at most 3')
      .default(3)
      .describe('Most pools a route may pass through, 1 to 3'),
  }),
  response: crossPairsResponse,
});

export const pairByAddressRoute = defineRoute({
  method: 'POST',
  path: `${DEX_API_BASE}/pairs/address/:address`,
  summary: 'Pair by its pool address: meta and pool statistics; 404 when the address is not a two-token pool',
  params: pairAddressParams,
  response: pairSchema,
});

export const pairOhlcvRoute = defineRoute({
  method: 'POST',
  path: `${DEX_API_BASE}/pairs/address/:address/ohlcv`,
  summary: "Price candles of a pair by pool address: the base token's price in the counter token",
  params: pairAddressParams,
  body: graphRequestSchema,
  response: z.array(candleSchema).describe('Candles in time order'),
});

export const pairTvlRoute = defineRoute({
  method: 'POST',
  path: `${DEX_API_BASE}/pairs/address/:address/tvl`,
  summary: 'TVL of a pair over time, in USD',
  params: pairAddressParams,
  body: graphRequestSchema,
  response: z.array(graphPointSchema).describe('Points in time order'),
});

export const pairVolumeRoute = defineRoute({
  method: 'POST',
  path: `${DEX_API_BASE}/pairs/address/:address/volume`,
  summary: 'Traded volume of a pair per interval, in USD',
  params: pairAddressParams,
  body: graphRequestSchema,
  response: z.array(graphPointSchema).describe('Points in time order'),
});

export const pairRoutes = [
  pairByTokensRoute,
  pairByTokensOhlcvRoute,
  pairsRoute,
  crossPairsRoute,
  newCrossPairsRoute,
  pairByAddressRoute,
  pairOhlcvRoute,
  pairTvlRoute,
  pairVolumeRoute,
] as const;
