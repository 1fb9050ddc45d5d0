/** The pair's price chart (medium and wider screens) and the transactions of its pool (lazy, spec 2.2, 4.7). */
import { useQuery } from '@/shared/lib/query';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, NARROW_QUERY, useMediaQuery } from '@/shared/ui';
import { Chart, toChartTime, uniqueAscending, useChartPages } from '@/shared/ui/chart';
import { TransactionsSection } from '@/shared/ui/transactions';
import { swapApi } from '../api/swapApi';
import { invertCandles, isInverted } from '../logic/chartLogic';
import styles from './swap.module.css';

type Timeframe = 'H1' | 'D1';

export default function PairPanel({ left, right }: { left: string; right: string }) {
  const intl = useIntl();
  const narrow = useMediaQuery(NARROW_QUERY);
  const [timeframe, setTimeframe] = useState<Timeframe>('H1');
  const same = left.toLowerCase() === right.toLowerCase();
  // the pool of the two tokens, if any (null for a pair without a direct pool)
  const pair = useQuery({
    queryKey: ['swapPair', left, right],
    queryFn: ({ signal }) => swapApi.pair(left, right, { signal }),
    enabled: !same,
    staleTime: 60_000,
  });
  // pages of candles: the default window first, then earlier windows as the user scrolls back (merged)
  const candles = useChartPages({
    queryKey: ['swapCandles', left, right],
    timeframe,
    fetchWindow: (window, signal) => swapApi.candles(left, right, window, { signal }),
    enabled: !same && !narrow && !!pair.data,
    staleTime: 60_000,
  });
  const invert = isInverted(pair.data?.meta.baseAddress, left);
  const data = useMemo(
    () =>
      candles.points
        ? invertCandles(
            uniqueAscending(
              candles.points.map((c) => ({
                time: toChartTime(c.timestamp),
                open: Number(c.open),
                high: Number(c.high),
                low: Number(c.low),
                close: Number(c.close),
              })),
            ),
            invert,
          )
        : undefined,
    [candles.points, invert],
  );
  const series = useMemo(() => (data ? { type: 'candles' as const, data } : undefined), [data]);
  const poolAddress = pair.data?.meta.poolAddress;
  return (
    <>
      {!narrow && !same && (
        <section
          className={styles.chartSection}
          data-testid="swap-chart-section"
          data-inverted={invert}
          data-pages={candles.pages}
        >
          <div className={styles.presets} role="group" aria-label={intl.formatMessage({ id: 'chart.timeframe' })}>
            {(['H1', 'D1'] as const).map((tf) => (
              <Button
                key={tf}
                size="sm"
                variant={tf === timeframe ? 'primary' : 'secondary'}
                aria-pressed={tf === timeframe}
                data-testid={`swap-chart-${tf}`}
                onClick={() => setTimeframe(tf)}
              >
                {intl.formatMessage({ id: tf === 'H1' ? 'chart.h1' : 'chart.d1' })}
              </Button>
            ))}
          </div>
          <Chart
            series={series}
            onReachStart={candles.loadEarlier}
            timeframe={timeframe}
            loading={pair.isLoading || candles.isLoading}
            failed={
              pair.isError || candles.isError
                ? { onRetry: () => void (pair.isError ? pair.refetch() : candles.retry()) }
                : undefined
            }
            label={intl.formatMessage({ id: 'swap.chart.label' })}
            testId="swap-chart"
          />
        </section>
      )}
      {poolAddress && (
        <div className={styles.wide}>
          <TransactionsSection key={poolAddress} scope={{ poolAddress }} testId="swap-transactions" />
        </div>
      )}
    </>
  );
}
