import { sql } from 'drizzle-orm';
import type { Db } from '@tycho/db';
import { formatUnits } from '@tycho/units';
import { numericArray, query, textArray } from '../dex/sql';
import { TIMEFRAMES } from './candles';
import type { UndoEvent } from './events';
import type { Market } from './market';

interface UndoneRow {
  transaction_hash: string;
  event_type: 'swap' | 'deposit' | 'withdraw';
  timestamp: number;
  tv: string;
  fee_usd: string;
  usd_values: string[];
}

/**
 * Takes out the operation rows of hops the network undid (a cross-pool swap that failed further on): the row, its
 * volume, fees and transaction counts in the pool's and its tokens' candles, and the all-time counters. Runs after
 * the batch's own rows are written (in the same DB transaction), so the undone hop may be in this batch or an
 * earlier one. The row is the pool's latest swap or one-coin withdrawal before the undo with exactly the undone
 * amounts. Answers the pools changed and how many rows were taken out.
 */
export async function applyUndos(
  db: Db,
  market: Market,
  undos: readonly UndoEvent[],
): Promise<{ pools: Set<string>; removed: number }> {
  const pools = new Set<string>();
  let removed = 0;
  for (const u of undos) {
    const pool = market.pools.get(u.pool);
    if (!pool) continue;
    const volumes = u.amounts.map((a, k) => formatUnits(a, pool.decimals[k]));
    const [row] = await query<UndoneRow>(
      db,
      sql`select transaction_hash, event_type, timestamp, tv::text as tv, fee_usd::text as fee_usd,
            usd_values::text[] as usd_values
          from dex_transactions
          where pool = ${u.pool} and lt < ${u.lt} and event_type in ('swap', 'withdraw')
            and volumes = ${numericArray(volumes)}
          order by lt desc limit 1`,
    );
    if (!row) continue;
    await removeRow(db, u.pool, pool.roots, u.amounts, row);
    pools.add(u.pool);
    removed += 1;
  }
  return { pools, removed };
}

async function removeRow(
  db: Db,
  pool: string,
  roots: readonly string[],
  amounts: readonly bigint[],
  row: UndoneRow,
): Promise<void> {
  const swap = row.event_type === 'swap';
  const fee = row.fee_usd;
  const tv = swap ? row.tv : '0';
  const moved = amounts.map((a) => (swap ? (a < 0n ? -a : a) : 0n));
  await db.execute(sql`delete from dex_transactions where transaction_hash = ${row.transaction_hash}`);
  await db.execute(sql`delete from dex_transaction_currencies where transaction_hash = ${row.transaction_hash}`);
  await db.execute(sql`update dex_pools set transactions_count = greatest(transactions_count - 1, 0),
      fee_all_time = greatest(fee_all_time - ${fee}::numeric, 0) where address = ${pool}`);
  await db.execute(sql`update dex_currencies set transactions_count = greatest(transactions_count - 1, 0)
      where address = any(${textArray([...roots])})`);
  for (const [timeframe, width] of TIMEFRAMES) {
    const bucket = Math.floor(row.timestamp / width) * width;
    await db.execute(sql`update dex_pool_candles set transactions = greatest(transactions - 1, 0),
        fees = greatest(fees - ${fee}::numeric, 0), usd_volume = greatest(usd_volume - ${tv}::numeric, 0),
        volumes = array(select greatest(coalesce(a, 0) - coalesce(b, 0), 0)
          from unnest(volumes, ${numericArray(moved)}) as v(a, b))
      where pool = ${pool} and timeframe = ${timeframe} and bucket = ${bucket}`);
    // A token's candle counted the operation when the operation moved it (an undoable hop's fee is taken in a
    // token it moved).
    for (const [k, root] of roots.entries()) {
      if (amounts[k] === 0n) continue;
      const value = swap ? (row.usd_values[k] ?? '0') : '0';
      await db.execute(sql`update dex_currency_candles set transactions = greatest(transactions - 1, 0),
          fees = greatest(fees - ${fee}::numeric, 0), usd_volume = greatest(usd_volume - ${value}::numeric, 0)
        where currency = ${root} and timeframe = ${timeframe} and bucket = ${bucket}`);
    }
  }
}
