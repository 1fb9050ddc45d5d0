import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/shared/ui';
import { Chart, type Timeframe } from '@/shared/ui/chart';
import { usePriceCandles } from '../hooks/usePriceCandles';
import type { PairToken } from '../hooks/useLimitPair';
import styles from './limit.module.css';

/** Price of the left token in the right one from limit-order fills, 1H or 1D candles (the shared chart). */
export function PriceChart({ left, right }: { left: PairToken; right: PairToken }) {
  const intl = useIntl();
  const [timeframe, setTimeframe] = useState<Timeframe>('D1');
  const candles = usePriceCandles(left.root, right.root, timeframe);
  const label = intl.formatMessage({ id: 'limit.chart.label' }, { left: left.symbol, right: right.symbol });
  return (
    <section className={styles.card} aria-labelledby="limit-chart-title">
      <div className={styles.toolbar}>
        <h2 id="limit-chart-title" className={styles.cardTitle}>
          {label}
        </h2>
        <div className={styles.tabs} role="group" aria-label={intl.formatMessage({ id: 'limit.chart.timeframe' })}>
          {(['H1', 'D1'] as const).map((tf) => (
            <Button
              key={tf}
              size="sm"
              variant={tf === timeframe ? 'primary' : 'secondary'}
              aria-pressed={tf === timeframe}
              onClick={() => setTimeframe(tf)}
            >
              {intl.formatMessage({ id: `limit.chart.${tf}` })}
            </Button>
          ))}
        </div>
      </div>
      <Chart
        series={candles.data}
        timeframe={timeframe}
        loading={candles.isLoading}
        label={label}
        failed={candles.isError ? { onRetry: () => void candles.refetch() } : undefined}
        testId="limit-chart"
      />
    </section>
  );
}
