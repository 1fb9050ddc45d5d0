/**
 * Typed client of the DEX API (`config.api.dex`): every answer is validated with the shared zod schemas, by the
 * app's answer reader (the answer worker; shared/api/schemaRef.ts).
 */
import type { CurrenciesRequest, GraphRequest, PoolOhlcvRequest, PoolsRequest, TransactionsRequest } from '@tycho/api';
import { config } from '../config';
import { postJson } from './http';
import { schemaRefs } from './schemaRef';

type Opts = { signal?: AbortSignal };
const base = () => config.api.dex;

const schema = schemaRefs('dex', () => import('./dexSchemas').then((m) => m.dexSchemas));

export type CurrenciesQuery = Partial<CurrenciesRequest>;
export type PoolsQuery = Partial<PoolsRequest>;
export type TransactionsQuery = Partial<TransactionsRequest>;

export const dexApi = {
  currencies: (body: CurrenciesQuery, opts: Opts = {}) =>
    postJson(`${base()}/currencies`, body, schema('currencies'), opts),
  currency: (address: string, opts: Opts = {}) =>
    postJson(`${base()}/currencies/${address}`, {}, schema('currency'), opts),
  currencyPrices: (address: string, body: GraphRequest, opts: Opts = {}) =>
    postJson(`${base()}/currencies/${address}/prices`, body, schema('candles'), opts),
  currencyVolume: (address: string, body: GraphRequest, opts: Opts = {}) =>
    postJson(`${base()}/currencies/${address}/volume`, body, schema('graphPoints'), opts),
  currencyTvl: (address: string, body: GraphRequest, opts: Opts = {}) =>
    postJson(`${base()}/currencies/${address}/tvl`, body, schema('graphPoints'), opts),
  pools: (body: PoolsQuery, opts: Opts = {}) => postJson(`${base()}/pools`, body, schema('pools'), opts),
  pool: (address: string, opts: Opts = {}) => postJson(`${base()}/pools/address/${address}`, {}, schema('pool'), opts),
  poolOhlcv: (body: PoolOhlcvRequest, opts: Opts = {}) =>
    postJson(`${base()}/pools/ohlcv`, body, schema('poolOhlcv'), opts),
  /** USD prices of token and LP token roots (spec 7); roots without a price are left out. */
  usdtPrices: (addresses: readonly string[], opts: Opts = {}) =>
    postJson(`${base()}/currencies_usdt_prices`, { currency_addresses: addresses }, schema('usdtPrices'), opts),
  transactions: (body: TransactionsQuery, opts: Opts = {}) =>
    postJson(`${base()}/transactions`, body, schema('transactions'), opts),
};
