import { useLayoutEffect, useRef, type RefObject } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatNumber, formatPercent, formatUsd } from '@/shared/lib/format';
import styles from './chart.module.css';
import { TOOLTIP_OFFSET, tooltipPosition, tooltipRows, type TooltipRow } from './logic';
import { formatChartTime, type ChartSeries } from './types';

/** Where the crosshair is (pixels inside the chart) and the time of the bar under it. */
export interface TooltipState {
  x: number;
  y: number;
  time: number;
}

function valueText(series: ChartSeries, row: TooltipRow): string {
  if (row.kind === 'share') return formatPercent(row.value);
  if (row.kind === 'ohlc') return formatNumber(row.value, { precision: 6, abbreviate: false });
  return series.type !== 'candles' && series.type !== 'shares' && series.unit === 'plain'
    ? formatNumber(row.value, { precision: 6 })
    : formatUsd(row.value);
}

/** The crosshair tooltip (spec 9: 20 px from the pointer): the bar's time and values. */
export function ChartTooltip({
  series,
  timeframe,
  state,
  container,
}: {
  series: ChartSeries;
  timeframe: 'H1' | 'D1';
  state: TooltipState;
  container: RefObject<HTMLDivElement | null>;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const rows = tooltipRows(series, state.time);
  // placed once its size is known, before the browser paints it
  useLayoutEffect(() => {
    const el = ref.current;
    const box = container.current;
    if (!el || !box) return;
    const size = { width: el.offsetWidth, height: el.offsetHeight };
    const { left, top } = tooltipPosition(state, size, { width: box.clientWidth, height: box.clientHeight });
    el.style.left = `${left}px`;
    el.style.top = `${top}px`;
  }, [state, container, rows.length]);
  if (rows.length === 0) return null;
  return (
    <div
      ref={ref}
      className={styles.tooltip}
      style={{ left: state.x + TOOLTIP_OFFSET, top: state.y + TOOLTIP_OFFSET }}
      data-testid="chart-tooltip"
    >
      <div className={styles.tooltipTime}>{formatChartTime(state.time, timeframe)}</div>
      <dl className={styles.tooltipRows}>
        {rows.map((row, k) => (
          <div key={k} className={styles.tooltipRow}>
            <dt>
              {row.kind === 'ohlc' ? <FormattedMessage id={`chart.tooltip.${row.field}`} /> : null}
              {row.kind === 'value' ? <FormattedMessage id="chart.tooltip.value" /> : null}
              {row.kind === 'share' ? (
                <>
                  <span className={styles.swatch} style={{ background: row.color }} aria-hidden="true" />
                  {row.label}
                </>
              ) : null}
            </dt>
            <dd>{valueText(series, row)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
