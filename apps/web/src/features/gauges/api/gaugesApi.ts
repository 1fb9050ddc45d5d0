/** Typed client of the gauges API (`config.api.gauges`, docs/api.md), answers validated with the shared schemas. */
import type { z } from 'zod';
import type { gaugeDepositsRoute, gaugesRoute, gaugeTransactionsRoute } from '@tycho/api';
import { postJson, schemaRefs } from '@/shared/api';
import { config } from '@/shared/config';

type Opts = { signal?: AbortSignal };
const base = () => config.api.gauges;

const schema = schemaRefs('gauges', () => import('./gaugesSchemas').then((m) => m.gaugesSchemas));

export type GaugesQuery = Partial<z.input<typeof gaugesRoute.body>>;
export type TransactionsQuery = z.input<typeof gaugeTransactionsRoute.body>;
export type DepositsQuery = z.input<typeof gaugeDepositsRoute.body>;

export const gaugesApi = {
  gauges: (body: GaugesQuery, opts: Opts = {}) => postJson(`${base()}/gauges`, body, schema('gauges'), opts),
  gauge: (gaugeAddress: string, opts: Opts = {}) =>
    postJson(`${base()}/gauges/get`, { gaugeAddress }, schema('gauge'), opts),
  byUser: (userAddress: string, opts: Opts = {}) =>
    postJson(`${base()}/gauges/get-by-user`, { userAddress }, schema('byUser'), opts),
  transactions: (body: TransactionsQuery, opts: Opts = {}) =>
    postJson(`${base()}/transactions`, body, schema('transactions'), opts),
  deposits: (body: DepositsQuery, opts: Opts = {}) => postJson(`${base()}/deposits`, body, schema('deposits'), opts),
};
