export { Chart, type ChartProps } from './Chart';
export {
  barSpacing,
  formatChartTime,
  reachesStart,
  toChartTime,
  uniqueAscending,
  type ChartSeries,
  type CandlePoint,
  type ValuePoint,
} from './types';
