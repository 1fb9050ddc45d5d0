import type { PoolKind } from '@tycho/abi';
import { sql, type SQL } from 'drizzle-orm';
import type { Pair, PoolListItem, PoolMeta } from '@tycho/api';
import type { Db } from '@tycho/db';
import { change, dec, query, textArray, where } from './sql';

/** A pool row as the list and detail queries read it. */
export interface PoolRow {
  address: string;
  kind: PoolKind;
  lp_root: string;
  /** Null until the pool's LP token exists. */
  lp_decimals: number | null;
  currency_addresses: string[];
  currencies: string[];
  decimals: number[];
  reserves: string[];
  lp_supply: string;
  fee_denominator: string;
  fee_pool_numerator: string;
  fee_beneficiary_numerator: string;
  amp_value: string | null;
  amp_precision: string | null;
  tvl: string;
  tvl_24h_ago: string;
  volume_24h: string;
  volume_24h_prev: string;
  volume_7d: string;
  fee_24h: string;
  fee_7d: string;
  fee_all_time: string;
  transactions_count_24h: number;
}

/** Columns of PoolRow, with arrays cast to text[] so both drivers parse them the same way. */
export const poolColumns =
  sql.raw(`address, kind, lp_root, lp_decimals, currency_addresses::text[] as currency_addresses,
  currencies::text[] as currencies, decimals::text[] as decimals, reserves::text[] as reserves, lp_supply::text as lp_supply,
  fee_denominator::text as fee_denominator, fee_pool_numerator::text as fee_pool_numerator,
  fee_beneficiary_numerator::text as fee_beneficiary_numerator, amp_value::text as amp_value,
  amp_precision::text as amp_precision, tvl::text as tvl, tvl_24h_ago::text as tvl_24h_ago,
  volume_24h::text as volume_24h, volume_24h_prev::text as volume_24h_prev, volume_7d::text as volume_7d,
  fee_24h::text as fee_24h, fee_7d::text as fee_7d, fee_all_time::text as fee_all_time, transactions_count_24h`);

function normalise(row: PoolRow): PoolRow {
  return { ...row, decimals: row.decimals.map(Number) };
}

export async function selectPools(db: Db, conditions: SQL[], tail: SQL = sql``): Promise<PoolRow[]> {
  const rows = await query<PoolRow>(db, sql`select ${poolColumns} from dex_pools where ${where(conditions)} ${tail}`);
  return rows.map(normalise);
}

export async function poolByAddress(db: Db, address: string): Promise<PoolRow | undefined> {
  return (await selectPools(db, [sql`address = ${address.toLowerCase()}`]))[0];
}

/** The deepest two-token pool (pair or stable pair) holding both roots. */
export async function pairByRoots(db: Db, left: string, right: string): Promise<PoolRow | undefined> {
  const rows = await selectPools(
    db,
    [
      sql`kind in ('common', 'stable')`,
      sql`currency_addresses @> ${textArray([left.toLowerCase(), right.toLowerCase()])}`,
      sql`cardinality(currency_addresses) = 2`,
    ],
    sql`order by dex_pools.tvl desc, address limit 1`,
  );
  return rows[0];
}

export function poolMeta(row: PoolRow): PoolMeta {
  return {
    poolAddress: row.address,
    lpAddress: row.lp_root,
    currencyAddresses: row.currency_addresses,
    currencies: row.currencies,
    pairType: row.kind === 'common' ? 'common' : 'stable',
    poolType: row.kind,
  };
}

export function poolStats(row: PoolRow) {
  return {
    tvl: dec(row.tvl),
    tvlChange: change(row.tvl, row.tvl_24h_ago),
    volume24h: dec(row.volume_24h),
    volume24hChange: change(row.volume_24h, row.volume_24h_prev),
    volume7d: dec(row.volume_7d),
    fee24h: dec(row.fee_24h),
  };
}

export function poolListItem(row: PoolRow): PoolListItem {
  return { meta: poolMeta(row), ...poolStats(row) };
}

/** USD prices of the given roots from the currencies table ('0' when unknown). */
export async function pricesOf(db: Db, roots: readonly string[]): Promise<Map<string, string>> {
  if (roots.length === 0) return new Map();
  const rows = await query<{ address: string; price: string }>(
    db,
    sql`select address, price::text as price from dex_currencies where address = any(${textArray(roots)})`,
  );
  return new Map(rows.map((r) => [r.address, dec(r.price)]));
}

/** A two-token pool as a pair: token 0 is the base, token 1 the counter. */
export async function pairOf(db: Db, row: PoolRow): Promise<Pair> {
  const prices = await pricesOf(db, row.currency_addresses);
  const [base, counter] = row.currency_addresses;
  return {
    meta: { poolAddress: row.address, baseAddress: base, counterAddress: counter },
    baseSymbol: row.currencies[0],
    counterSymbol: row.currencies[1],
    baseLocked: row.reserves[0] ?? '0',
    counterLocked: row.reserves[1] ?? '0',
    basePrice: prices.get(base) ?? '0',
    counterPrice: prices.get(counter) ?? '0',
    pairType: row.kind === 'common' ? 'common' : 'stable',
    ...poolStats(row),
  };
}

export const poolOrderings = {
  tvlascending: sql`order by dex_pools.tvl asc, address asc`,
  tvldescending: sql`order by dex_pools.tvl desc, address desc`,
  volume24hascending: sql`order by dex_pools.volume_24h asc, address asc`,
  volume24hdescending: sql`order by dex_pools.volume_24h desc, address desc`,
  volume7dascending: sql`order by dex_pools.volume_7d asc, address asc`,
  volume7ddescending: sql`order by dex_pools.volume_7d desc, address desc`,
} as const;

/** Whitelist filter: every token of the pool is a verified currency (the local token list). */
export const verifiedOnly = sql`not exists (select 1 from unnest(currency_addresses) as c(root)
  where c.root not in (select address from dex_currencies where verified))`;
