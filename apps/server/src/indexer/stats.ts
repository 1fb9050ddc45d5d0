import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@tycho/db';
import { textArray } from '../dex/sql';

const DAY = 86_400;

/**
 * Recomputes the rolling statistics relative to the chain clock `now` from the H1 candles: 24 h and 7 d volume and
 * fees, the previous 24 h volume, transactions in 24 h, TVL and price 24 h ago. `pools` limits the pools (and their
 * tokens) refreshed; undefined refreshes everything (done periodically, as windows move without new trades).
 */
export async function refreshStats(db: Db, now: number, pools?: readonly string[]): Promise<void> {
  if (pools && pools.length === 0) return;
  const dayAgo = now - DAY;
  const twoDaysAgo = now - 2 * DAY;
  const weekAgo = now - 7 * DAY;
  const poolFilter: SQL = pools ? sql`p.address = any(${textArray(pools)})` : sql`true`;
  await db.execute(sql`update dex_pools p set
      volume_24h = coalesce(s.v24, 0), volume_24h_prev = coalesce(s.v48, 0), volume_7d = coalesce(s.v7, 0),
      fee_24h = coalesce(s.f24, 0), fee_7d = coalesce(s.f7, 0), transactions_count_24h = coalesce(s.n24, 0),
      tvl_24h_ago = coalesce((select c.tvl from dex_pool_candles c where c.pool = p.address and c.timeframe = 'H1'
        and c.bucket <= ${dayAgo} order by c.bucket desc limit 1), 0)
    from (select p.address, sum(c.usd_volume) filter (where c.bucket > ${dayAgo}) as v24,
        sum(c.usd_volume) filter (where c.bucket > ${twoDaysAgo} and c.bucket <= ${dayAgo}) as v48,
        sum(c.usd_volume) as v7, sum(c.fees) filter (where c.bucket > ${dayAgo}) as f24, sum(c.fees) as f7,
        sum(c.transactions) filter (where c.bucket > ${dayAgo}) as n24
      from dex_pools p left join dex_pool_candles c on c.pool = p.address and c.timeframe = 'H1' and c.bucket > ${weekAgo}
      where ${poolFilter} group by p.address) s
    where p.address = s.address`);
  const currencyFilter: SQL = pools
    ? sql`x.address in (select unnest(currency_addresses) from dex_pools where address = any(${textArray(pools)}))`
    : sql`true`;
  await db.execute(sql`update dex_currencies x set
      volume_24h = coalesce(s.v24, 0), volume_24h_prev = coalesce(s.v48, 0), volume_7d = coalesce(s.v7, 0),
      fee_24h = coalesce(s.f24, 0), fee_7d = coalesce(s.f7, 0), transactions_count_24h = coalesce(s.n24, 0),
      fee_all_time = coalesce((select sum(d.fees) from dex_currency_candles d where d.currency = x.address and d.timeframe = 'D1'), 0),
      tvl_24h_ago = coalesce((select c.tvl from dex_currency_candles c where c.currency = x.address and c.timeframe = 'H1'
        and c.bucket <= ${dayAgo} order by c.bucket desc limit 1), 0),
      price_24h_ago = coalesce((select c.close from dex_currency_candles c where c.currency = x.address and c.timeframe = 'H1'
        and c.bucket <= ${dayAgo} order by c.bucket desc limit 1), 0),
      updated_at = ${now}
    from (select x.address, sum(c.usd_volume) filter (where c.bucket > ${dayAgo}) as v24,
        sum(c.usd_volume) filter (where c.bucket > ${twoDaysAgo} and c.bucket <= ${dayAgo}) as v48,
        sum(c.usd_volume) as v7, sum(c.fees) filter (where c.bucket > ${dayAgo}) as f24, sum(c.fees) as f7,
        sum(c.transactions) filter (where c.bucket > ${dayAgo}) as n24
      from dex_currencies x left join dex_currency_candles c on c.currency = x.address and c.timeframe = 'H1' and c.bucket > ${weekAgo}
      where ${currencyFilter} group by x.address) s
    where x.address = s.address`);
}
