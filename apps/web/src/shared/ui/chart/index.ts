export { Chart, type ChartProps } from './Chart';
export {
  barSpacing,
  formatChartTime,
  reachesStart,
  toChartTime,
  uniqueAscending,
  type ChartSeries,
  type CandlePoint,
  type DepthPoint,
  type DepthSeries,
  type SharesPoint,
  type ValuePoint,
} from './types';
export { chartWindow, earlierWindow, SHARE_COLORS, toShares, type ChartWindow, type Timeframe } from './logic';
export { useChartPages } from './useChartPages';
