/**
 * Continuous graph series. Candles are stored only for buckets with activity; a market's chart has one candle per
 * hour or day. The graph routes answer one point per bucket: a bucket without trades carries the previous close
 * (open = high = low = close, no volume, the same TVL and reserves), and every candle opens at the previous close.
 */
import { dec, timeframeSeconds } from './sql';

/** The columns every stored candle row has (numerics as text). */
export interface CandleRowBase {
  bucket: number;
  open: string;
  high: string;
  low: string;
  close: string;
  usd_volume: string;
  tvl: string;
}

const max = (a: string, b: string) => (Number(b) > Number(a) ? b : a);
const min = (a: string, b: string) => (Number(b) < Number(a) ? b : a);

/** A candle opened at the previous close: the open and the range include where the price stood. */
function linked<T extends CandleRowBase>(row: T, previous: T): T {
  const open = previous.close;
  return { ...row, open, high: max(row.high, open), low: min(row.low, open) };
}

/** A bucket without trades: the previous close all along, no volume, the previous TVL (and reserves). */
function carried<T extends CandleRowBase>(previous: T, bucket: number, quiet: (previous: T) => Partial<T>): T {
  const c = previous.close;
  return { ...previous, bucket, open: c, high: c, low: c, close: c, usd_volume: '0', ...quiet(previous) };
}

/**
 * One row per bucket of `window` (unix milliseconds, as the routes receive it), from the window's first bucket when
 * an earlier candle exists (`previous`, the last stored one before the window), else from the first stored
 * candle, up to the last bucket that has started by `to` and by `now` (unix seconds; or by the last stored candle,
 * if the chain clock ran ahead). At most `limit` rows (the latest). No stored candle at all: no rows.
 */
export function continuous<T extends CandleRowBase>(
  rows: readonly T[],
  previous: T | undefined,
  window: { from: number; to: number; timeframe: 'H1' | 'D1' },
  now: number,
  limit: number,
  quiet: (previous: T) => Partial<T> = () => ({}),
): T[] {
  const width = timeframeSeconds(window.timeframe);
  const first = Math.floor(window.from / 1000 / width) * width;
  const end = Math.min(window.to / 1000, Math.max(now, rows.at(-1)?.bucket ?? 0));
  const last = Math.floor(end / width) * width;
  const earliest = previous ? first : rows[0]?.bucket;
  if (earliest === undefined) return [];
  // only the latest `limit` buckets are answered: walk from there (a window of decades has ~10^5-10^6 hours), carrying
  // the last stored candle before it
  const start = Math.max(earliest, last - (limit - 1) * width);
  const byBucket = new Map(rows.map((r) => [r.bucket, r]));
  const out: T[] = [];
  let prev = previous;
  for (const row of rows) if (row.bucket < start) prev = row;
  for (let bucket = start; bucket <= last; bucket += width) {
    const stored = byBucket.get(bucket);
    if (stored) out.push(prev ? linked(stored, prev) : stored);
    else if (prev) out.push(carried(prev, bucket, quiet));
    prev = stored ?? prev;
  }
  return out.slice(-limit);
}

/** A candle row as the OHLCV routes answer it (milliseconds, decimal strings, USD volume). */
export function candlePoint(c: CandleRowBase) {
  return {
    timestamp: c.bucket * 1000,
    open: dec(c.open),
    high: dec(c.high),
    low: dec(c.low),
    close: dec(c.close),
    volume: dec(c.usd_volume),
  };
}

/** One column of candle rows as the TVL and volume routes answer it: `{ timestamp, data }` per bucket. */
export function seriesOf(field: 'tvl' | 'usd_volume') {
  return (c: CandleRowBase) => ({ timestamp: c.bucket * 1000, data: dec(c[field]) });
}
