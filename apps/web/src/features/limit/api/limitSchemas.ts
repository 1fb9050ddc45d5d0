/** Schemas of the limit-order answers; imported dynamically (zod leaves the first load). */
import { limitExchangesRoute, limitOrderBookRoute, limitOrdersRoute, limitPlotDataRoute } from '@tycho/api';

export const limitSchemas = {
  orders: limitOrdersRoute.response,
  exchanges: limitExchangesRoute.response,
  orderBook: limitOrderBookRoute.response,
  plot: limitPlotDataRoute.response,
};
