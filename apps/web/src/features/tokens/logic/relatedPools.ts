/** The token page's related pools (spec 4.7): the pools holding the token, by TVL, 10 per page. */
import { pageOffset, PAGE_SIZE } from '@/shared/lib/paging';

/** One page of the pools holding a token, by TVL. */
export function relatedPoolsRequest(address: string, page: number) {
  return {
    currencyAddress: address,
    limit: PAGE_SIZE,
    offset: pageOffset(page),
    ordering: 'tvldescending' as const,
  };
}

export type RelatedPoolsView<T> = { kind: 'error' } | { kind: 'empty' } | { kind: 'rows'; rows: T[] | undefined };

/**
 * What the section shows: the DEX API's failure (not "no pools", whatever was shown before), the empty state once a
 * page came back without pools, else the rows (undefined while the first page loads).
 */
export function relatedPoolsView<T>(query: { data?: { pools: T[] }; isError: boolean }): RelatedPoolsView<T> {
  if (query.isError) return { kind: 'error' };
  const rows = query.data?.pools;
  if (rows && rows.length === 0) return { kind: 'empty' };
  return { kind: 'rows', rows };
}

/** A pool as the list names it: its tokens' symbols, left then right, and the link to its page. */
export function relatedPool(meta: { poolAddress: string; currencies: readonly string[] }) {
  return { name: meta.currencies.join('/'), path: `/pools/${meta.poolAddress}` };
}
