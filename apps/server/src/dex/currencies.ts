import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  currenciesRoute,
  currenciesUsdtPricesRoute,
  currencyPricesRoute,
  currencyRoute,
  currencyTvlRoute,
  currencyVolumeRoute,
  type Currency,
  type CurrencyListItem,
  type RouteDef,
} from '@tycho/api';
import type { Db } from '@tycho/db';
import { registerRoute } from '../http/routes';
import { NotFoundError } from '../http/errors';
import { candlePoint, continuous, seriesOf, type CandleRowBase } from './series';
import { MAX_POINTS, bucketRange, change, dec, query, textArray, where } from './sql';
import type { DexKeep } from './keep';

interface CurrencyRow {
  address: string;
  symbol: string;
  name: string;
  decimals: number;
  price: string;
  price_24h_ago: string;
  volume_24h: string;
  volume_24h_prev: string;
  volume_7d: string;
  tvl: string;
  tvl_24h_ago: string;
  fee_24h: string;
  fee_7d: string;
  fee_all_time: string;
  transactions_count_24h: number;
  pools_count: number;
}

const currencyColumns = sql.raw(`address, symbol, name, decimals, price::text as price,
  price_24h_ago::text as price_24h_ago, volume_24h::text as volume_24h, volume_24h_prev::text as volume_24h_prev,
  volume_7d::text as volume_7d, tvl::text as tvl, tvl_24h_ago::text as tvl_24h_ago, fee_24h::text as fee_24h,
  fee_7d::text as fee_7d, fee_all_time::text as fee_all_time, transactions_count_24h, pools_count`);

const orderings = {
  tvlascending: sql`order by dex_currencies.tvl asc, address asc`,
  tvldescending: sql`order by dex_currencies.tvl desc, address desc`,
  volume24hascending: sql`order by dex_currencies.volume_24h asc, address asc`,
  volume24hdescending: sql`order by dex_currencies.volume_24h desc, address desc`,
  volume7dascending: sql`order by dex_currencies.volume_7d asc, address asc`,
  volume7ddescending: sql`order by dex_currencies.volume_7d desc, address desc`,
  priceascending: sql`order by dex_currencies.price asc, address asc`,
  pricedescending: sql`order by dex_currencies.price desc, address desc`,
  pricechangeascending: sql`order by (case when dex_currencies.price_24h_ago > 0 then dex_currencies.price / dex_currencies.price_24h_ago else 1 end) asc, address asc`,
  pricechangedescending: sql`order by (case when dex_currencies.price_24h_ago > 0 then dex_currencies.price / dex_currencies.price_24h_ago else 1 end) desc, address desc`,
} as const;

function listItem(row: CurrencyRow): CurrencyListItem {
  return {
    address: row.address,
    currency: row.symbol,
    price: dec(row.price),
    priceChange: change(row.price, row.price_24h_ago),
    volume24h: dec(row.volume_24h),
    volumeChange24h: change(row.volume_24h, row.volume_24h_prev),
    volume7d: dec(row.volume_7d),
    tvl: dec(row.tvl),
    tvlChange: change(row.tvl, row.tvl_24h_ago),
    transactionsCount24h: row.transactions_count_24h,
  };
}

function detail(row: CurrencyRow): Currency {
  return {
    ...listItem(row),
    name: row.name,
    decimals: Number(row.decimals),
    fee24h: dec(row.fee_24h),
    fee7d: dec(row.fee_7d),
    feeAllTime: dec(row.fee_all_time),
    poolsCount: row.pools_count,
  };
}

const candleColumns = sql.raw(`bucket, open::text as open, high::text as high, low::text as low,
  close::text as close, usd_volume::text as usd_volume, tvl::text as tvl`);

