import { describe, expect, it } from 'vitest';
import {
  initialPoolsListState,
  pairsOnlyOf,
  poolsListReducer,
  poolsListKey,
  POOLS_TABS,
  poolsTabOf,
  withPoolsTab,
  sectionRows,
  sectionTitleId,
  skeletonRowsOf,
  toPoolsOrdering,
  toPoolsRequest,
} from './poolsListState';

describe('pools list state', () => {
  it('defaults to TVL descending, page 1, 10 per page', () => {
    expect(toPoolsRequest(initialPoolsListState)).toEqual({ limit: 10, offset: 0, ordering: 'tvldescending' });
  });

  it('sorting flips the active field and starts others descending, resetting the page', () => {
    let s = poolsListReducer(initialPoolsListState, { type: 'page', page: 3 });
    expect(toPoolsRequest(s).offset).toBe(20);
    s = poolsListReducer(s, { type: 'sort', field: 'tvl' });
    expect(s.page).toBe(1);
    expect(toPoolsOrdering(s.ordering)).toBe('tvlascending');
    s = poolsListReducer(s, { type: 'sort', field: 'volume24h' });
    expect(toPoolsOrdering(s.ordering)).toBe('volume24hdescending');
    s = poolsListReducer(s, { type: 'sort', field: 'volume7d' });
    s = poolsListReducer(s, { type: 'sort', field: 'volume7d' });
    expect(toPoolsOrdering(s.ordering)).toBe('volume7dascending');
  });

  it('filters to two-token pools and to favourites', () => {
    const s = { ...initialPoolsListState, filter: { pairsOnly: true } };
    const a = `0:${'a'.repeat(64)}`;
    expect(toPoolsRequest(s, [a])).toEqual({
      favoritePools: [a],
      poolType: ['common', 'stable'],
      limit: 10,
      offset: 0,
      ordering: 'tvldescending',
    });
  });

  it('keeps an unknown sort field off the request', () => {
    expect(toPoolsOrdering({ field: 'fee24h', direction: 'asc' })).toBe('tvlascending');
  });

  it('reads the Pairs filter from the URL', () => {
    expect(pairsOnlyOf(new URLSearchParams('type=pairs'))).toBe(true);
    expect(pairsOnlyOf(new URLSearchParams('type=pools'))).toBe(false);
    expect(pairsOnlyOf(new URLSearchParams(''))).toBe(false);
  });
});

describe('pools tabs', () => {
  const W = `0:${'1'.repeat(64)}`;
  const a = `0:${'a'.repeat(64)}`;

  it('reads and writes the tab in the URL, keeping the other parameters', () => {
    expect(POOLS_TABS).toEqual(['all', 'favorites']);
    expect(poolsTabOf(new URLSearchParams('tab=favorites&type=pairs'))).toBe('favorites');
    expect(poolsTabOf(new URLSearchParams('tab=nonsense'))).toBe('all');
    expect(poolsTabOf(new URLSearchParams(''))).toBe('all');
    expect(withPoolsTab(new URLSearchParams('type=pairs'), 'favorites').toString()).toBe('type=pairs&tab=favorites');
    expect(withPoolsTab(new URLSearchParams('type=pairs&tab=favorites'), 'all').toString()).toBe('type=pairs');
  });

  it('keys each list by wallet and filter, so another wallet starts from page 1', () => {
    expect(poolsListKey('all', false, W)).toBe('all-false');
    expect(poolsListKey('favorites', true, W)).toBe(`fav-${W}-true`);
    expect(poolsListKey('favorites', true, a)).not.toBe(poolsListKey('favorites', true, W));
  });

  it('titles the sections and sizes the favourites skeleton', () => {
    expect(sectionTitleId('all', false)).toBe('pools.section.all');
    expect(sectionTitleId('all', true)).toBe('pools.section.pairs');
    expect(sectionTitleId('favorites', true)).toBe('pools.section.favorites');
    expect(skeletonRowsOf('favorites', [a, a, a])).toBe(3);
    expect(
      skeletonRowsOf(
        'favorites',
        Array.from({ length: 25 }, () => a),
      ),
    ).toBe(10);
    expect(skeletonRowsOf('all', [a])).toBeUndefined();
  });

  it('shows rows, the empty state only once nothing is loading, and no rows after an error', () => {
    expect(sectionRows({ isError: false, isFetching: true })).toEqual({ rows: undefined, empty: false });
    expect(sectionRows({ data: { pools: [] }, isError: false, isFetching: true })).toEqual({ rows: [], empty: false });
    expect(sectionRows({ data: { pools: [] }, isError: false, isFetching: false })).toEqual({ rows: [], empty: true });
    expect(sectionRows({ data: { pools: [1] }, isError: false, isFetching: false })).toEqual({
      rows: [1],
      empty: false,
    });
    expect(sectionRows({ data: { pools: [1] }, isError: true, isFetching: false })).toEqual({ rows: [], empty: true });
  });
});
