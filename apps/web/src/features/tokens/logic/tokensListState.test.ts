import { describe, expect, it } from 'vitest';
import {
  initialTokensListState,
  needsRequest,
  toCurrenciesRequest,
  tokensEmpty,
  tokensListReducer,
  tokensListView,
} from './tokensListState';

const T = `0:${'a'.repeat(64)}`;

describe('tokens list state', () => {
  it('orders by TVL both ways and pages by 10', () => {
    expect(toCurrenciesRequest(initialTokensListState, [])).toEqual({
      limit: 10,
      offset: 0,
      ordering: 'tvldescending',
    });
    let s = tokensListReducer(initialTokensListState, { type: 'page', page: 2 });
    expect(toCurrenciesRequest(s, []).offset).toBe(10);
    s = tokensListReducer(s, { type: 'sort', field: 'tvl' });
    expect(s.page).toBe(1);
    expect(toCurrenciesRequest(s, []).ordering).toBe('tvlascending');
  });
  it('asks only for watched tokens on the watchlist tab', () => {
    const s = tokensListReducer(initialTokensListState, { type: 'filter', filter: { tab: 'watchlist' } });
    expect(toCurrenciesRequest(s, [T]).currencyAddresses).toEqual([T]);
  });
});

describe('tokens list view', () => {
  const idle = { isError: false, isFetching: false };
  it('an empty watchlist is empty without a request', () => {
    expect(needsRequest('watchlist', 0)).toBe(false);
    expect(needsRequest('watchlist', 1)).toBe(true);
    expect(needsRequest('all', 0)).toBe(true);
    expect(tokensListView('watchlist', 0, { ...idle, isFetching: true }, false)).toEqual({
      kind: 'empty',
      watchlist: true,
    });
  });
  it('a page without tokens is empty once loaded, per tab', () => {
    expect(tokensListView('all', 0, { ...idle, data: { currencies: [] } }, false)).toEqual({
      kind: 'empty',
      watchlist: false,
    });
    expect(tokensListView('watchlist', 2, { ...idle, data: { currencies: [] } }, false)).toEqual({
      kind: 'empty',
      watchlist: true,
    });
    expect(tokensListView('all', 0, { ...idle, isFetching: true, data: { currencies: [] } }, false)).toEqual({
      kind: 'rows',
      rows: [],
      pages: 0,
    });
  });
  it('rows while loading (undefined, no pager), loaded with their pages, or the error', () => {
    expect(tokensListView('all', 0, { ...idle, isFetching: true }, false)).toEqual({
      kind: 'rows',
      rows: undefined,
      pages: 0,
    });
    expect(tokensListView('all', 0, { ...idle, data: { currencies: [T], totalCount: 21 } }, false)).toEqual({
      kind: 'rows',
      rows: [T],
      pages: 3,
    });
    expect(tokensListView('all', 0, { ...idle, isError: true, data: { currencies: [T] } }, false)).toEqual({
      kind: 'error',
    });
    expect(tokensListView('all', 0, { ...idle, isError: true }, false)).toEqual({ kind: 'error' });
  });
  it('rows and pager wait for the token list (skeletons of the rows until then)', () => {
    expect(tokensListView('all', 0, { ...idle, data: { currencies: [T], totalCount: 21 } }, true)).toEqual({
      kind: 'rows',
      rows: undefined,
      pages: 0,
    });
  });
  it('the empty state says watchlist or tokens', () => {
    expect(tokensEmpty(true)).toEqual({
      testId: 'watchlist-empty',
      title: 'tokens.watchlist.empty.title',
      note: 'tokens.watchlist.empty.note',
    });
    expect(tokensEmpty(false)).toEqual({
      testId: 'tokens-empty',
      title: 'tokens.empty.title',
      note: 'tokens.empty.note',
    });
  });
});
