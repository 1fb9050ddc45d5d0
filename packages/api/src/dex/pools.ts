import { z } from 'zod';
import { addressSchema, enumListSchema } from '../common';
import { defineRoute } from '../route';
import { poolDetailSchema, poolListItemSchema, poolOhlcvPointSchema } from './entities';
import { ohlcvKindSchema, poolOrderingSchema, poolTypeSchema } from './enums';
import { DEX_API_BASE, addressListSchema, checkWindow, limitSchema, offsetSchema, whiteListUriSchema } from './fields';
import { graphWindowShape } from './graphs';

/**
 * POST /pools serves the pools list, the favourites section, the "Pairs" navigation (poolType common + stable)
 * and the related pools of a token page (currencyAddress).
 */
export const poolsRequestSchema = z.object({
  currencyAddress: addressSchema.nullish().describe('Related pools: only pools holding this token root (token page)'),
  currencyAddresses: addressListSchema(10).nullish().describe('Only pools holding all of these token roots'),
  favoritePools: z
    .array(addressSchema)
    .max(1000, 'must hold at most 1000 addresses')
    .nullish()
    .describe("Only these pool addresses (the user's favourites); null or absent: no such filter"),
  poolType: enumListSchema(poolTypeSchema, 'must hold at least one pool type')
    .nullish()
    .describe('Only pools of these kinds; the Pairs navigation sends ["common", "stable"] (two-token pools)'),
  limit: limitSchema,
  offset: offsetSchema,
  ordering: poolOrderingSchema.default('tvldescending'),
  whiteListUri: whiteListUriSchema,
});
export type PoolsRequest = z.infer<typeof poolsRequestSchema>;

export const poolsResponseSchema = z.object({
  pools: z.array(poolListItemSchema).describe('One page of pools'),
  totalCount: z.number().int().nonnegative().describe('Number of pools matching the filter'),
});
export type PoolsResponse = z.infer<typeof poolsResponseSchema>;

export const poolsRoute = defineRoute({
  method: 'POST',
  path: `${DEX_API_BASE}/pools`,
  summary: 'Pools, filtered (tokens, favourites, kind, whitelist) and paginated; also the related pools of a token',
  body: poolsRequestSchema,
  response: poolsResponseSchema,
});

export const poolByAddressRoute = defineRoute({
  method: 'POST',
  path: `${DEX_API_BASE}/pools/address/:address`,
  summary: 'Pool detail: meta, reserves, LP supply, prices and statistics; 404 when no pool has this address',
  params: z.object({ address: addressSchema.describe('Address of the pool') }),
  response: poolDetailSchema,
});

export const poolOhlcvRequestSchema = z
  .object({
    ...graphWindowShape,
    ohlcvKind: ohlcvKindSchema,
    poolAddress: addressSchema.describe('Address of the pool'),
  })
  .superRefine(checkWindow);
export type PoolOhlcvRequest = z.infer<typeof poolOhlcvRequestSchema>;

export const poolOhlcvRoute = defineRoute({
  method: 'POST',
  path: `${DEX_API_BASE}/pools/ohlcv`,
  summary: 'Graph points of a pool (price candles, TVL with per-token reserves, or volume)',
  body: poolOhlcvRequestSchema,
  response: z.array(poolOhlcvPointSchema).describe('Points in time order'),
});

export const poolRoutes = [poolsRoute, poolByAddressRoute, poolOhlcvRoute] as const;
