import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TransactionsResponse } from '@tycho/api';
import { dexApi } from '@/shared/api/dex';
import { toTransactionsRequest, type TxScope, type TxState } from './transactionsState';

const keyOf = (body: object) => ['dex', 'transactions', { ...body, displayTotalCount: undefined }];

/**
 * One page of transactions. The total is asked for on page 1 or while unknown (spec 7, displayTotalCount); later
 * pages reuse the total of page 1 of the same filter and ordering from the query cache.
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
  });
  return { query, totalCount: query.data?.totalCount ?? knownTotal };
}
