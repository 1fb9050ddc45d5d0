import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PoolsRequest } from '@tycho/api';
import { dexApi, isNotFound } from '@/shared/api';
import { poolGraphWindow, type Timeframe } from '../logic/poolGraph';

export function usePools(body: Partial<PoolsRequest>, enabled = true) {
  return useQuery({
    queryKey: ['dex', 'pools', body],
    queryFn: ({ signal }) => dexApi.pools(body, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function usePool(address: string) {
  return useQuery({
    queryKey: ['dex', 'pool', address.toLowerCase()],
    queryFn: ({ signal }) => dexApi.pool(address, { signal }),
    retry: (count, error) => !isNotFound(error) && count < 1,
  });
}

export function usePoolOhlcv(address: string, kind: 'Price' | 'Tvl' | 'Volume', timeframe: Timeframe) {
  return useQuery({
    queryKey: ['dex', 'poolOhlcv', address.toLowerCase(), kind, timeframe],
    queryFn: ({ signal }) =>
      dexApi.poolOhlcv(
        { ...poolGraphWindow(timeframe, Date.now()), ohlcvKind: kind, poolAddress: address },
        { signal },
      ),
  });
}
