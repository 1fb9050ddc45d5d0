import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from '@/shared/lib/query';
import { PAGE_SIZE, pageOffset } from '@/shared/lib/paging';
import { limitApi } from '../api/limitApi';
import { tabQuery, type OrderTab, type SideFilter } from '../logic/orderRows';

/** Lists and charts follow the book: other users place, fill and cancel orders. */
export const REFRESH_MS = 10_000;

/** The order book of a pair. */
export function useOrderBook(left: string | undefined, right: string | undefined) {
  return useQuery({
    queryKey: ['limit', 'book', left, right],
    queryFn: ({ signal }) => limitApi.orderBook({ leftTokenRoot: left!, rightTokenRoot: right! }, { signal }),
    enabled: !!left && !!right,
    refetchInterval: REFRESH_MS,
  });
}

/** One page of a tab's orders (the user's tabs need a connected wallet). */
export function useOrders(
  pair: { left?: string; right?: string },
  view: { tab: OrderTab; filter: SideFilter; page: number },
  owner: string | undefined,
) {
  const { tab, filter, page } = view;
  const needsOwner = tab !== 'open';
  return useQuery({
    queryKey: ['limit', 'orders', pair.left, pair.right, tab, filter, owner, page],
    queryFn: ({ signal }) =>
      limitApi.orders(
        {
          leftTokenRoot: pair.left,
          rightTokenRoot: pair.right,
          ...tabQuery(tab, filter, owner),
          limit: PAGE_SIZE,
          offset: pageOffset(page),
        },
        { signal },
      ),
    enabled: !!pair.left && !!pair.right && (!needsOwner || !!owner),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
}
