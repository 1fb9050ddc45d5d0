/**
 * Swap calls of the DEX API (spec 7): route quote, payload, status. Answers parsed with the shared schemas, loaded
 * with the first request (zod stays out of the first load).
 */
import type { CrossSwapPayloadRequest, CrossSwapRouteRequest } from '@tycho/api';
import { postJson } from '../../../shared/api';
import { config } from '../../../shared/config';

type Opts = { signal?: AbortSignal };
const schemas = () => import('./swapSchemas');
type RouteInput = Pick<CrossSwapRouteRequest, 'amount' | 'direction' | 'fromCurrencyAddress' | 'toCurrencyAddress'> & {
  slippage: number;
};

export const swapApi = {
  route: (body: RouteInput, opts: Opts = {}) =>
    postJson(
      `${config.api.dex}/pools/cross_swap_route`,
      { deep: 3, ...body },
      () => schemas().then((m) => m.routeSchema),
      opts,
    ),
  payload: (body: Omit<CrossSwapPayloadRequest, 'crossPairInput'> & { crossPairInput: RouteInput }, opts: Opts = {}) =>
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
