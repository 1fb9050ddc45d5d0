/** Schemas of the swap screen's answers; imported dynamically (zod leaves the first load). */
import { candleSchema, pairSchema, pairsRoute } from '@tycho/api';
import { z } from 'zod';

export { crossSwapPayloadResponseSchema, crossSwapStatusResponseSchema, routeSchema } from '@tycho/api';
export { pairSchema };
/** A page of pairs (POST /pairs): the pair of two tokens is looked up there, so a missing pool is an empty page. */
export const pairListSchema = pairsRoute.response;
export const candlesSchema = z.array(candleSchema);
