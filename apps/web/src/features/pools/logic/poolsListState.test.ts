import { describe, expect, it } from 'vitest';
import { initialPoolsListState, poolsListReducer, toPoolsOrdering, toPoolsRequest } from './poolsListState';

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
});
