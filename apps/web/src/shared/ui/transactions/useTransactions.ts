import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/shared/lib/query';
import type { TransactionsResponse } from '@tycho/api';
import { dexApi } from '@/shared/api/dex';
import { toTransactionsRequest, type TxScope, type TxState } from './transactionsState';

const keyOf = (body: object) => ['dex', 'transactions', { ...body, displayTotalCount: undefined }];
/** The first page follows the market: new trades show up without a reload (later pages stay put while read). */
const FIRST_PAGE_REFRESH_MS = 10_000;

/**
 * One page of transactions. The total is asked for on page 1 or while unknown (spec 7, displayTotalCount); later
 * pages reuse the total of page 1 of the same filter and ordering from the query cache. Page 1 refreshes every
 * 10 s while shown.
 */
export function useTransactions(state: TxState, scope: TxScope, userAddress: string | undefined) {
  const client = useQueryClient();
  const firstPage = toTransactionsRequest({ ...state, page: 1 }, scope, userAddress, false);
  const knownTotal = client.getQueryData<TransactionsResponse>(keyOf(firstPage))?.totalCount ?? null;
  const body = toTransactionsRequest(state, scope, userAddress, knownTotal !== null);
  const query = useQuery({
    queryKey: keyOf(body),
    queryFn: ({ signal }) => dexApi.transactions(body, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: state.page === 1 ? FIRST_PAGE_REFRESH_MS : false,
  });
  return { query, totalCount: query.data?.totalCount ?? knownTotal };
}
