/** Typed client of the old farming API (`config.api.farming`, docs/api.md), answers validated with the shared schemas. */
import type { z } from 'zod';
import type { farmingPoolsRoute, farmingTransactionsRoute, farmingTvlRoute } from '@tycho/api';
import { postJson, schemaRefs } from '@/shared/api';
import { config } from '@/shared/config';

type Opts = { signal?: AbortSignal };
const base = () => config.api.farming;

const schema = schemaRefs('farming', () => import('./farmingSchemas').then((m) => m.farmingSchemas));

export type FarmPoolsQuery = Partial<z.input<typeof farmingPoolsRoute.body>>;
export type FarmTransactionsQuery = z.input<typeof farmingTransactionsRoute.body>;
export type FarmGraphQuery = z.input<typeof farmingTvlRoute.body>;

export const farmingApi = {
  pools: (body: FarmPoolsQuery, opts: Opts = {}) => postJson(`${base()}/farming_pools`, body, schema('pools'), opts),
  pool: (address: string, userAddress: string | undefined, opts: Opts = {}) =>
    postJson(`${base()}/farming_pools/${address}`, { userAddress: userAddress ?? null }, schema('pool'), opts),
  transactions: (body: FarmTransactionsQuery, opts: Opts = {}) =>
    postJson(`${base()}/transactions`, body, schema('transactions'), opts),
  tvl: (body: FarmGraphQuery, opts: Opts = {}) => postJson(`${base()}/graphic/tvl`, body, schema('tvl'), opts),
  apr: (body: FarmGraphQuery, opts: Opts = {}) => postJson(`${base()}/graphic/apr`, body, schema('apr'), opts),
};
