import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from '@/shared/lib/query';
import { pageOffset, PAGE_SIZE } from '@/shared/lib/paging';
import { gaugesApi } from '../api/gaugesApi';
import { gaugeTxRow, type GaugeTxKind } from '../logic/transactionsView';

/**
 * One page of a gauge's transactions (newest first), of one kind or all, of every account or only `userAddress`'s
 * (the spec's onlyUserTransactions), as table rows.
 */
export function useGaugeTransactions(
  gaugeAddress: string,
  kind: GaugeTxKind | 'all',
  page: number,
  userAddress?: string,
) {
  const body = {
    gaugeAddress,
    userAddress: userAddress ?? null,
    eventType: kind === 'all' ? null : [kind],
    limit: PAGE_SIZE,
    offset: pageOffset(page),
  };
  return useQuery({
    queryKey: ['gauges', 'transactions', body],
    queryFn: ({ signal }) => gaugesApi.transactions(body, { signal }),
    placeholderData: keepPreviousData,
    select: (answer) => ({ rows: answer.transactions.map(gaugeTxRow), totalCount: answer.totalCount }),
  });
}
