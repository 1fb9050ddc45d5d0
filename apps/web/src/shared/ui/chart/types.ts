/** Data of the one chart wrapper: times in unix seconds, values as numbers. */
export interface CandlePoint {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}
export interface ValuePoint {
  time: number;
  value: number;
}
/** The share of each token in percent (TVL ratio), in pool order. */
export interface SharesPoint {
  time: number;
  values: number[];
}
/**
 * What a chart draws: price candles, a histogram (volume) or an area (TVL), values in USD unless `unit` is
 * 'plain'; or stacked shares of the pool's tokens (TVL ratio), one coloured band per label.
 */
export type ChartSeries =
  | { type: 'candles'; data: CandlePoint[] }
  | { type: 'histogram'; data: ValuePoint[]; unit?: 'usd' | 'plain' }
  | { type: 'area'; data: ValuePoint[]; unit?: 'usd' | 'plain' }
  | { type: 'shares'; labels: string[]; data: SharesPoint[] };

/** One price level of a depth chart: the cumulative amount offered up to this price on its side. */
export interface DepthPoint {
  price: number;
  depth: number;
}
/**
 * A depth chart (prices on the horizontal axis, not times): the cumulative bid volume from the best bid down and
 * the cumulative ask volume from the best ask up; `data` is both, for the wrapper's empty and point counts.
 */
export interface DepthSeries {
  type: 'depth';
  bids: DepthPoint[];
  asks: DepthPoint[];
  data: DepthPoint[];
}

/** Timestamps from the API are unix milliseconds; the chart wants seconds, ascending and unique. */
export function toChartTime(ms: number): number {
  return Math.floor(ms / 1000);
}

export function uniqueAscending<T extends { time: number }>(points: T[]): T[] {
  const byTime = new Map<number, T>();
  for (const p of points) byTime.set(p.time, p);
  return [...byTime.values()].sort((a, b) => a.time - b.time);
}

/** Bar spacing (spec 9): the chart width over 30 bars for 1D and 168 bars for 1H. */
export function barSpacing(width: number, timeframe: 'H1' | 'D1'): number {
  return Math.max(1, width / (timeframe === 'D1' ? 30 : 168));
}

/** Older data is asked for when fewer than this many bars are left before the first loaded one (spec 9). */
export const EARLIER_THRESHOLD_BARS = 2;

/** Whether the visible logical range reaches within the threshold of the first bar. */
export function reachesStart(range: { from: number } | null): boolean {
  return !!range && range.from < EARLIER_THRESHOLD_BARS;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** Axis and crosshair times (spec 9): dd.MM.yyyy for 1D, dd.MM.yyyy HH:mm for 1H (UTC). */
export function formatChartTime(seconds: number, timeframe: 'H1' | 'D1'): string {
  const d = new Date(seconds * 1000);
  const day = `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}`;
  return timeframe === 'D1' ? day : `${day} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}
