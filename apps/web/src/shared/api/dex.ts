/** Typed client of the DEX API (`config.api.dex`): every answer is validated with the shared zod schemas. */
import {
  currenciesResponseSchema,
  currencySchema,
  candleSchema,
  graphPointSchema,
  poolDetailSchema,
  poolOhlcvPointSchema,
  poolsResponseSchema,
  transactionsResponseSchema,
  type CurrenciesRequest,
  type GraphRequest,
  type PoolOhlcvRequest,
  type PoolsRequest,
  type TransactionsRequest,
} from '@tycho/api';
import { z } from 'zod';
import { config } from '../config';
import { postJson } from './http';

type Opts = { signal?: AbortSignal };
const base = () => config.api.dex;

export type CurrenciesQuery = Partial<CurrenciesRequest>;
export type PoolsQuery = Partial<PoolsRequest>;
export type TransactionsQuery = Partial<TransactionsRequest>;

export const dexApi = {
  currencies: (body: CurrenciesQuery, opts: Opts = {}) =>
    postJson(`${base()}/currencies`, body, currenciesResponseSchema, opts),
  currency: (address: string, opts: Opts = {}) =>
    postJson(`${base()}/currencies/${address}`, {}, currencySchema, opts),
  currencyPrices: (address: string, body: GraphRequest, opts: Opts = {}) =>
    postJson(`${base()}/currencies/${address}/prices`, body, z.array(candleSchema), opts),
  currencyVolume: (address: string, body: GraphRequest, opts: Opts = {}) =>
    postJson(`${base()}/currencies/${address}/volume`, body, z.array(graphPointSchema), opts),
  currencyTvl: (address: string, body: GraphRequest, opts: Opts = {}) =>
    postJson(`${base()}/currencies/${address}/tvl`, body, z.array(graphPointSchema), opts),
  pools: (body: PoolsQuery, opts: Opts = {}) => postJson(`${base()}/pools`, body, poolsResponseSchema, opts),
  pool: (address: string, opts: Opts = {}) =>
    postJson(`${base()}/pools/address/${address}`, {}, poolDetailSchema, opts),
  poolOhlcv: (body: PoolOhlcvRequest, opts: Opts = {}) =>
    postJson(`${base()}/pools/ohlcv`, body, z.array(poolOhlcvPointSchema), opts),
  transactions: (body: TransactionsQuery, opts: Opts = {}) =>
    postJson(`${base()}/transactions`, body, transactionsResponseSchema, opts),
};
