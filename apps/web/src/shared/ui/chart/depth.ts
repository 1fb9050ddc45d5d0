/**
 * Decisions of the depth chart (pure): each side's line in ascending price order as the price-axis chart wants it,
 * and how many decimals the price axis shows.
 */
import type { DepthPoint, DepthSeries } from './types';

/** A point of a price-axis line: the horizontal value is the price. */
export interface PriceAxisPoint {
  time: number;
  value: number;
}

const ascending = (points: readonly DepthPoint[]): PriceAxisPoint[] => {
  const byPrice = new Map<number, number>();
  for (const p of points) if (p.price > 0 && Number.isFinite(p.price)) byPrice.set(p.price, p.depth);
  return [...byPrice.entries()].sort(([a], [b]) => a - b).map(([time, value]) => ({ time, value }));
};

/** The bid and ask lines, each in ascending price order with one point per price. */
export function depthLines(series: Pick<DepthSeries, 'bids' | 'asks'>) {
  return { bids: ascending(series.bids), asks: ascending(series.asks) };
}

/** Decimals of the price axis: four significant digits of the lowest price, 0 to 8. */
export function depthPrecision(series: Pick<DepthSeries, 'bids' | 'asks'>): number {
  const prices = [...series.bids, ...series.asks].map((p) => p.price).filter((p) => p > 0 && Number.isFinite(p));
  if (prices.length === 0) return 2;
  return Math.min(8, Math.max(0, 3 - Math.floor(Math.log10(Math.min(...prices)))));
}
