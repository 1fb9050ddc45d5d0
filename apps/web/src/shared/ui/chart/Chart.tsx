import { lazy, Suspense, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatPercent } from '@/shared/lib/format';
import styles from './chart.module.css';
import { shareColor } from './logic';
import type { ChartSeries } from './types';

const ChartCanvas = lazy(() => import('./ChartCanvas'));

export interface ChartProps {
  series: ChartSeries | undefined;
  timeframe: 'H1' | 'D1';
  loading: boolean;
  /** Accessible description of what the chart shows. */
  label: string;
  /** Shown when there is no data (defaults to "No data for this period"). */
  empty?: ReactNode;
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

/**
 * The one chart wrapper: a placeholder while loading, a no-data message when empty, else the lazy canvas (with the
 * tokens' legend for a TVL-ratio chart).
 */
export function Chart({ series, timeframe, loading, label, empty, testId = 'chart', onReachStart }: ChartProps) {
  const placeholder = (
    <div className={styles.placeholder} data-testid={`${testId}-loading`} role="status">
      <FormattedMessage id="chart.loading" />
    </div>
  );
  let body: ReactNode;
  if (loading) body = placeholder;
  else if (!series || series.data.length === 0) {
    body = (
      <div className={styles.placeholder} data-testid={`${testId}-empty`} role="status">
        {empty ?? <FormattedMessage id="chart.noData" />}
      </div>
    );
  } else {
    body = (
      <Suspense fallback={placeholder}>
        {series.type === 'shares' ? <SharesLegend series={series} testId={testId} /> : null}
        <ChartCanvas series={series} timeframe={timeframe} onReachStart={onReachStart} />
      </Suspense>
    );
  }
  return (
    <figure
      className={styles.chart}
      aria-label={label}
      data-testid={testId}
      data-state={loading ? 'loading' : series?.data.length ? 'ready' : 'empty'}
      data-points={loading ? 0 : (series?.data.length ?? 0)}
    >
      {body}
    </figure>
  );
}
