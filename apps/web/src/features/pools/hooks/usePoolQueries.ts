import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from '@/shared/lib/query';
import type { PoolsRequest } from '@tycho/api';
import { dexApi, isNotFound } from '@/shared/api';
import { useChartPages } from '@/shared/ui/chart';
import type { Timeframe } from '../logic/poolGraph';
import { lpPriceOf } from '../logic/poolMath';

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

/**
 * The USD price of an LP token from `/currencies_usdt_prices` (spec 7): a string, `null` when the API has no price
 * for it or the request failed (spec 8: swallowed), undefined while loading.
 */
export function useLpUsdPrice(lpRoot: string | undefined) {
  const query = useQuery({
    queryKey: ['dex', 'usdtPrices', lpRoot?.toLowerCase()],
    queryFn: ({ signal }) => dexApi.usdtPrices([lpRoot!], { signal }),
    enabled: !!lpRoot,
  });
  return query.isError ? null : lpPriceOf(query.data, lpRoot);
}
