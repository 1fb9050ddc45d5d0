import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@tycho/db';

/** Runs a raw query and returns its rows (PGlite and node-postgres both answer `{ rows }`). */
export async function query<T>(db: Db, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

/** A `text[]` literal built from parameters (drizzle expands a bare JS array into a list, not an array). */
export function textArray(values: readonly string[]): SQL {
  if (values.length === 0) return sql`'{}'::text[]`;
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

/** A `numeric[]` literal built from parameters. */
export function numericArray(values: readonly (string | bigint)[]): SQL {
  if (values.length === 0) return sql`'{}'::numeric[]`;
  return sql`array[${sql.join(
    values.map((v) => sql`${String(v)}::numeric`),
    sql`, `,
  )}]::numeric[]`;
}

/** Joins conditions with AND (TRUE when empty). */
export function where(conditions: SQL[]): SQL {
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
}

/** Strips a PostgreSQL numeric's trailing fractional zeros: "12.500" -> "12.5", "3.000" -> "3". */
export function dec(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '0';
  const text = String(value);
  if (!text.includes('.')) return text;
  return text.replace(/0+$/, '').replace(/\.$/, '');
}

/** Percent change of `current` over `previous` as a decimal string (0 when there is no previous value). */
export function change(current: string, previous: string): string {
  const prev = Number(previous);
  if (!(prev > 0)) return '0';
  return (((Number(current) - prev) / prev) * 100).toFixed(2);
}

export const lower = (address: string) => address.toLowerCase();

/** Seconds per bucket of a timeframe. */
export const timeframeSeconds = (timeframe: 'H1' | 'D1') => (timeframe === 'H1' ? 3600 : 86_400);

/** The bucket range covering a window given in unix milliseconds. */
export function bucketRange(window: { from: number; to: number; timeframe: 'H1' | 'D1' }): [number, number] {
  const width = timeframeSeconds(window.timeframe);
  const from = Math.floor(window.from / 1000 / width) * width;
  return [from, Math.floor(window.to / 1000)];
}

/** Seconds by which a window's end may trail the server's clock and still mean "now" (a browser's clock, a slow request). */
const PRESENT_SLACK = 120;

/**
 * The last second a history window covers, given its end in unix milliseconds: a window that reaches the present (the
 * asking browser's clock) ends at the chain's now, which may be ahead of it (the local network's clock moves on its
 * own), so that its last point is the state now; an end in the past is kept, but never after the chain's now.
 */
export function windowEnd(toMs: number, chainNow: number): number {
  const asked = Math.floor(toMs / 1000);
  return asked >= Math.floor(Date.now() / 1000) - PRESENT_SLACK ? chainNow : Math.min(asked, chainNow);
}

/** Most points one graph request answers. */
export const MAX_POINTS = 5000;
