/** Pure state of the tokens list: TVL ordering both ways and the page (spec 2.7, 4.11, 9). */
import type { CurrenciesRequest } from '@tycho/api';
import { listReducer, pageOffset, PAGE_SIZE, type ListState } from '@/shared/lib/paging';

export type TokensTab = 'all' | 'watchlist';
export type TokensListState = ListState<{ tab: TokensTab }>;

export const initialTokensListState: TokensListState = {
  page: 1,
  ordering: { field: 'tvl', direction: 'desc' },
  filter: { tab: 'all' },
};

export const tokensListReducer = listReducer<{ tab: TokensTab }>;

export function toCurrenciesRequest(state: TokensListState, watchlist: readonly string[]): Partial<CurrenciesRequest> {
  return {
    ...(state.filter.tab === 'watchlist' ? { currencyAddresses: [...watchlist] } : {}),
    limit: PAGE_SIZE,
    offset: pageOffset(state.page),
    ordering: state.ordering.direction === 'asc' ? 'tvlascending' : 'tvldescending',
  };
}

/** An empty watchlist needs no request. */
export const needsRequest = (tab: TokensTab, watchCount: number) => tab !== 'watchlist' || watchCount > 0;

export type TokensListView<T> = { kind: 'empty'; watchlist: boolean } | { kind: 'rows'; rows: T[] | undefined };

/**
 * What a tab shows: an empty watchlist needs no request; a page with no tokens shows the empty state; otherwise
 * the rows (undefined while the first page loads, none after a failed request).
 */
export function tokensListView<T>(
  tab: TokensTab,
  watchCount: number,
  query: { data?: { currencies: T[] }; isError: boolean; isFetching: boolean },
): TokensListView<T> {
  if (!needsRequest(tab, watchCount)) return { kind: 'empty', watchlist: true };
  const rows = query.data?.currencies;
  if (rows && rows.length === 0 && !query.isFetching) return { kind: 'empty', watchlist: tab === 'watchlist' };
  return { kind: 'rows', rows: query.isError ? [] : rows };
}

/** One page of the pools holding a token, by TVL. */
export function relatedPoolsRequest(address: string, page: number) {
  return {
    currencyAddress: address,
    limit: PAGE_SIZE,
    offset: pageOffset(page),
    ordering: 'tvldescending' as const,
  };
}
