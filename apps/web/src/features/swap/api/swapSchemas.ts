/** Schemas of the swap screen's answers; imported dynamically (zod leaves the first load). */
import { candleSchema, pairSchema } from '@tycho/api';
import { z } from 'zod';

export { crossSwapPayloadResponseSchema, crossSwapStatusResponseSchema, routeSchema } from '@tycho/api';
export { pairSchema };
export const candlesSchema = z.array(candleSchema);
