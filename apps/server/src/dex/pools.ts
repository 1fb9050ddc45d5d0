import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  poolByAddressRoute,
  poolOhlcvRoute,
  poolsRoute,
  type PoolDetail,
  type PoolOhlcvPoint,
  type PoolsRequest,
  type RouteDef,
} from '@tycho/api';
import type { Db } from '@tycho/db';
import { registerRoute } from '../http/routes';
import { NotFoundError } from '../http/errors';
import {
  poolByAddress,
  poolListItem,
  poolMeta,
  poolOrderings,
  poolColumns,
  poolStats,
  pricesOf,
  selectPools,
  verifiedOnly,
  type PoolRow,
} from './pool-rows';
import type { PoolCache } from './pool-cache';
import { continuous, type CandleRowBase } from './series';
import { MAX_POINTS, bucketRange, dec, query, textArray } from './sql';
import { formatUnits } from '@tycho/units';
import type { DexKeep } from './keep';

export function poolFilters(body: Omit<PoolsRequest, 'limit' | 'offset' | 'ordering'>): SQL[] {
  const conditions: SQL[] = [];
  const roots = [...(body.currencyAddresses ?? []), ...(body.currencyAddress ? [body.currencyAddress] : [])];
  if (roots.length > 0) conditions.push(sql`currency_addresses @> ${textArray(roots.map((r) => r.toLowerCase()))}`);
  if (body.favoritePools)
    conditions.push(sql`address = any(${textArray(body.favoritePools.map((a) => a.toLowerCase()))})`);
  if (body.poolType) conditions.push(sql`kind = any(${textArray(body.poolType)})`);
  if (body.whiteListUri) conditions.push(verifiedOnly);
  return conditions;
}

const hasTokenFilter = (body: PoolsRequest) => Boolean(body.currencyAddress || body.currencyAddresses?.length);

async function selectMatching(db: Db, conditions: SQL[], page: SQL): Promise<PoolRow[]> {
  const where = sql.join(conditions, sql` and `);
  const rows = await query<PoolRow>(
    db,
    sql`with dex_pools as materialized (select * from dex_pools where ${where}) select ${poolColumns} from dex_pools ${page}`,
  );
  return rows.map((row) => ({ ...row, decimals: row.decimals.map(Number) }));
}

async function countPools(db: Db, conditions: SQL[]): Promise<number> {
  const where = conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
  const [row] = await query<{ n: string | number }>(db, sql`select count(*)::int as n from dex_pools where ${where}`);
  return Number(row.n);
}

/** Digits of the fee rate and of reserve prices (rounded down). */
const FEE_DIGITS = 18;
const PRICE_DIGITS = 12;

/** The pool's total fee as a fraction (0.003 for 0.3 %), exact to 18 digits. */
function feeRate(row: PoolRow): string {
  const denominator = BigInt(row.fee_denominator);
  const numerator = BigInt(row.fee_pool_numerator) + BigInt(row.fee_beneficiary_numerator);
  if (denominator <= 0n) return '0';
  return formatUnits((numerator * 10n ** BigInt(FEE_DIGITS)) / denominator, FEE_DIGITS);
}

/**
 * Price of one whole token i in whole tokens j from the reserves, exact to 12 digits:
 * (rj / 10^dj) / (ri / 10^di) = rj · 10^di / (ri · 10^dj).
 */
function reservePrice(row: PoolRow, i: number, j: number): string {
  const ri = BigInt(row.reserves[i]);
  const rj = BigInt(row.reserves[j]);
  if (ri <= 0n || rj <= 0n) return '0';
  const numerator = rj * 10n ** BigInt(row.decimals[i] + PRICE_DIGITS);
  return formatUnits(numerator / (ri * 10n ** BigInt(row.decimals[j])), PRICE_DIGITS);
}

