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
export type ChartSeries =
  | { type: 'candles'; data: CandlePoint[] }
  | { type: 'histogram'; data: ValuePoint[] }
  | { type: 'area'; data: ValuePoint[] };

/** Timestamps from the API are unix milliseconds; the chart wants seconds, ascending and unique. */
export function toChartTime(ms: number): number {
  return Math.floor(ms / 1000);
}

export function uniqueAscending<T extends { time: number }>(points: T[]): T[] {
  const byTime = new Map<number, T>();
  for (const p of points) byTime.set(p.time, p);
  return [...byTime.values()].sort((a, b) => a.time - b.time);
}
