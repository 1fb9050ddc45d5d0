import {
  AreaSeries,
  CandlestickSeries,
  CrosshairMode,
  HistogramSeries,
  createChart,
  type IChartApi,
  type MouseEventParams,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import styles from './chart.module.css';
import { ChartTooltip, type TooltipState } from './ChartTooltip';
import { CHART_BASE, CHART_BORDER } from './theme';
import { defaultVisibleRange, shareColor, stackShares } from './logic';
import type { ChartSeries, ValuePoint } from './types';
import { barSpacing, formatChartTime, reachesStart, uniqueAscending } from './types';

const PRICE_MIN_MOVE = 1e-8;
const EARLIER_DEBOUNCE_MS = 50;

function priceFormat(series: ChartSeries) {
  if (series.type === 'shares') return { type: 'percent' as const, precision: 2, minMove: 0.01 };
  // the precision of the largest value (a quiet last bucket of 0 must not ask for 8 decimals)
  const values = series.type === 'candles' ? series.data.map((p) => p.high) : series.data.map((p) => p.value);
  const top = Math.max(0, ...values.map(Math.abs));
  const precision = top === 0 || top >= 1 ? 2 : Math.min(8, 2 - Math.floor(Math.log10(top)) + 1);
  return { type: 'price' as const, precision, minMove: Math.max(PRICE_MIN_MOVE, 10 ** -precision) };
}

const stamp = <P extends { time: number }>(points: readonly P[]) =>
  uniqueAscending([...points]).map((p) => ({ ...p, time: p.time as UTCTimestamp }));

/** What is drawn for one series kind: its data replaced in place when new data (earlier pages, a refetch) comes. */
interface Drawn {
  update(series: ChartSeries): void;
}

function draw(chart: IChartApi, series: ChartSeries): Drawn {
  const format = priceFormat(series);
  if (series.type === 'candles') {
    const s = chart.addSeries(CandlestickSeries, {
      upColor: '#4ade80',
      downColor: '#f87171',
      wickUpColor: '#4ade80',
      wickDownColor: '#f87171',
      borderVisible: false,
      priceFormat: format,
    });
    return {
      update: (next) => {
        if (next.type !== 'candles') return;
        s.applyOptions({ priceFormat: priceFormat(next) });
        s.setData(stamp(next.data));
      },
    };
  }
  if (series.type === 'shares') {
    // one opaque area per token, stacked (see stackShares); the scale is 0–100 %
    const layers = stackShares(series.data, series.labels.length).map(({ token }) =>
      chart.addSeries(AreaSeries, {
        lineColor: shareColor(token),
        topColor: shareColor(token),
        bottomColor: shareColor(token),
        lineWidth: 1,
        priceFormat: format,
        priceLineVisible: false,
        lastValueVisible: false,
        crosshairMarkerVisible: false,
        autoscaleInfoProvider: () => ({ priceRange: { minValue: 0, maxValue: 100 } }),
      }),
    );
    // 0 % at the bottom edge, room for the legend at the top
    chart.priceScale('right').applyOptions({ scaleMargins: { top: 0.15, bottom: 0 } });
    return {
      update: (next) => {
        if (next.type !== 'shares') return;
        stackShares(next.data, next.labels.length).forEach((layer, k) => layers[k]?.setData(stamp(layer.data)));
      },
    };
  }
  const s =
    series.type === 'histogram'
      ? chart.addSeries(HistogramSeries, { color: '#2f5fd0', priceFormat: format })
      : chart.addSeries(AreaSeries, {
          lineColor: '#8fb0ff',
          topColor: 'rgba(47, 95, 208, 0.5)',
          bottomColor: 'rgba(47, 95, 208, 0.05)',
          priceFormat: format,
        });
  return {
    update: (next) => {
      if (next.type !== 'histogram' && next.type !== 'area') return;
      s.applyOptions({ priceFormat: priceFormat(next) });
      s.setData(stamp<ValuePoint>(next.data));
    },
  };
}

interface Props {
  series: ChartSeries;
  timeframe: 'H1' | 'D1';
  /** Called (debounced) when the user scrolls back to the first loaded bar: load and merge earlier data. */
  onReachStart?: () => void;
}

/**
 * The lightweight-charts canvas (loaded lazily by Chart). One chart per series kind and timeframe; the first data
 * fills the default window (spec 9), new data (earlier candles merged in, a refetch) replaces the series' data in
 * place, keeping the visible time range. A crosshair tooltip shows the values of the bar under the pointer.
 */
export default function ChartCanvas({ series, timeframe, onReachStart }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const chartRef = useRef<IChartApi | null>(null);
  const drawnRef = useRef<Drawn | null>(null);
  const [tooltip, setTooltip] = useState<TooltipState | null>(null);
  const reachStart = useEffectEvent(() => onReachStart?.());
  const layers = series.type === 'shares' ? series.labels.length : 1;

  useEffect(() => {
    const el = container.current;
    if (!el) return;
    const chart = createChart(el, {
      ...CHART_BASE,
      crosshair: { mode: CrosshairMode.Normal },
      timeScale: {
        timeVisible: timeframe === 'H1',
        secondsVisible: false,
        borderColor: CHART_BORDER,
        barSpacing: barSpacing(el.clientWidth, timeframe),
      },
      localization: { timeFormatter: (t: number) => formatChartTime(t, timeframe) },
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
    const onCrosshair = (param: MouseEventParams<Time>) => {
      const time = typeof param.time === 'number' ? param.time : undefined;
      setTooltip(param.point && time !== undefined ? { x: param.point.x, y: param.point.y, time } : null);
    };
    chart.subscribeCrosshairMove(onCrosshair);
    return () => {
      clearTimeout(timer);
      for (const e of events) el.removeEventListener(e, onInteract);
      chart.unsubscribeCrosshairMove(onCrosshair);
      chart.remove();
      chartRef.current = null;
      drawnRef.current = null;
    };
  }, [timeframe, series.type, layers]);

  useEffect(() => {
    const chart = chartRef.current;
    if (!chart) return;
    const first = !drawnRef.current;
    drawnRef.current ??= draw(chart, series);
    const visible = first ? null : chart.timeScale().getVisibleRange();
    drawnRef.current.update(series);
    if (visible) chart.timeScale().setVisibleRange(visible);
    else chart.timeScale().setVisibleLogicalRange(defaultVisibleRange(series.data.length, timeframe));
    // for tools and tests: the series is on the canvas (the pointer gets a crosshair from now on)
    container.current?.setAttribute('data-drawn', 'true');
  }, [series, timeframe]);

  return (
    <div className={styles.canvas} data-testid="chart-canvas">
      <div ref={container} className={styles.canvasArea} />
      {tooltip ? <ChartTooltip series={series} timeframe={timeframe} state={tooltip} container={container} /> : null}
    </div>
  );
}
