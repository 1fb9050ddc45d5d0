import { AreaSeries, LineType, createOptionsChart, type IChartApiBase } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import styles from './chart.module.css';
import { depthLines, depthPrecision } from './depth';
import { CHART_BASE, CHART_BORDER } from './theme';
import type { DepthSeries } from './types';

const BID = { line: '#4ade80', top: 'rgba(74, 222, 128, 0.35)', bottom: 'rgba(74, 222, 128, 0.05)' };
const ASK = { line: '#f87171', top: 'rgba(248, 113, 113, 0.35)', bottom: 'rgba(248, 113, 113, 0.05)' };

type Line = ReturnType<IChartApiBase<number>['addSeries']>;

/**
 * The lightweight-charts depth chart (loaded lazily by Chart): prices on the horizontal axis, the cumulative bid
 * volume (green) and ask volume (red) as stepped areas. New data (the book refetched) replaces both lines in place.
 */
export default function DepthCanvas({ series }: { series: DepthSeries }) {
  const container = useRef<HTMLDivElement>(null);
  const chartRef = useRef<IChartApiBase<number> | null>(null);
  const linesRef = useRef<{ bids: Line; asks: Line } | null>(null);
  // the price axis's decimals are an option of the chart's creation
  const precision = depthPrecision(series);

  useEffect(() => {
    const el = container.current;
    if (!el) return;
    const chart = createOptionsChart(el, {
      ...CHART_BASE,
      timeScale: { borderColor: CHART_BORDER },
      localization: { precision },
      handleScroll: false,
      handleScale: false,
    });
    const area = (c: typeof BID) =>
      chart.addSeries(AreaSeries, {
        lineColor: c.line,
        topColor: c.top,
        bottomColor: c.bottom,
        lineWidth: 2,
        lineType: LineType.WithSteps,
        priceLineVisible: false,
        lastValueVisible: false,
        priceFormat: { type: 'volume' },
      });
    chartRef.current = chart;
    linesRef.current = { bids: area(BID), asks: area(ASK) };
    return () => {
      chart.remove();
      chartRef.current = null;
      linesRef.current = null;
    };
  }, [precision]);

  useEffect(() => {
    const chart = chartRef.current;
    const lines = linesRef.current;
    if (!chart || !lines) return;
    const { bids, asks } = depthLines(series);
    lines.bids.setData(bids);
    lines.asks.setData(asks);
    chart.timeScale().fitContent();
  }, [series, precision]);

  return (
    <div className={styles.canvas} data-testid="chart-canvas">
      <div ref={container} className={styles.canvasArea} />
    </div>
  );
}
