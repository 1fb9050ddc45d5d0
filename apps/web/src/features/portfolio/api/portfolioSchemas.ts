/** The answer schemas of the portfolio client; imported dynamically by portfolioApi.ts, so zod leaves the first load. */
import {
  portfolioBuilderRoute,
  portfolioDaoRoute,
  portfolioDexAccountRoute,
  portfolioFarmsRoute,
  portfolioGaugesRoute,
  portfolioHistoryRoute,
  portfolioLimitRoute,
  portfolioLpRoute,
  portfolioProposalVotesRoute,
  portfolioTokensRoute,
  portfolioTotalsRoute,
} from '@tycho/api';

export const portfolioSchemas = {
  tokens: portfolioTokensRoute.response,
  lp: portfolioLpRoute.response,
  'dex-account': portfolioDexAccountRoute.response,
  farms: portfolioFarmsRoute.response,
  gauges: portfolioGaugesRoute.response,
  dao: portfolioDaoRoute.response,
  'limit-orders': portfolioLimitRoute.response,
  'proposal-votes': portfolioProposalVotesRoute.response,
  builder: portfolioBuilderRoute.response,
  totals: portfolioTotalsRoute.response,
  history: portfolioHistoryRoute.response,
};
