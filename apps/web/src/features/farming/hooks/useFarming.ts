import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from '@/shared/lib/query';
import { isNotFound } from '@/shared/api';
import { useWallet } from '@/shared/chain';
import { farmingApi, type FarmPoolsQuery, type FarmTransactionsQuery } from '../api/farmingApi';
import { farmTxRow } from '../logic/transactionsView';

/** How often the pool's figures are read again (rewards accrue by the second). */
const REFRESH_MS = 15_000;

/** The connected account's address, or undefined. */
export function useAccountAddress(): string | undefined {
  const wallet = useWallet();
  return wallet.status === 'connected' ? wallet.account?.address : undefined;
}

export function useFarmPools(body: FarmPoolsQuery) {
  return useQuery({
    queryKey: ['farming', 'list', body],
    queryFn: ({ signal }) => farmingApi.pools(body, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One pool with `user`'s reward state (404: unknown, or private and `user` is not its owner). */
export function useFarmPool(address: string, user: string | undefined, enabled = address !== '') {
  return useQuery({
    enabled,
    queryKey: ['farming', 'pool', address.toLowerCase(), user],
    queryFn: ({ signal }) => farmingApi.pool(address, user, { signal }),
    retry: (count, error) => !isNotFound(error) && count < 1,
    refetchInterval: REFRESH_MS,
  });
}

/** One page of a pool's transactions (the request from the list's state: logic/transactionsView), as table rows. */
export function useFarmTransactions(body: FarmTransactionsQuery) {
  return useQuery({
    queryKey: ['farming', 'transactions', body],
    queryFn: ({ signal }) => farmingApi.transactions(body, { signal }),
    placeholderData: keepPreviousData,
    select: (answer) => ({ rows: answer.transactions.map(farmTxRow), totalCount: answer.totalCount }),
  });
}

/** A pool's TVL or APR over the last 30 days, one point a day. */
export function useFarmGraph(farmingPoolAddress: string, kind: 'tvl' | 'apr') {
  return useQuery({
    queryKey: ['farming', 'graph', kind, farmingPoolAddress.toLowerCase()],
    queryFn: ({ signal }) => {
      const to = Date.now();
      const body = { farmingPoolAddress, from: to - 30 * 86_400_000, to, timeframe: 'D1' as const };
      return kind === 'tvl' ? farmingApi.tvl(body, { signal }) : farmingApi.apr(body, { signal });
    },
  });
}
