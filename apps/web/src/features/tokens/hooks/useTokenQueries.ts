import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from '@/shared/lib/query';
import type { Candle, GraphPoint, PoolsRequest } from '@tycho/api';
import { dexApi, isNotFound, type CurrenciesQuery } from '@/shared/api';
import { useChartPages } from '@/shared/ui/chart';
import type { GraphState } from '../logic/graphState';

export function useCurrencies(body: CurrenciesQuery, enabled = true) {
  return useQuery({
    queryKey: ['dex', 'currencies', body],
    queryFn: ({ signal }) => dexApi.currencies(body, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useCurrency(address: string) {
  return useQuery({
    queryKey: ['dex', 'currency', address.toLowerCase()],
    queryFn: ({ signal }) => dexApi.currency(address, { signal }),
    retry: (count, error) => !isNotFound(error) && count < 1,
  });
}

export function useCurrencyGraph(address: string, graph: GraphState) {
  // the version in the key: a changed option starts from an empty cache entry and refetches
  return useChartPages<Candle | GraphPoint>({
    queryKey: ['dex', 'currencyGraph', address.toLowerCase(), graph.kind, graph.version],
    timeframe: graph.timeframe,
    fetchWindow: (window, signal) => {
      if (graph.kind === 'prices') return dexApi.currencyPrices(address, window, { signal });
      if (graph.kind === 'volume') return dexApi.currencyVolume(address, window, { signal });
      return dexApi.currencyTvl(address, window, { signal });
    },
    gcTime: 0,
  });
}

export function useRelatedPools(body: Partial<PoolsRequest>) {
  return useQuery({
    queryKey: ['dex', 'pools', body],
    queryFn: ({ signal }) => dexApi.pools(body, { signal }),
    placeholderData: keepPreviousData,
  });
}
