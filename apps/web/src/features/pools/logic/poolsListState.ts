/** Pure state of the pools lists (spec 2.3, 4.11, 9): ordering TVL (default desc), volume 24h, volume 7d; 10 per page. */
import type { PoolsRequest } from '@tycho/api';
import { listReducer, pageOffset, PAGE_SIZE, type ListState } from '@/shared/lib/paging';

export type PoolSortField = 'tvl' | 'volume24h' | 'volume7d';
export const POOL_SORT_FIELDS: readonly PoolSortField[] = ['tvl', 'volume24h', 'volume7d'];
export interface PoolsFilter {
  /** `?type=pairs`: only two-token pools (common and stable pairs). */
  pairsOnly: boolean;
}
export type PoolsListState = ListState<PoolsFilter>;

export const initialPoolsListState: PoolsListState = {
  page: 1,
  ordering: { field: 'tvl', direction: 'desc' },
  filter: { pairsOnly: false },
};

export const poolsListReducer = listReducer<PoolsFilter>;

export function toPoolsOrdering(ordering: PoolsListState['ordering']): PoolsRequest['ordering'] {
  const field = (POOL_SORT_FIELDS as readonly string[]).includes(ordering.field) ? ordering.field : 'tvl';
  return `${field}${ordering.direction === 'asc' ? 'ascending' : 'descending'}` as PoolsRequest['ordering'];
}

/** Request of one page; `favorites` set: only those pool addresses. */
export function toPoolsRequest(state: PoolsListState, favorites?: readonly string[]): Partial<PoolsRequest> {
  return {
    ...(favorites ? { favoritePools: [...favorites] } : {}),
    ...(state.filter.pairsOnly ? { poolType: ['common', 'stable'] as PoolsRequest['poolType'] } : {}),
    limit: PAGE_SIZE,
    offset: pageOffset(state.page),
    ordering: toPoolsOrdering(state.ordering),
  };
}
