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
