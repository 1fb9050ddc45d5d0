import { useQuery } from '@/shared/lib/query';
import { chartWindow, toChartTime, uniqueAscending, type ChartSeries, type Timeframe } from '@/shared/ui/chart';
import { chainNowMs } from '@/shared/lib/chainClock';
import { limitApi } from '../api/limitApi';
import { REFRESH_MS } from './useLimitData';

/** Price candles of the pair from limit-order fills (left token in right tokens). */
export function usePriceCandles(left: string | undefined, right: string | undefined, timeframe: Timeframe) {
  return useQuery({
    queryKey: ['limit', 'plot', left, right, timeframe],
    queryFn: async ({ signal }): Promise<ChartSeries> => {
      // the window ends at the chain's now: fills are stamped by the chain's clock, which on the local network runs
      // ahead of the browser's (a fill in that lead would fall outside a window ending at the browser's now)
      const window = chartWindow(timeframe, chainNowMs());
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
