import { z } from 'zod';
import { addressSchema } from '../common';
import { defineRoute } from '../route';
import { candleSchema, currencyListItemSchema, currencySchema, graphPointSchema } from './entities';
import { currencyOrderingSchema } from './enums';
import {
  DEX_API_BASE,
  addressListSchema,
  limitSchema,
  offsetSchema,
  unsignedDecimalSchema,
  whiteListUriSchema,
} from './fields';
import { graphRequestSchema } from './graphs';

const currencyParams = z.object({ address: addressSchema.describe('Root of the token') });

export const currenciesRequestSchema = z.object({
  currencyAddresses: addressListSchema(1000).nullish().describe("Only these token roots (e.g. the user's watchlist)"),
  limit: limitSchema,
  offset: offsetSchema,
  ordering: currencyOrderingSchema.default('tvldescending'),
  whiteListUri: whiteListUriSchema,
});
export type CurrenciesRequest = z.infer<typeof currenciesRequestSchema>;

export const currenciesResponseSchema = z.object({
  currencies: z.array(currencyListItemSchema).describe('One page of tokens'),
  totalCount: z.number().int().nonnegative().describe('Number of tokens matching the filter'),
});

export const currenciesRoute = defineRoute({
  method: 'POST',
  path: `${DEX_API_BASE}/currencies`,
  summary: 'Tokens traded in the pools with price, volume and TVL, paginated',
  body: currenciesRequestSchema,
  response: currenciesResponseSchema,
});

export const currencyRoute = defineRoute({
  method: 'POST',
  path: `${DEX_API_BASE}/currencies/:address`,
  summary: "One token's statistics (token page); no body; 404 when no pool holds the token",
  params: currencyParams,
  response: currencySchema,
});

export const currencyPricesRoute = defineRoute({
  method: 'POST',
  path: `${DEX_API_BASE}/currencies/:address/prices`,
  summary: 'USD price candles of a token',
  params: currencyParams,
  body: graphRequestSchema,
  response: z.array(candleSchema).describe('Candles in time order; volume is the USD volume of the token'),
});

export const currencyVolumeRoute = defineRoute({
  method: 'POST',
  path: `${DEX_API_BASE}/currencies/:address/volume`,
  summary: 'Traded USD volume of a token per interval',
  params: currencyParams,
  body: graphRequestSchema,
  response: z.array(graphPointSchema).describe('Points in time order'),
});

export const currencyTvlRoute = defineRoute({
  method: 'POST',
  path: `${DEX_API_BASE}/currencies/:address/tvl`,
  summary: 'USD value of a token locked in all pools over time',
  params: currencyParams,
  body: graphRequestSchema,
  response: z.array(graphPointSchema).describe('Points in time order'),
});

export const currenciesUsdtPricesRequestSchema = z.object({
  currency_addresses: addressListSchema(500).describe(
    'Token roots, LP token roots included (the spec keeps this snake_case name)',
  ),
});

export const currenciesUsdtPricesResponseSchema = z
  .record(addressSchema, unsignedDecimalSchema)
  .describe('USD price of each requested root that has one; roots without a price are left out');

export const currenciesUsdtPricesRoute = defineRoute({
  method: 'POST',
  path: `${DEX_API_BASE}/currencies_usdt_prices`,
  summary: 'USD prices of tokens and LP tokens by root',
  body: currenciesUsdtPricesRequestSchema,
  response: currenciesUsdtPricesResponseSchema,
});

export const currencyRoutes = [
  currenciesRoute,
  currencyRoute,
  currencyPricesRoute,
  currencyVolumeRoute,
  currencyTvlRoute,
  currenciesUsdtPricesRoute,
] as const;
