import { lazy, Suspense, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatPercent } from '@/shared/lib/format';
import { LoadError } from '../LoadError';
import { Spinner } from '../Spinner';
import { useSeen } from '../useSeen';
import styles from './chart.module.css';
import { shareColor } from './logic';
import type { ChartSeries, DepthSeries } from './types';

const ChartCanvas = lazy(() => import('./ChartCanvas'));
const DepthCanvas = lazy(() => import('./DepthCanvas'));

export interface ChartProps {
  /** A time series, or a depth chart (prices on the horizontal axis). */
  series: ChartSeries | DepthSeries | undefined;
  /** The bars' period of a time series (a depth chart has none). */
  timeframe?: 'H1' | 'D1';
  loading: boolean;
  /** Accessible description of what the chart shows. */
  label: string;
  /** Shown when there is no data (defaults to "No data for this period"). */
  empty?: ReactNode;
  /** The data's read failed: the chart shows the error with Retry (not "no data"). */
  failed?: { onRetry: () => void };
  testId?: string;
  /** Scrolling back to the first bar asks for earlier data (spec 4.7). */
  onReachStart?: () => void;
}

/** The pool tokens' colours and latest shares of a TVL-ratio chart. */
function SharesLegend({ series, testId }: { series: Extract<ChartSeries, { type: 'shares' }>; testId: string }) {
  const last = series.data.at(-1);
  return (
    <ul className={styles.legend} data-testid={`${testId}-legend`}>
      {series.labels.map((label, k) => (
        <li key={`${label}-${k}`}>
          <span className={styles.swatch} style={{ background: shareColor(k) }} aria-hidden="true" />
          {label} {formatPercent(last?.values[k] ?? 0)}
        </li>
      ))}
    </ul>
  );
}

/** What the figure reports of its data for tests and tools: the last value, or a depth chart's bid/ask totals. */
function lastOf(series: ChartSeries | DepthSeries | undefined): string {
  if (!series) return '';
  if (series.type === 'depth') {
    const total = (side: { depth: number }[]) => Math.max(0, ...side.map((p) => p.depth));
    return `${total(series.bids)}/${total(series.asks)}`;
  }
  const last = series.data.at(-1);
  if (!last) return '';
  return 'close' in last ? String(last.close) : 'value' in last ? String(last.value) : '';
}

/**
 * The one chart wrapper: a placeholder while loading, a no-data message when empty, else the lazy canvas (with the
 * tokens' legend for a TVL-ratio chart; the price-axis canvas for a depth chart) once the figure has been in view.
 */
export function Chart({
  series,
  timeframe = 'D1',
  loading,
  label,
  empty,
  failed,
  testId = 'chart',
  onReachStart,
}: ChartProps) {
  const intl = useIntl();
  // the canvas (lightweight-charts: its chunk, the chart's creation and first paint) waits until the figure is seen
  const [figureRef, seen] = useSeen<HTMLElement>();
  const placeholder = (
    <div className={styles.placeholder} data-testid={`${testId}-loading`}>
      <Spinner label={intl.formatMessage({ id: 'chart.loading' })} showLabel size="md" />
    </div>
  );
  const broken = !!failed && !series?.data.length;
  let body: ReactNode;
  if (broken) {
    body = (
      <div className={styles.placeholder}>
        <LoadError
          message={<FormattedMessage id="chart.loadFailed" />}
          onRetry={failed.onRetry}
          testId={`${testId}-error`}
          compact
        />
      </div>
    );
  } else if (loading) body = placeholder;
  else if (!series || series.data.length === 0) {
    body = (
      <div className={styles.placeholder} data-testid={`${testId}-empty`} role="status">
        {empty ?? <FormattedMessage id="chart.noData" />}
      </div>
    );
  } else if (!seen) {
    // not drawn yet because not seen yet: an empty frame of the chart's size (nothing is loading)
    body = <div className={styles.placeholder} data-testid={`${testId}-unseen`} />;
  } else {
    body = (
      <Suspense fallback={placeholder}>
        {series.type === 'shares' ? <SharesLegend series={series} testId={testId} /> : null}
        {series.type === 'depth' ? (
          <DepthCanvas series={series} />
        ) : (
          <ChartCanvas series={series} timeframe={timeframe} onReachStart={onReachStart} />
        )}
      </Suspense>
    );
  }
  return (
    <figure
      ref={figureRef}
      className={styles.chart}
      aria-label={label}
      data-testid={testId}
      data-state={broken ? 'error' : loading ? 'loading' : series?.data.length ? 'ready' : 'empty'}
      data-points={loading ? 0 : (series?.data.length ?? 0)}
      data-last={loading ? '' : lastOf(series)}
    >
      {body}
    </figure>
  );
}
