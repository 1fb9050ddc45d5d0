import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from '@/shared/lib/query';
import { pageOffset, PAGE_SIZE } from '@/shared/lib/paging';
import { useChartPages, type Timeframe } from '@/shared/ui/chart';
import { gaugeHistoryApi, type GaugeGraphKind } from '../api/gaugeHistoryApi';

/** A gauge chart's points in pages (the shared chart paging: scrolling back loads earlier windows). */
export function useGaugeGraph(gaugeAddress: string, kind: GaugeGraphKind, timeframe: Timeframe) {
  return useChartPages({
    queryKey: ['gauges', 'graph', gaugeAddress.toLowerCase(), kind],
    timeframe,
    fetchWindow: async (window, signal) =>
      (await gaugeHistoryApi.graph(kind, { ...window, gaugeAddress }, { signal })).stats,
  });
}

/** The user's LP in the gauge over time (nothing is asked without a wallet). */
export function useGaugeUserHistory(gaugeAddress: string, userAddress: string | undefined, timeframe: Timeframe) {
  return useChartPages({
    queryKey: ['gauges', 'userHistory', gaugeAddress.toLowerCase(), userAddress],
    timeframe,
    enabled: userAddress !== undefined,
    fetchWindow: async (window, signal) =>
      (await gaugeHistoryApi.userBalance({ ...window, gaugeAddress, userAddress: userAddress! }, { signal })).stats,
  });
}

/** One page (10 rows) of the gauge's QUBE or extra-token reward rounds, newest first. */
export function useGaugeRounds(gaugeAddress: string, source: 'qube' | 'tokens', page: number) {
  return useQuery({
    queryKey: ['gauges', 'rounds', gaugeAddress.toLowerCase(), source, page],
    queryFn: ({ signal }) =>
      gaugeHistoryApi.rounds(source, { gaugeAddress, limit: PAGE_SIZE, offset: pageOffset(page) }, { signal }),
    placeholderData: keepPreviousData,
  });
}
