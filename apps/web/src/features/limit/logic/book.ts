/**
 * The order book of a pair for display and the depth chart: levels as numbers (whole tokens), cumulative depth from
 * the best price outwards on each side.
 */
import { approxNumber } from '@tycho/units';
import type { DepthPoint, DepthSeries } from '@/shared/ui/chart';

export interface BookLevel {
  price: string;
  leftAmount: string;
  rightAmount: string;
  ordersCount: number;
}

const whole = (amount: string, decimals: number) => approxNumber(BigInt(amount), decimals);

/** Cumulative depth of one side, best price first (asks ascending, bids descending, as the API answers them). */
export function cumulativeDepth(levels: BookLevel[], leftDecimals: number): DepthPoint[] {
  let sum = 0;
  return levels.map((level) => {
    sum += whole(level.leftAmount, leftDecimals);
    return { price: Number(level.price), depth: sum };
  });
}

/** The depth chart of a book: cumulative left-token volume by price on each side. */
export function depthSeries(book: { asks: BookLevel[]; bids: BookLevel[] }, leftDecimals: number): DepthSeries {
  const bids = cumulativeDepth(book.bids, leftDecimals);
  const asks = cumulativeDepth(book.asks, leftDecimals);
  return { type: 'depth', bids, asks, data: [...bids, ...asks] };
}

/** Side of an order in a pair: sell = it sells the left token. */
export function sideOf(order: { spentTokenRoot: string }, leftRoot: string): 'buy' | 'sell' {
  return order.spentTokenRoot === leftRoot ? 'sell' : 'buy';
}

/** Price of one left token in right tokens for an order of either side (the API's price is the order's own). */
export function leftPrice(order: { price: string; spentTokenRoot: string }, leftRoot: string): number {
  const own = Number(order.price);
  if (order.spentTokenRoot === leftRoot) return own;
  return own > 0 ? 1 / own : 0;
}
