/**
 * The gauges API's histories (docs/api.md, "Lookups and histories"): TVL, min and max APR over time, a user's LP over
 * time and the reward rounds. Apart from gaugesApi.ts so only the gauge page's lazy history sections load it.
 */
import type { z } from 'zod';
import type { gaugeGraphBodySchema, gaugeQubeRoundsRoute, gaugeUserBalanceBodySchema } from '@tycho/api';
import { postJson, schemaRefs } from '@/shared/api';
import { config } from '@/shared/config';

type Opts = { signal?: AbortSignal };
const base = () => config.api.gauges;
const schema = schemaRefs('gaugeHistory', () => import('./gaugeHistorySchemas').then((m) => m.gaugeHistorySchemas));
const stats = schema('stats');
const rounds = schema('rounds');

export type GraphQuery = z.input<typeof gaugeGraphBodySchema>;
export type UserBalanceQuery = z.input<typeof gaugeUserBalanceBodySchema>;
export type RoundsQuery = z.input<typeof gaugeQubeRoundsRoute.body>;
/** The gauge's charts (`/gauges/tvl`, `/gauges/min-apr`, `/gauges/max-apr`). */
export type GaugeGraphKind = 'Tvl' | 'MinApr' | 'MaxApr';
const GRAPH_PATH: Record<GaugeGraphKind, string> = { Tvl: 'tvl', MinApr: 'min-apr', MaxApr: 'max-apr' };

export const gaugeHistoryApi = {
  graph: (kind: GaugeGraphKind, body: GraphQuery, opts: Opts = {}) =>
    postJson(`${base()}/gauges/${GRAPH_PATH[kind]}`, body, stats, opts),
  userBalance: (body: UserBalanceQuery, opts: Opts = {}) =>
    postJson(`${base()}/gauges/user-history-balance`, body, stats, opts),
  rounds: (source: 'qube' | 'tokens', body: RoundsQuery, opts: Opts = {}) =>
    postJson(`${base()}/reward-rounds/${source}`, body, rounds, opts),
};
