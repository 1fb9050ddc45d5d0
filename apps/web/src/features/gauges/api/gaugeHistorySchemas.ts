/** The answer schemas of gaugeHistoryApi.ts; imported dynamically, so zod leaves the first load. */
import { gaugeQubeRoundsRoute, gaugeTvlRoute } from '@tycho/api';

export const gaugeHistorySchemas = {
  /** tvl, min-apr, max-apr and user-history-balance answer the same `{ stats }` points. */
  stats: gaugeTvlRoute.response,
  /** reward-rounds/qube and reward-rounds/tokens answer the same page of rounds. */
  rounds: gaugeQubeRoundsRoute.response,
};
