/**
 * Pool page chart (spec 2.4, 4.7, 9): pairs offer OHLCV, inverse OHLCV, volume and TVL; N-pools only the TVL
 * ratio (forced). Timeframe H1 (default, 7 days) or D1 (30 days).
 */
import type { PoolOhlcvPoint } from '@tycho/api';
import { toChartTime, toShares, uniqueAscending, type ChartSeries } from '@/shared/ui/chart';

export type PoolGraphType = 'Ohlcv' | 'OhlcvInverse' | 'Volume' | 'Tvl' | 'TvlRatio';
export type Timeframe = 'H1' | 'D1';
export const PAIR_GRAPH_TYPES: readonly PoolGraphType[] = ['Ohlcv', 'OhlcvInverse', 'Volume', 'Tvl'];
export const TIMEFRAMES: readonly Timeframe[] = ['H1', 'D1'];

export function graphTypesFor(nPool: boolean): readonly PoolGraphType[] {
  return nPool ? ['TvlRatio'] : PAIR_GRAPH_TYPES;
}

/** The type in effect: N-pools are forced to the TVL ratio. */
export function effectiveGraphType(type: PoolGraphType, nPool: boolean): PoolGraphType {
  return nPool ? 'TvlRatio' : type === 'TvlRatio' ? 'Ohlcv' : type;
}

export function ohlcvKindOf(type: PoolGraphType): 'Price' | 'Tvl' | 'Volume' {
  if (type === 'Ohlcv' || type === 'OhlcvInverse') return 'Price';
  return type === 'Volume' ? 'Volume' : 'Tvl';
}

const inv = (v: string | null) => {
  const n = Number(v);
  return n > 0 ? 1 / n : 0;
};

/** Chart series of the points; TVL ratio: each token's share of the reserves (undefined while decimals load). */
export function toPoolSeries(
  type: PoolGraphType,
  points: PoolOhlcvPoint[] | undefined,
  tokens: { symbols: string[]; decimals: (number | undefined)[] } = { symbols: [], decimals: [] },
): ChartSeries | undefined {
  if (!points) return undefined;
  if (type === 'Ohlcv' || type === 'OhlcvInverse') {
    const candles = points
      .filter((p) => p.open !== null && p.close !== null)
      .map((p) =>
        type === 'Ohlcv'
          ? {
              time: toChartTime(p.timestamp),
              open: Number(p.open),
              high: Number(p.high),
              low: Number(p.low),
              close: Number(p.close),
            }
          : {
              time: toChartTime(p.timestamp),
              open: inv(p.open),
              high: inv(p.low),
              low: inv(p.high),
              close: inv(p.close),
            },
      );
    return { type: 'candles', data: uniqueAscending(candles) };
  }
  if (type === 'Volume') {
    return {
      type: 'histogram',
      data: uniqueAscending(points.map((p) => ({ time: toChartTime(p.timestamp), value: Number(p.usdtVolume ?? 0) }))),
    };
  }
  if (type === 'Tvl') {
    return {
      type: 'area',
      data: uniqueAscending(points.map((p) => ({ time: toChartTime(p.timestamp), value: Number(p.tvl ?? 0) }))),
    };
  }
  const shares = toShares(
    points.map((p) => ({ time: toChartTime(p.timestamp), amounts: p.currencyVolumes ?? [] })),
    tokens.decimals,
  );
  return shares && { type: 'shares', labels: tokens.symbols, data: uniqueAscending(shares) };
}