/** A token's candles of a window, one per bucket (quiet buckets carry the previous candle, see series.ts). */
async function candles(
  db: Db,
  currency: string,
  window: { from: number; to: number; timeframe: 'H1' | 'D1' },
  now: number,
) {
  const [from, to] = bucketRange(window);
  const rows = await query<CandleRowBase>(
    db,
    sql`select ${candleColumns} from dex_currency_candles
      where currency = ${currency.toLowerCase()} and timeframe = ${window.timeframe}
      and bucket >= ${from} and bucket <= ${to} order by bucket limit ${MAX_POINTS}`,
  );
  const [previous] = await query<CandleRowBase>(
    db,
    sql`select ${candleColumns} from dex_currency_candles
      where currency = ${currency.toLowerCase()} and timeframe = ${window.timeframe}
      and bucket < ${from} order by bucket desc limit 1`,
  );
  return continuous(rows, previous, window, now, MAX_POINTS);
}

/** USD prices of tokens and of LP tokens (pool TVL over LP supply). */
export async function usdPrices(db: Db, roots: readonly string[]): Promise<Record<string, string>> {
  const lowered = roots.map((r) => r.toLowerCase());
  const rows = await query<{ address: string; price: string }>(
    db,
    sql`select address, price::text as price from dex_currencies where address = any(${textArray(lowered)}) and price > 0
      union all
      select lp_root as address, (tvl / (lp_supply / power(10::numeric, lp_decimals)))::text as price
      from dex_pools where lp_root = any(${textArray(lowered)}) and lp_decimals is not null and lp_supply > 0 and tvl > 0`,
  );
  const prices: Record<string, string> = {};
  for (const row of rows) prices[row.address] = dec(Number(row.price) >= 1e-18 ? (+row.price).toFixed(18) : '0');
  for (const key of Object.keys(prices)) if (prices[key] === '0') delete prices[key];
  return prices;
}

export function registerCurrencyRoutes(
  app: FastifyInstance,
  db: Db,
  now: () => number,
  keep: DexKeep,
  registry: RouteDef[],
): void {
  registerRoute(
    app,
    currenciesRoute,
    async ({ body }) => {
      const conditions: SQL[] = [sql`pools_count > 0`, sql`not scam`];
      if (body.currencyAddresses) {
        conditions.push(sql`address = any(${textArray(body.currencyAddresses.map((a) => a.toLowerCase()))})`);
      }
      if (body.whiteListUri) conditions.push(sql`verified`);
      const rows = await query<CurrencyRow>(
        db,
        sql`select ${currencyColumns} from dex_currencies where ${where(conditions)}
          ${orderings[body.ordering]} limit ${body.limit} offset ${body.offset}`,
      );
      const [count] = await query<{ n: number }>(
        db,
        sql`select count(*)::int as n from dex_currencies where ${where(conditions)}`,
      );
      return { currencies: rows.map(listItem), totalCount: Number(count.n) };
    },
    registry,
    keep.model(),
  );

  registerRoute(
    app,
    currencyRoute,
    async ({ params }) => {
      const [row] = await query<CurrencyRow>(
        db,
        sql`select ${currencyColumns} from dex_currencies where address = ${params.address.toLowerCase()} and pools_count > 0`,
      );
      if (!row) throw new NotFoundError(`no pool holds the token ${params.address}`);
      return detail(row);
    },
    registry,
  );

  registerRoute(
    app,
    currencyPricesRoute,
    async ({ params, body }) => (await candles(db, params.address, body, now())).map(candlePoint),
    registry,
    keep.graph(({ body }) => body.timeframe),
  );
  registerRoute(
    app,
    currencyVolumeRoute,
    async ({ params, body }) => (await candles(db, params.address, body, now())).map(seriesOf('usd_volume')),
    registry,
    keep.graph(({ body }) => body.timeframe),
  );
  registerRoute(
    app,
    currencyTvlRoute,
    async ({ params, body }) => (await candles(db, params.address, body, now())).map(seriesOf('tvl')),
    registry,
    keep.graph(({ body }) => body.timeframe),
  );
  registerRoute(app, currenciesUsdtPricesRoute, async ({ body }) => usdPrices(db, body.currency_addresses), registry);
}
