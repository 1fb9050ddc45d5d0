import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Chart } from '@/shared/ui/chart';
import type { limitApi } from '../api/limitApi';
import { depthSeries } from '../logic/book';
import type { PairToken } from '../hooks/useLimitPair';
import styles from './limit.module.css';

type Book = Awaited<ReturnType<typeof limitApi.orderBook>>;

/** The depth chart of the pair's book (the shared chart): cumulative bid and ask volume of the left token by price. */
export function DepthChart({
  left,
  right,
  book,
  loading,
  error,
  onRetry,
}: {
  left: PairToken;
  right: PairToken;
  book: Book | undefined;
  loading: boolean;
  error: boolean;
  /** Reads the book again after a failure (the book above has the same Retry). */
  onRetry: () => void;
}) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'limit.depth.label' }, { left: left.symbol, right: right.symbol });
  const decimals = left.decimals;
  // one series per answer of the book: the canvas redraws when the book changes, not on every render
  const series = useMemo(
    () => (book && decimals !== undefined ? depthSeries(book, decimals) : undefined),
    [book, decimals],
  );
  return (
    <section className={styles.card} aria-labelledby="limit-depth-title">
      <div className={styles.toolbar}>
        <h2 id="limit-depth-title" className={styles.cardTitle}>
          {intl.formatMessage({ id: 'limit.depth.title' })}
        </h2>
      </div>
      <Chart
        series={series}
        loading={!error && (loading || !series)}
        label={label}
        empty={intl.formatMessage({ id: 'limit.book.empty' })}
        failed={error ? { onRetry } : undefined}
        testId="limit-depth"
      />
    </section>
  );
}
