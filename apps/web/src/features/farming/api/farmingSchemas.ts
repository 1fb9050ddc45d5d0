/** The answer schemas of the farming client; imported dynamically by farmingApi.ts, so zod leaves the first load. */
import {
  farmingAprRoute,
  farmingPoolRoute,
  farmingPoolsRoute,
  farmingTransactionsRoute,
  farmingTvlRoute,
} from '@tycho/api';

export const farmingSchemas = {
  pools: farmingPoolsRoute.response,
  pool: farmingPoolRoute.response,
  transactions: farmingTransactionsRoute.response,
  tvl: farmingTvlRoute.response,
  apr: farmingAprRoute.response,
};
