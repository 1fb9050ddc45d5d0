import { useQuery } from '@tanstack/react-query';
import { chartWindow, toChartTime, uniqueAscending, type ChartSeries, type Timeframe } from '@/shared/ui/chart';
import { limitApi } from '../api/limitApi';
import { REFRESH_MS } from './useLimitData';

/** Price candles of the pair from limit-order fills (left token in right tokens). */
export function usePriceCandles(left: string | undefined, right: string | undefined, timeframe: Timeframe) {
  return useQuery({
    queryKey: ['limit', 'plot', left, right, timeframe],
    queryFn: async ({ signal }): Promise<ChartSeries> => {
      const window = chartWindow(timeframe, Date.now());
      const candles = await limitApi.plot(
        { leftTokenRoot: left!, rightTokenRoot: right!, ...window, timeframe },
        { signal },
      );
      const data = uniqueAscending(
        candles.map((c) => ({
          time: toChartTime(c.timestamp),
          open: Number(c.open),
          high: Number(c.high),
          low: Number(c.low),
          close: Number(c.close),
        })),
      );
      return { type: 'candles', data };
    },
    enabled: !!left && !!right,
    refetchInterval: REFRESH_MS,
  });
}
