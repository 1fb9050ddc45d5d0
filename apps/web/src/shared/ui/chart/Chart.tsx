import { lazy, Suspense, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from './chart.module.css';
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

/** The one chart wrapper: a placeholder while loading, a no-data message when empty, else the lazy canvas. */
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
    >
      {body}
    </figure>
  );
}
