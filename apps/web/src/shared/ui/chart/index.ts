export { Chart, type ChartProps } from './Chart';
export { toChartTime, type ChartSeries, type CandlePoint, type ValuePoint } from './types';
