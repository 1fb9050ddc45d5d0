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

/** `?type=pairs` (the Pairs navigation item): two-token pools only. */
export const pairsOnlyOf = (search: URLSearchParams) => search.get('type') === 'pairs';

export type PoolsSectionKind = 'all' | 'favorites';

/** The tabs of `/pools` (spec 2.3): All, then Favourites. */
export const POOLS_TABS: readonly PoolsSectionKind[] = ['all', 'favorites'];

/** `?tab=favorites` opens the Favourites tab; anything else the All tab. */
export const poolsTabOf = (search: URLSearchParams): PoolsSectionKind =>
  search.get('tab') === 'favorites' ? 'favorites' : 'all';

/** `search` with `tab` set (the All tab is the default and leaves no parameter); other parameters are kept. */
export function withPoolsTab(search: URLSearchParams, tab: PoolsSectionKind): URLSearchParams {
  const next = new URLSearchParams(search);
  if (tab === 'all') next.delete('tab');
  else next.set('tab', tab);
  return next;
}

/** React key of a tab's list: another wallet, favourites set or filter starts it from page 1. */
export function poolsListKey(kind: PoolsSectionKind, pairsOnly: boolean, wallet?: string): string {
  return kind === 'all' ? `all-${pairsOnly}` : `fav-${wallet ?? ''}-${pairsOnly}`;
}

/** Title of a section. */
export function sectionTitleId(kind: PoolsSectionKind, pairsOnly: boolean): string {
  if (kind === 'favorites') return 'pools.section.favorites';
  return pairsOnly ? 'pools.section.pairs' : 'pools.section.all';
}

/** Skeleton rows while a page loads: as many as there are favourites (at most a page), else the default. */
export function skeletonRowsOf(kind: PoolsSectionKind, favorites: readonly string[] | undefined): number | undefined {
  return kind === 'favorites' ? Math.min(favorites?.length ?? 5, PAGE_SIZE) : undefined;
}

/** What a section shows: rows (undefined while the first page loads) or the empty state. */
export function sectionRows<T>(query: { data?: { pools: T[] }; isError: boolean; isFetching: boolean }): {
  rows: T[] | undefined;
  empty: boolean;
} {
  const rows = query.isError ? [] : query.data?.pools;
  return { rows, empty: !!rows && rows.length === 0 && !query.isFetching };
}
