/** Token page graph (spec 4.7, 9): prices (candles, default), volume, TVL; H1 (default, 7 days) or D1 (30 days). */
import type { Candle, GraphPoint } from '@tycho/api';
import { toChartTime, type ChartSeries } from '@/shared/ui/chart';

export type GraphKind = 'prices' | 'volume' | 'tvl';
export type Timeframe = 'H1' | 'D1';
export const GRAPH_KINDS: readonly GraphKind[] = ['prices', 'volume', 'tvl'];
export const TIMEFRAMES: readonly Timeframe[] = ['H1', 'D1'];

export interface GraphState {
  kind: GraphKind;
  timeframe: Timeframe;
  /** Bumped on every real change: the query key includes it so old data is dropped and refetched. */
  version: number;
}
/** The catalogue keys naming each kind and timeframe (the selector's options and the chart's label). */
export const KIND_LABEL: Readonly<Record<GraphKind, string>> = {
  prices: 'token.graph.prices',
  volume: 'token.graph.volume',
  tvl: 'token.graph.tvl',
};
export const TIMEFRAME_LABEL: Readonly<Record<Timeframe, string>> = { H1: 'chart.h1', D1: 'chart.d1' };

export const initialGraphState: GraphState = { kind: 'prices', timeframe: 'H1', version: 0 };

/** Selecting the active option does nothing (the same state object comes back). */
export function selectGraph(state: GraphState, change: Partial<Pick<GraphState, 'kind' | 'timeframe'>>): GraphState {
  const kind = change.kind ?? state.kind;
  const timeframe = change.timeframe ?? state.timeframe;
  if (kind === state.kind && timeframe === state.timeframe) return state;
  return { kind, timeframe, version: state.version + 1 };
}

export function toSeries(kind: GraphKind, data: readonly (Candle | GraphPoint)[] | undefined): ChartSeries | undefined {
  if (!data) return undefined;
  if (kind === 'prices') {
    return {
      type: 'candles',
      data: (data as Candle[]).map((c) => ({
        time: toChartTime(c.timestamp),
        open: Number(c.open),
        high: Number(c.high),
        low: Number(c.low),
        close: Number(c.close),
      })),
    };
  }
  const points = (data as GraphPoint[]).map((p) => ({ time: toChartTime(p.timestamp), value: Number(p.data) }));
  return kind === 'volume' ? { type: 'histogram', data: points } : { type: 'area', data: points };
}

/** The chart's series: an empty area after a failed read (the chart shows its Retry over it), else the points. */
export function graphSeries(
  kind: GraphKind,
  data: readonly (Candle | GraphPoint)[] | undefined,
  failed: boolean,
): ChartSeries | undefined {
  return failed ? { type: 'area', data: [] } : toSeries(kind, data);
}
