/**
 * The limit-order API (document 2, section 7): orders, fills, the order book and price candles of a pair. Answers
 * are validated by the shared schemas, through the app's answer reader (shared/api/schemaRef.ts).
 */
import type { LimitExchange, LimitOrder } from '@tycho/api';
import { postJson, schemaRefs } from '@/shared/api';
import { config } from '@/shared/config';

type Opts = { signal?: AbortSignal };
const schema = schemaRefs('limit', () => import('./limitSchemas').then((m) => m.limitSchemas));
const url = (path: string) => `${config.api.limit}/${path}`;

export type { LimitExchange, LimitOrder };
export type OrderState = LimitOrder['state'];

export interface OrdersQuery {
  leftTokenRoot?: string;
  rightTokenRoot?: string;
  ownerAddress?: string;
  states?: OrderState[];
  side?: 'buy' | 'sell';
  sortBy?: 'createdAt' | 'price' | 'currentAmount';
  sortDirection?: 'asc' | 'desc';
  limit?: number;
  offset?: number;
}

export interface Pair {
  leftTokenRoot: string;
  rightTokenRoot: string;
}

export const limitApi = {
  orders: (body: OrdersQuery, opts: Opts = {}) => postJson(url('get_limit_orders'), body, schema('orders'), opts),
  exchanges: (body: Partial<Pair> & { accountAddress?: string; limit?: number; offset?: number }, opts: Opts = {}) =>
    postJson(url('get_exchanges'), body, schema('exchanges'), opts),
  orderBook: (body: Pair, opts: Opts = {}) => postJson(url('get_order_book'), body, schema('orderBook'), opts),
  plot: (body: Pair & { from: number; to: number; timeframe: 'H1' | 'D1' }, opts: Opts = {}) =>
    postJson(url('get_plot_data'), body, schema('plot'), opts),
};
