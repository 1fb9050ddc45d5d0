import {
  AreaSeries,
  CandlestickSeries,
  ColorType,
  HistogramSeries,
  createChart,
  type IChartApi,
  type ISeriesApi,
  type SeriesType,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useEffectEvent, useRef } from 'react';
import type { ChartSeries } from './types';
import { barSpacing, formatChartTime, reachesStart, uniqueAscending } from './types';

const PRICE_MIN_MOVE = 1e-8;
const EARLIER_DEBOUNCE_MS = 50;

function priceFormat(series: ChartSeries) {
  const last = series.type === 'candles' ? series.data.at(-1)?.close : series.data.at(-1)?.value;
  const precision =
    last === undefined || Math.abs(last) >= 1 ? 2 : Math.min(8, 2 - Math.floor(Math.log10(Math.abs(last) || 1e-8)) + 1);
  return { type: 'price' as const, precision, minMove: Math.max(PRICE_MIN_MOVE, 10 ** -precision) };
}

interface Props {
  series: ChartSeries;
  timeframe: 'H1' | 'D1';
  /** Called (debounced) when the user scrolls back to the first loaded bar: load and merge earlier data. */
  onReachStart?: () => void;
}

/**
 * The lightweight-charts canvas (loaded lazily by Chart). One chart per series kind and timeframe; new data
 * (e.g. earlier candles merged in) replaces the series' data in place, keeping the visible time range.
 */
export default function ChartCanvas({ series, timeframe, onReachStart }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const chartRef = useRef<IChartApi | null>(null);
  const seriesRef = useRef<ISeriesApi<SeriesType> | null>(null);
  const reachStart = useEffectEvent(() => onReachStart?.());

  useEffect(() => {
    const el = container.current;
    if (!el) return;
    const chart = createChart(el, {
      autoSize: true,
      layout: { background: { type: ColorType.Solid, color: 'transparent' }, textColor: '#a3acca' },
      grid: { vertLines: { color: '#1b2236' }, horzLines: { color: '#1b2236' } },
      timeScale: {
        timeVisible: timeframe === 'H1',
        secondsVisible: false,
        borderColor: '#2c3650',
        barSpacing: barSpacing(el.clientWidth, timeframe),
      },
      localization: { timeFormatter: (t: number) => formatChartTime(t, timeframe) },
      rightPriceScale: { borderColor: '#2c3650' },
    });
    chartRef.current = chart;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // only the user's scrolling asks for more (data updates move the range too)
    let interacted = false;
    const onInteract = () => {
      interacted = true;
    };
    const events = ['pointerdown', 'wheel', 'touchstart', 'keydown'] as const;
    for (const e of events) el.addEventListener(e, onInteract, { passive: true });
    chart.timeScale().subscribeVisibleLogicalRangeChange((range) => {
      if (!interacted || !reachesStart(range)) return;
      clearTimeout(timer);
      timer = setTimeout(() => reachStart(), EARLIER_DEBOUNCE_MS);
    });
    return () => {
      clearTimeout(timer);
      for (const e of events) el.removeEventListener(e, onInteract);
      chart.remove();
      chartRef.current = null;
      seriesRef.current = null;
    };
  }, [timeframe, series.type]);

  useEffect(() => {
    const chart = chartRef.current;
    if (!chart) return;
    const format = priceFormat(series);
    let s = seriesRef.current;
    const first = !s;
    if (!s) {
      s =
        series.type === 'candles'
          ? chart.addSeries(CandlestickSeries, {
              upColor: '#4ade80',
              downColor: '#f87171',
              wickUpColor: '#4ade80',
              wickDownColor: '#f87171',
              borderVisible: false,
              priceFormat: format,
            })
          : series.type === 'histogram'
            ? chart.addSeries(HistogramSeries, { color: '#2f5fd0', priceFormat: format })
            : chart.addSeries(AreaSeries, {
                lineColor: '#8fb0ff',
                topColor: 'rgba(47, 95, 208, 0.5)',
                bottomColor: 'rgba(47, 95, 208, 0.05)',
                priceFormat: format,
              });
      seriesRef.current = s;
    } else s.applyOptions({ priceFormat: format });
    const visible = first ? null : chart.timeScale().getVisibleRange();
    s.setData(
      uniqueAscending(series.data as { time: number }[]).map((p) => ({ ...p, time: p.time as UTCTimestamp })) as never,
    );
    if (visible) chart.timeScale().setVisibleRange(visible);
    else chart.timeScale().scrollToRealTime();
  }, [series]);

  return <div ref={container} style={{ width: '100%', height: '100%' }} data-testid="chart-canvas" />;
}
