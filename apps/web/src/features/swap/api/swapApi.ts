/**
 * Swap calls of the DEX API (spec 7): route quote, payload, status. Answers parsed with the shared schemas, loaded
 * with the first request (zod stays out of the first load).
 */
import { postJson } from '@/shared/api';
import { config } from '@/shared/config';
import type { QuoteRequest } from '../logic/swapForm';
import type { payloadRequestOf } from '../logic/sendLogic';

type Opts = { signal?: AbortSignal };
const schemas = () => import('./swapSchemas');

export const swapApi = {
  route: (body: QuoteRequest, opts: Opts = {}) =>
    postJson(
      `${config.api.dex}/pools/cross_swap_route`,
      { deep: 3, ...body },
      () => schemas().then((m) => m.routeSchema),
      opts,
    ),
  /** The wallet call of exactly the confirmed route, or `rateChanged` with a fresh quote of its pools. */
  payload: (body: ReturnType<typeof payloadRequestOf>, opts: Opts = {}) =>
    postJson(
      `${config.api.dex}/pools/cross_swap_payload`,
      body,
      () => schemas().then((m) => m.crossSwapPayloadResponseSchema),
      opts,
    ),
  status: (body: { id: string; recipient: string }, opts: Opts = {}) =>
    postJson(
      `${config.api.dex}/pools/cross_swap_payload_status`,
      body,
      () => schemas().then((m) => m.crossSwapStatusResponseSchema),
      opts,
    ),
};
