import { useIntl } from 'react-intl';
import { formatAmount, formatNumber, formatPercent } from '@/shared/lib/format';
import type { limitApi } from '../api/limitApi';
import { cumulativeDepth, type BookLevel } from '../logic/book';
import type { PairToken } from '../hooks/useLimitPair';
import styles from './limit.module.css';
import { HeadRow, RetryNotice, ScrollTable } from './TableParts';

type Book = Awaited<ReturnType<typeof limitApi.orderBook>>;

interface Props {
  left: PairToken;
  right: PairToken;
  book: Book | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  /** Choosing a level takes its price into the form. */
  onPrice: (price: string) => void;
}

function Side({ kind, levels, left, right, onPrice }: { kind: 'ask' | 'bid'; levels: BookLevel[] } & Props) {
  const intl = useIntl();
  if (left.decimals === undefined || right.decimals === undefined) return null;
  const depth = cumulativeDepth(levels, left.decimals);
  const max = depth.at(-1)?.depth || 1;
  // asks are shown highest first, so the best prices of both sides meet at the spread
  const rows = levels.map((level, k) => ({ level, depth: depth[k]!.depth }));
  if (kind === 'ask') rows.reverse();
  return (
    <tbody data-testid={`limit-book-${kind}s`}>
      {rows.map(({ level, depth: d }) => (
        <tr key={level.price} className={styles[kind]} data-testid={`limit-book-${kind}`}>
          <td>
            <button
              type="button"
              className={styles.levelPrice}
              onClick={() => onPrice(level.price)}
              aria-label={intl.formatMessage({ id: 'limit.book.usePrice' }, { price: level.price })}
            >
              {formatNumber(level.price, { abbreviate: false, precision: 6 })}
            </button>
          </td>
          <td className={styles.num}>{formatAmount(level.leftAmount, left.decimals!)}</td>
          <td className={`${styles.num} ${styles.depthCell}`}>
            <span className={styles.depthBar} style={{ width: `${Math.round((d / max) * 100)}%` }} aria-hidden="true" />
            <span className={styles.depthValue}>{formatNumber(d)}</span>
          </td>
        </tr>
      ))}
    </tbody>
  );
}

/**
 * The order book of the pair: asks (selling the left token) above, bids below, each level's left-token amount and
 * the cumulative depth drawn as a bar from the best price outwards; the spread between them.
 */
export function OrderBook(props: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { book, left, right } = props;
  let body;
  if (props.error) {
    body = <RetryNotice text={t('limit.book.error')} testId="limit-book-error" onRetry={props.onRetry} />;
  } else if (props.loading || !book) {
    body = (
      <p className={styles.muted} role="status" data-skeleton="">
        {t('limit.loading')}
      </p>
    );
  } else if (book.asks.length === 0 && book.bids.length === 0) {
    body = (
      <p className={styles.muted} data-testid="limit-book-empty">
        {t('limit.book.empty')}
      </p>
    );
  } else {
    body = (
      <ScrollTable label={t('limit.book.title')}>
        <HeadRow
          columns={[
            { label: t('limit.col.price', { symbol: right.symbol }) },
            { label: t('limit.col.amount', { symbol: left.symbol }), num: true },
            { label: t('limit.col.depth', { symbol: left.symbol }), num: true },
          ]}
        />
        <Side kind="ask" levels={book.asks} {...props} />
        <tbody>
          <tr className={styles.spread}>
            <td colSpan={3} data-testid="limit-book-spread">
              {t('limit.book.spread', {
                value: book.spread === null ? '—' : formatPercent(Number(book.spread) * 100),
              })}
            </td>
          </tr>
        </tbody>
        <Side kind="bid" levels={book.bids} {...props} />
      </ScrollTable>
    );
  }
  return (
    <section className={styles.card} aria-labelledby="limit-book-title" data-testid="limit-book">
      <h2 id="limit-book-title" className={styles.cardTitle}>
        {t('limit.book.title')}
      </h2>
      {body}
    </section>
  );
}
