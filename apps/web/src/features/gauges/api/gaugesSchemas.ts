/** The answer schemas of the gauges client; imported dynamically by gaugesApi.ts, so zod leaves the first load. */
import { gaugeDepositsRoute, gaugeRoute, gaugesByUserRoute, gaugesRoute, gaugeTransactionsRoute } from '@tycho/api';

export const gaugesSchemas = {
  gauges: gaugesRoute.response,
  gauge: gaugeRoute.response,
  byUser: gaugesByUserRoute.response,
  deposits: gaugeDepositsRoute.response,
  transactions: gaugeTransactionsRoute.response,
};
