import {
  AreaSeries,
  CandlestickSeries,
  ColorType,
  HistogramSeries,
  createChart,
  type IChartApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import type { ChartSeries } from './types';
import { uniqueAscending } from './types';

const PRICE_MIN_MOVE = 1e-8;

/** The lightweight-charts canvas (loaded lazily by Chart). */
export default function ChartCanvas({ series, timeframe }: { series: ChartSeries; timeframe: 'H1' | 'D1' }) {
  const container = useRef<HTMLDivElement>(null);
  const chartRef = useRef<IChartApi | null>(null);

  useEffect(() => {
    const el = container.current;
    if (!el) return;
    const chart = createChart(el, {
      autoSize: true,
      layout: { background: { type: ColorType.Solid, color: 'transparent' }, textColor: '#a3acca' },
      grid: { vertLines: { color: '#1b2236' }, horzLines: { color: '#1b2236' } },
      timeScale: { timeVisible: timeframe === 'H1', secondsVisible: false, borderColor: '#2c3650' },
      rightPriceScale: { borderColor: '#2c3650' },
    });
    chartRef.current = chart;
    const last = series.type === 'candles' ? series.data.at(-1)?.close : series.data.at(-1)?.value;
    const precision = last === undefined || Math.abs(last) >= 1 ? 2 : Math.min(8, 2 - Math.floor(Math.log10(Math.abs(last) || 1e-8)) + 1);
    const format = { type: 'price' as const, precision, minMove: Math.max(PRICE_MIN_MOVE, 10 ** -precision) };
    if (series.type === 'candles') {
      const s = chart.addSeries(CandlestickSeries, {
        upColor: '#4ade80', downColor: '#f87171', wickUpColor: '#4ade80', wickDownColor: '#f87171',
        borderVisible: false, priceFormat: format,
      });
      s.setData(uniqueAscending(series.data).map((p) => ({ ...p, time: p.time as UTCTimestamp })));
    } else if (series.type === 'histogram') {
      const s = chart.addSeries(HistogramSeries, { color: '#2f5fd0', priceFormat: format });
      s.setData(uniqueAscending(series.data).map((p) => ({ ...p, time: p.time as UTCTimestamp })));
    } else {
      const s = chart.addSeries(AreaSeries, {
        lineColor: '#8fb0ff', topColor: 'rgba(47, 95, 208, 0.5)', bottomColor: 'rgba(47, 95, 208, 0.05)',
        priceFormat: format,
      });
      s.setData(uniqueAscending(series.data).map((p) => ({ ...p, time: p.time as UTCTimestamp })));
    }
    chart.timeScale().fitContent();
    return () => {
      chart.remove();
      chartRef.current = null;
    };
  }, [series, timeframe]);

  return <div ref={container} style={{ width: '100%', height: '100%' }} data-testid="chart-canvas" />;
}
