/**
 * Orders of a pair as the tables show them (document 2, sections 3 and 4): the side from the pair's point of view,
 * the price of one left token in right tokens, the left-token amounts, the fill, and what the viewer may do with
 * the order (fill another user's active order, cancel one's own).
 */
import type { LimitOrder } from '@tycho/api';
import { sideOf } from './book';
import type { Side } from './limitForm';

export type OrderTab = 'open' | 'mine' | 'history';
export type SideFilter = 'all' | Side;

export interface OrderRow {
  order: LimitOrder;
  side: Side;
  /** Left-token amounts, smallest units: at creation and still open. */
  leftInitial: bigint;
  leftCurrent: bigint;
  /** Right-token amount at creation, smallest units. */
  rightInitial: bigint;
  action: 'fill' | 'cancel' | undefined;
}

/** Which orders a tab asks for (`get_limit_orders` body without the pair and paging). */
export function tabQuery(tab: OrderTab, filter: SideFilter, owner: string | undefined) {
  const side = filter === 'all' ? undefined : filter;
  // the cheapest asks first when only asks are shown (prices of one side share an orientation), else the newest
  if (tab === 'open')
    return filter === 'sell'
      ? { states: ['Active' as const], side, sortBy: 'price' as const, sortDirection: 'asc' as const }
      : { states: ['Active' as const], side };
  if (tab === 'mine') return { states: ['Active' as const], side, ownerAddress: owner };
  return { side, ownerAddress: owner };
}

export function orderRow(order: LimitOrder, leftRoot: string, viewer: string | undefined): OrderRow {
  const side = sideOf(order, leftRoot);
  const sell = side === 'sell';
  const active = order.state === 'Active';
  const own = !!viewer && order.ownerAddress === viewer;
  return {
    order,
    side,
    leftInitial: BigInt(sell ? order.initialSpentAmount : order.expectedReceiveAmount),
    leftCurrent: BigInt(sell ? order.currentSpentAmount : order.currentReceiveAmount),
    rightInitial: BigInt(sell ? order.expectedReceiveAmount : order.initialSpentAmount),
    action: !active || !viewer ? undefined : own ? 'cancel' : 'fill',
  };
}
