import { describe, expect, it } from 'vitest';
import { initialGraphState, selectGraph, toSeries } from './graphState';
import {
  initialTokensListState,
  needsRequest,
  relatedPoolsRequest,
  toCurrenciesRequest,
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
    expect(tokensListView('watchlist', 0, { ...idle, isFetching: true })).toEqual({ kind: 'empty', watchlist: true });
  });
  it('a page without tokens is empty once loaded, per tab', () => {
    expect(tokensListView('all', 0, { ...idle, data: { currencies: [] } })).toEqual({
      kind: 'empty',
      watchlist: false,
    });
    expect(tokensListView('watchlist', 2, { ...idle, data: { currencies: [] } })).toEqual({
      kind: 'empty',
      watchlist: true,
    });
    expect(tokensListView('all', 0, { ...idle, isFetching: true, data: { currencies: [] } })).toEqual({
      kind: 'rows',
      rows: [],
    });
  });
  it('rows while loading (undefined), loaded, or none after an error', () => {
    expect(tokensListView('all', 0, { ...idle, isFetching: true })).toEqual({ kind: 'rows', rows: undefined });
    expect(tokensListView('all', 0, { ...idle, data: { currencies: [T] } })).toEqual({ kind: 'rows', rows: [T] });
    expect(tokensListView('all', 0, { ...idle, isError: true, data: { currencies: [T] } })).toEqual({
      kind: 'rows',
      rows: [],
    });
  });
  it('asks for the pools of a token by TVL, 10 per page', () => {
    expect(relatedPoolsRequest(T, 3)).toEqual({
      currencyAddress: T,
      limit: 10,
      offset: 20,
      ordering: 'tvldescending',
    });
  });
});

describe('graph state', () => {
  it('ignores selecting the active option and bumps the version otherwise', () => {
    expect(selectGraph(initialGraphState, { kind: 'prices' })).toBe(initialGraphState);
    expect(selectGraph(initialGraphState, { timeframe: 'H1' })).toBe(initialGraphState);
    const next = selectGraph(initialGraphState, { kind: 'tvl' });
    expect(next).toEqual({ kind: 'tvl', timeframe: 'H1', version: 1 });
    expect(selectGraph(next, { timeframe: 'D1' }).version).toBe(2);
  });
  it('maps API points to chart series', () => {
    expect(
      toSeries('prices', [{ timestamp: 3_600_000, open: '1', high: '2', low: '0.5', close: '1.5', volume: '3' }]),
    ).toEqual({
      type: 'candles',
      data: [{ time: 3600, open: 1, high: 2, low: 0.5, close: 1.5 }],
    });
    expect(toSeries('volume', [{ timestamp: 0, data: '5' }])?.type).toBe('histogram');
    expect(toSeries('tvl', [{ timestamp: 0, data: '5' }])?.type).toBe('area');
    expect(toSeries('tvl', undefined)).toBeUndefined();
  });
});