export async function poolDetail(db: Db, row: PoolRow): Promise<PoolDetail> {
  const prices = await pricesOf(db, row.currency_addresses);
  return {
    meta: poolMeta(row),
    ...poolStats(row),
    fee7d: dec(row.fee_7d),
    feeAllTime: dec(row.fee_all_time),
    feeRate: feeRate(row),
    lpLocked: row.lp_supply,
    volumesLocked: row.reserves,
    prices: row.currency_addresses.map((root) => prices.get(root) ?? '0'),
    stableOneSwap: row.kind === 'stable' ? [reservePrice(row, 0, 1), reservePrice(row, 1, 0)] : null,
    transactionsCount24h: row.transactions_count_24h,
  };
}

interface PoolCandleRow extends CandleRowBase {
  volumes: string[];
  reserves: string[];
}

const poolCandleColumns = sql.raw(`bucket, open::text as open, high::text as high, low::text as low,
  close::text as close, tvl::text as tvl, usd_volume::text as usd_volume, volumes::text[] as volumes,
  reserves::text[] as reserves`);

/** A pool's candles of a window, one per bucket (quiet buckets carry the previous candle, see series.ts). */
export async function poolCandles(
  db: Db,
  pool: string,
  window: { from: number; to: number; timeframe: 'H1' | 'D1' },
  now: number,
): Promise<PoolCandleRow[]> {
  const [from, to] = bucketRange(window);
  const rows = await query<PoolCandleRow>(
    db,
    sql`select ${poolCandleColumns} from dex_pool_candles where pool = ${pool} and timeframe = ${window.timeframe}
      and bucket >= ${from} and bucket <= ${to} order by bucket limit ${MAX_POINTS}`,
  );
  const [previous] = await query<PoolCandleRow>(
    db,
    sql`select ${poolCandleColumns} from dex_pool_candles where pool = ${pool} and timeframe = ${window.timeframe}
      and bucket < ${from} order by bucket desc limit 1`,
  );
  return continuous(rows, previous, window, now, MAX_POINTS, (p) => ({ volumes: p.volumes.map(() => '0') }));
}

function ohlcvPoint(row: PoolCandleRow, kind: 'Price' | 'Tvl' | 'Volume'): PoolOhlcvPoint {
  const price = kind === 'Price';
  return {
    timestamp: row.bucket * 1000,
    open: price ? dec(row.open) : null,
    high: price ? dec(row.high) : null,
    low: price ? dec(row.low) : null,
    close: price ? dec(row.close) : null,
    tvl: kind === 'Tvl' ? dec(row.tvl) : null,
    usdtVolume: kind === 'Volume' ? dec(row.usd_volume) : null,
    currencyVolumes: kind === 'Tvl' ? row.reserves.map(dec) : kind === 'Volume' ? row.volumes.map(dec) : null,
  };
}

export function registerPoolRoutes(
  app: FastifyInstance,
  db: Db,
  cache: PoolCache,
  now: () => number,
  keep: DexKeep,
  registry: RouteDef[],
): void {
  registerRoute(
    app,
    poolsRoute,
    async ({ body }) => {
      const conditions = poolFilters(body);
      const page = sql`${poolOrderings[body.ordering]} limit ${body.limit} offset ${body.offset}`;
      // With a token filter the GIN index finds the few matching pools; a materialised CTE keeps the planner from
      // walking the whole ordered index and testing the array of every pool instead.
      const rows = hasTokenFilter(body)
        ? await selectMatching(db, conditions, page)
        : await selectPools(db, conditions, page);
      const totalCount =
        body.offset === 0 && rows.length < body.limit
          ? rows.length
          : conditions.length === 0
            ? (await cache.pools()).length
            : await countPools(db, conditions);
      return { pools: rows.map(poolListItem), totalCount };
    },
    registry,
    keep.model(),
  );

  registerRoute(
    app,
    poolByAddressRoute,
    async ({ params }) => {
      const row = await poolByAddress(db, params.address);
      if (!row) throw new NotFoundError(`no pool has the address ${params.address}`);
      return poolDetail(db, row);
    },
    registry,
  );

  registerRoute(
    app,
    poolOhlcvRoute,
    async ({ body }) => {
      const rows = await poolCandles(db, body.poolAddress.toLowerCase(), body, now());
      return rows.map((row) => ohlcvPoint(row, body.ohlcvKind));
    },
    registry,
    keep.graph(({ body }) => body.timeframe),
  );
}
