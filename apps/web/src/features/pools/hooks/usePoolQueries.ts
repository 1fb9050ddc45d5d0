import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PoolsRequest } from '@tycho/api';
import { dexApi, isNotFound } from '@/shared/api';
import { useChartPages } from '@/shared/ui/chart';
import type { Timeframe } from '../logic/poolGraph';

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
  return useChartPages({
    queryKey: ['dex', 'poolOhlcv', address.toLowerCase(), kind],
    timeframe,
    fetchWindow: (window, signal) => dexApi.poolOhlcv({ ...window, ohlcvKind: kind, poolAddress: address }, { signal }),
  });
}
