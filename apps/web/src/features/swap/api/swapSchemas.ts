/** Schemas of the swap screen's answers; imported dynamically (zod leaves the first load). */
import {
  candleSchema,
  crossSwapPayloadResponseSchema,
  crossSwapStatusResponseSchema,
  pairsRoute,
  routeSchema,
} from '@tycho/api';
import { z } from 'zod';

export const swapSchemas = {
  route: routeSchema,
  payload: crossSwapPayloadResponseSchema,
  status: crossSwapStatusResponseSchema,
  /** A page of pairs (POST /pairs): the pair of two tokens is looked up there, so a missing pool is an empty page. */
  pairs: pairsRoute.response,
  candles: z.array(candleSchema),
};
