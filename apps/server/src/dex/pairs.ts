import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  crossPairsRoute,
  newCrossPairsRoute,
  pairByAddressRoute,
  pairByTokensOhlcvRoute,
  pairByTokensRoute,
  pairOhlcvRoute,
  pairsRoute,
  pairTvlRoute,
  pairVolumeRoute,
  type Candle,
  type RouteDef,
} from '@tycho/api';
import type { Db } from '@tycho/db';
import { registerRoute } from '../http/routes';
import { NotFoundError } from '../http/errors';
import type { PoolCache } from './pool-cache';
import {
  pairByRoots,
  pairOf,
  poolByAddress,
  poolOrderings,
  selectPools,
  verifiedOnly,
  type PoolRow,
} from './pool-rows';
import { poolCandles } from './pools';
import { candlePoint, seriesOf } from './series';
import { query, textArray, where } from './sql';
import type { DexKeep } from './keep';

const twoTokenPool = [sql`kind in ('common', 'stable')`, sql`cardinality(currency_addresses) = 2`];

async function pairByAddress(db: Db, address: string): Promise<PoolRow> {
  const row = await poolByAddress(db, address);
  if (!row || row.kind === 'stablepool') throw new NotFoundError(`no pair has the pool address ${address}`);
  return row;
}

async function pairByTokens(db: Db, left: string, right: string): Promise<PoolRow> {
  const row = await pairByRoots(db, left, right);
  if (!row) throw new NotFoundError(`no pool holds both ${left} and ${right}`);
  return row;
}

async function pairCandles(
  db: Db,
  row: PoolRow,
  window: { from: number; to: number; timeframe: 'H1' | 'D1' },
  now: number,
) {
  return (await poolCandles(db, row.address, window, now)).map((c): Candle => candlePoint(c));
}

/** Two-token pools usable from `from` within `deep` hops, TVL at least minTvl, intermediates in the whitelist. */
function reachablePairs(
  rows: PoolRow[],
  from: string,
  to: string | null,
  deep: number,
  minTvl: number,
  white: string[],
) {
  const pairs = rows.filter(
    (r) => r.kind !== 'stablepool' && r.currency_addresses.length === 2 && Number(r.tvl) >= minTvl,
  );
  const allowed = new Set(white.map((w) => w.toLowerCase()));
  const mayPass = (root: string) => allowed.size === 0 || allowed.has(root) || root === to;
  const picked = new Map<string, PoolRow>();
  let frontier = new Set([from]);
  const seen = new Set([from]);
  for (let hop = 0; hop < deep && frontier.size > 0; hop++) {
    const next = new Set<string>();
    for (const pair of pairs) {
      const [a, b] = pair.currency_addresses;
      const other = frontier.has(a) ? b : frontier.has(b) ? a : undefined;
      if (!other) continue;
      picked.set(pair.address, pair);
      if (!seen.has(other) && mayPass(other)) {
        seen.add(other);
        next.add(other);
      }
    }
    frontier = next;
  }
  return [...picked.values()].sort((x, y) => Number(y.tvl) - Number(x.tvl)).slice(0, 500);
}

export function registerPairRoutes(
  app: FastifyInstance,
  db: Db,
  cache: PoolCache,
  now: () => number,
  keep: DexKeep,
  registry: RouteDef[],
): void {
  registerRoute(
    app,
    pairByTokensRoute,
    async ({ params }) => pairOf(db, await pairByTokens(db, params.left, params.right)),
    registry,
  );
  registerRoute(
    app,
    pairByTokensOhlcvRoute,
    async ({ params, body }) => pairCandles(db, await pairByTokens(db, params.left, params.right), body, now()),
    registry,
    keep.graph(({ body }) => body.timeframe),
  );
  registerRoute(
    app,
    pairsRoute,
    async ({ body }) => {
      const conditions = [...twoTokenPool];
      if (body.currencyAddresses) {
        conditions.push(sql`currency_addresses @> ${textArray(body.currencyAddresses.map((a) => a.toLowerCase()))}`);
      }
      if (body.whiteListUri) conditions.push(verifiedOnly);
      const rows = await selectPools(
        db,
        conditions,
        sql`${poolOrderings[body.ordering]} limit ${body.limit} offset ${body.offset}`,
      );
      const [count] = await query<{ n: number }>(
        db,
        sql`select count(*)::int as n from dex_pools where ${where(conditions)}`,
      );
      return { pairs: await Promise.all(rows.map((row) => pairOf(db, row))), totalCount: Number(count.n) };
    },
    registry,
    keep.model(),
  );
  registerRoute(
    app,
    crossPairsRoute,
    async ({ body }) => {
      const rows = reachablePairs(
        await cache.pools(),
        body.fromCurrencyAddress.toLowerCase(),
        body.toCurrencyAddress?.toLowerCase() ?? null,
        body.toCurrencyAddress ? 2 : 1,
        Number(body.minTvl),
        body.whiteListCurrencies,
      );
      return { pairs: await Promise.all(rows.map((row) => pairOf(db, row))) };
    },
    registry,
  );
  registerRoute(
    app,
    newCrossPairsRoute,
    async ({ body }) => {
      const rows = reachablePairs(
        await cache.pools(),
        body.fromCurrencyAddress.toLowerCase(),
        body.toCurrencyAddress?.toLowerCase() ?? null,
        body.deep,
        Number(body.minTvl),
        body.whiteListCurrencies,
      );
      return { pairs: await Promise.all(rows.map((row) => pairOf(db, row))) };
    },
    registry,
  );
  registerRoute(
    app,
    pairByAddressRoute,
    async ({ params }) => pairOf(db, await pairByAddress(db, params.address)),
    registry,
  );
  registerRoute(
    app,
    pairOhlcvRoute,
    async ({ params, body }) => pairCandles(db, await pairByAddress(db, params.address), body, now()),
    registry,
    keep.graph(({ body }) => body.timeframe),
  );
  const series =
    (field: 'tvl' | 'usd_volume') =>
    async ({ params, body }: { params: { address: string }; body: Parameters<typeof poolCandles>[2] }) => {
      const row = await pairByAddress(db, params.address);
      return (await poolCandles(db, row.address, body, now())).map(seriesOf(field));
    };
  registerRoute(
    app,
    pairTvlRoute,
    series('tvl'),
    registry,
    keep.graph(({ body }) => body.timeframe),
  );
  registerRoute(
    app,
    pairVolumeRoute,
    series('usd_volume'),
    registry,
    keep.graph(({ body }) => body.timeframe),
  );
}
