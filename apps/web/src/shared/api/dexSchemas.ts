/** The schemas of the DEX client's answers; imported dynamically by dex.ts, so zod leaves the first load. */
import {
  candleSchema,
  currenciesResponseSchema,
  currenciesUsdtPricesResponseSchema,
  currencySchema,
  graphPointSchema,
  poolDetailSchema,
  poolOhlcvPointSchema,
  poolsResponseSchema,
  transactionsResponseSchema,
} from '@tycho/api';
import { z } from 'zod';

export const dexSchemas = {
  currencies: currenciesResponseSchema,
  currency: currencySchema,
  candles: z.array(candleSchema),
  graphPoints: z.array(graphPointSchema),
  pools: poolsResponseSchema,
  pool: poolDetailSchema,
  poolOhlcv: z.array(poolOhlcvPointSchema),
  transactions: transactionsResponseSchema,
  usdtPrices: currenciesUsdtPricesResponseSchema,
};
