import { describe, expect, it } from 'vitest';
import { relatedPool, relatedPoolsRequest, relatedPoolsView } from './relatedPools';

const T = `0:${'a'.repeat(64)}`;
const P = `0:${'c'.repeat(64)}`;

describe('related pools', () => {
  it('asks for the pools of a token by TVL, 10 per page', () => {
    expect(relatedPoolsRequest(T, 3)).toEqual({
      currencyAddress: T,
      limit: 10,
      offset: 20,
      ordering: 'tvldescending',
    });
  });
  it('shows the failure first, then the empty state once a page came back empty, else the rows', () => {
    expect(relatedPoolsView({ isError: true, data: { pools: [P] } })).toEqual({ kind: 'error' });
    expect(relatedPoolsView({ isError: false, data: { pools: [] } })).toEqual({ kind: 'empty' });
    expect(relatedPoolsView({ isError: false })).toEqual({ kind: 'rows', rows: undefined });
    expect(relatedPoolsView({ isError: false, data: { pools: [P] } })).toEqual({ kind: 'rows', rows: [P] });
  });
  it('names a pool by its symbols and links to its page', () => {
    expect(relatedPool({ poolAddress: P, currencies: ['WTYCHO', 'USDT'] })).toEqual({
      name: 'WTYCHO/USDT',
      path: `/pools/${P}`,
    });
  });
});
