/**
 * Swap calls of the DEX API (spec 7): route quote, payload, status. Answers validated by the shared schemas,
 * through the app's answer reader (shared/api/schemaRef.ts).
 */
import { postJson, schemaRefs } from '@/shared/api';
import { config } from '@/shared/config';
import type { ChartWindow, Timeframe } from '@/shared/ui/chart';
import type { QuoteRequest } from '../logic/swapForm';
import type { payloadRequestOf } from '../logic/sendLogic';

type Opts = { signal?: AbortSignal };
const schema = schemaRefs('swap', () => import('./swapSchemas').then((m) => m.swapSchemas));

export const swapApi = {
  route: (body: QuoteRequest, opts: Opts = {}) =>
    postJson(`${config.api.dex}/pools/cross_swap_route`, { deep: 3, ...body }, schema('route'), opts),
  /** The wallet call of exactly the confirmed route, or `rateChanged` with a fresh quote of its pools. */
  payload: (body: ReturnType<typeof payloadRequestOf>, opts: Opts = {}) =>
    postJson(`${config.api.dex}/pools/cross_swap_payload`, body, schema('payload'), opts),
  status: (body: { id: string; recipient: string }, opts: Opts = {}) =>
    postJson(`${config.api.dex}/pools/cross_swap_payload_status`, body, schema('status'), opts),
  /** The pool of two tokens, if any: a filtered page of pairs, so a pair without a direct pool (a multi-hop route) is
   * an empty answer rather than a 404 the browser would log as an error. */
  pair: async (left: string, right: string, opts: Opts = {}) => {
    const page = await postJson(
      `${config.api.dex}/pairs`,
      { currencyAddresses: [left, right], limit: 1, ordering: 'tvldescending' },
      schema('pairs'),
      opts,
    );
    return page.pairs[0] ?? null;
  },
  candles: (left: string, right: string, window: ChartWindow & { timeframe: Timeframe }, opts: Opts = {}) =>
    postJson(`${config.api.dex}/pairs/left/${left}/right/${right}/ohlcv`, window, schema('candles'), opts),
};
