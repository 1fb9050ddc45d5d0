/** Pure state of the tokens list: TVL ordering both ways and the page (spec 2.7, 4.11, 9). */
import type { CurrenciesRequest } from '@tycho/api';
import { listReducer, pageOffset, PAGE_SIZE, totalPages, type ListState } from '@/shared/lib/paging';

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

export type TokensListView<T> =
  { kind: 'empty'; watchlist: boolean } | { kind: 'error' } | { kind: 'rows'; rows: T[] | undefined; pages: number };

/**
 * What a tab shows: an empty watchlist needs no request; a page with no tokens shows the empty state; a failed
 * request its error; otherwise the rows, undefined (skeletons) while the first page or the token list loads (names
 * and logos widen the name column), and the pager only with the rows.
 */
export function tokensListView<T>(
  tab: TokensTab,
  watchCount: number,
  query: { data?: { currencies: T[]; totalCount?: number | null }; isError: boolean; isFetching: boolean },
  tokenListLoading: boolean,
): TokensListView<T> {
  if (!needsRequest(tab, watchCount)) return { kind: 'empty', watchlist: true };
  const rows = query.data?.currencies;
  if (rows && rows.length === 0 && !query.isFetching) return { kind: 'empty', watchlist: tab === 'watchlist' };
  if (query.isError) return { kind: 'error' };
  const shown = tokenListLoading ? undefined : rows;
  return { kind: 'rows', rows: shown, pages: shown ? totalPages(query.data?.totalCount) : 0 };
}

/** The empty state of a tab: the watchlist's or the list's. */
export function tokensEmpty(watchlist: boolean) {
  return watchlist
    ? { testId: 'watchlist-empty', title: 'tokens.watchlist.empty.title', note: 'tokens.watchlist.empty.note' }
    : { testId: 'tokens-empty', title: 'tokens.empty.title', note: 'tokens.empty.note' };
}
