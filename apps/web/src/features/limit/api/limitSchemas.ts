/** Schemas of the limit-order answers; imported dynamically (zod leaves the first load). */
import { limitExchangesRoute, limitOrderBookRoute, limitOrdersRoute, limitPlotDataRoute } from '@tycho/api';

export const ordersSchema = limitOrdersRoute.response;
export const exchangesSchema = limitExchangesRoute.response;
export const orderBookSchema = limitOrderBookRoute.response;
export const plotSchema = limitPlotDataRoute.response;
