export { Chart, type ChartProps } from './Chart';
export { toChartTime, uniqueAscending, type ChartSeries, type CandlePoint, type ValuePoint } from './types';
