/**
 * The gauge page's charts: TVL in USD, min and max APR in percent (`/gauges/tvl`, `/gauges/min-apr`,
 * `/gauges/max-apr`) and the user's LP in the gauge (`/gauges/user-history-balance`, smallest units), as series of
 * the shared chart wrapper (times in unix seconds, ascending, one point per time).
 */
import type { GaugeStat } from '@tycho/api';
import { approxNumber } from '@tycho/units';
import { toChartTime, uniqueAscending, type ChartSeries } from '@/shared/ui/chart';
import type { GaugeGraphKind } from '../api/gaugeHistoryApi';

export const GAUGE_GRAPH_KINDS: readonly GaugeGraphKind[] = ['Tvl', 'MinApr', 'MaxApr'];
export const GAUGE_TIMEFRAMES = ['H1', 'D1'] as const;

/** TVL in USD, APRs as plain percent figures; undefined while the points load. */
export function toGaugeSeries(kind: GaugeGraphKind, points: readonly GaugeStat[] | undefined): ChartSeries | undefined {
  if (!points) return undefined;
  const data = uniqueAscending(points.map((p) => ({ time: toChartTime(p.timestamp), value: Number(p.value) })));
  return { type: 'area', data, unit: kind === 'Tvl' ? 'usd' : 'plain' };
}

/**
 * The user's LP over time in whole LP tokens; undefined while the points or the LP decimals load. A user who had no LP
 * in the gauge over the whole window has nothing to draw (the chart says so) rather than a flat line at 0 on an axis
 * of -0.05..0.05; a window where the LP went to 0 after some time is drawn.
 */
export function toUserBalanceSeries(
  points: readonly GaugeStat[] | undefined,
  decimals: number | undefined,
): ChartSeries | undefined {
  if (!points || decimals === undefined) return undefined;
  const data = uniqueAscending(
    points.map((p) => ({ time: toChartTime(p.timestamp), value: approxNumber(p.value, decimals) })),
  );
  return { type: 'area', data: data.every((p) => p.value === 0) ? [] : data, unit: 'plain' };
}
