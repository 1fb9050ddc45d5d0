/**
 * Token amounts of the portfolio valued in USD with the DEX read model's facts (symbol, decimals, price), and the
 * section sums. A value is null when the token's price or decimals are unknown; sums count such items as 0.
 */
import { sql } from 'drizzle-orm';
import type { PortfolioTokenAmount } from '@tycho/api';
import type { Db } from '@tycho/db';
import { dec, query, textArray } from '../dex/sql';
import { type TokenFacts, usd } from '../gauges/figures';

/** Digits kept in USD figures. */
const USD_DIGITS = 6;

export const usdText = (value: number) => dec(value.toFixed(USD_DIGITS));

export function tokenAmount(
  root: string,
  amount: bigint,
  facts: Map<string, TokenFacts>,
  priceOf: string = root,
): PortfolioTokenAmount {
  const own = facts.get(root.toLowerCase());
  const priced = facts.get(priceOf.toLowerCase());
  const value = usd(amount, { symbol: '', decimals: own?.decimals, price: priced?.price });
  return {
    tokenRoot: root.toLowerCase(),
    symbol: own?.symbol ?? '',
    decimals: own?.decimals ?? null,
    amount: amount.toString(),
    usd: value === undefined ? null : usdText(value),
  };
}

/** The sum of values; null when any part is null (an unknown part makes the whole unknown). */
export function sumOrNull(values: readonly (string | null)[]): string | null {
  if (values.some((v) => v === null)) return null;
  return usdText(values.reduce((a, v) => a + Number(v), 0));
}

/** The section's total: the known values summed. */
export const sectionUsd = (values: readonly (string | null)[]) =>
  usdText(values.reduce((a, v) => a + (v === null ? 0 : Number(v)), 0));

/** A pool's reserves times a share (lp / supply) as token amounts. */
export function poolShare(
  pool: { currency_addresses: string[]; reserves: string[]; lp_supply: string },
  lp: bigint,
  facts: Map<string, TokenFacts>,
): PortfolioTokenAmount[] {
  const supply = BigInt(pool.lp_supply);
  if (supply === 0n) return [];
  return pool.currency_addresses.map((root, i) =>
    tokenAmount(root, (BigInt(pool.reserves[i] ?? '0') * lp) / supply, facts),
  );
}

const HOUR = 3_600;

/** The hourly close at or before `time` of each root (roots without a candle then are left out). */
export async function pricesAt(db: Db, roots: readonly string[], time: number): Promise<Map<string, number>> {
  const rows = await query<{ currency: string; close: string }>(
    db,
    sql`select distinct on (currency) currency, close::text as close from dex_currency_candles
      where currency = any(${textArray(roots)}) and timeframe = 'H1' and bucket <= ${time - HOUR}
      order by currency, bucket desc`,
  );
  return new Map(rows.map((r) => [r.currency, Number(r.close)]));
}

/** An amount (smallest units) at a price then; null when the price then or the decimals are unknown. */
export function usdAt(amount: bigint, decimals: number | null, price: number | undefined): string | null {
  if (decimals === null || price === undefined) return null;
  return usdText((Number(amount) / 10 ** decimals) * price);
}
