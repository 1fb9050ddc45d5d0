import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SKELETON_ROWS, totalPages } from '@/shared/lib/paging';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { LoadError } from '../LoadError';
import { Pagination } from '../Pagination';
import styles from '../page.module.css';
import { NARROW_QUERY, useMediaQuery } from '../useMediaQuery';
import { TransactionCards, TransactionsTable, type TxRowView } from './TransactionsTable';

export interface KindTransactionsProps<K extends string> {
  /** Prefix of the test ids: `<prefix>-transactions`, `<prefix>-tx-filter-<kind>`, `…-empty`, `…-error`, `…-pagination`. */
  testIdPrefix: string;
  /** The kinds offered as filters, 'all' first. */
  filters: readonly (K | 'all')[];
  /** The filter button's label (the feature names its own message, so its catalogue keeps the key). */
  filterLabel: (kind: K | 'all') => ReactNode;
  kind: K | 'all';
  onKind: (kind: K | 'all') => void;
  page: number;
  onPage: (page: number) => void;
  /** The page's rows; undefined while loading (skeleton rows). */
  rows: TxRowView[] | undefined;
  totalCount: number | undefined;
  /** Whether the empty state carries the general "transactions show up here" note. */
  emptyNote?: boolean;
  /** More controls of the list beside the kind filter (an "only mine" switch, the ordering). */
  controls?: ReactNode;
  /** Set when the read failed (its API down or absent): without rows the list says so, with Retry. */
  failed?: { message: string; retry: () => void };
}

/**
 * A feature's transactions (gauge, farm pool, DAO member) in the shared table (cards on narrow screens) with the
 * shared pager, filtered by kind. The feature holds the kind and page and runs its own query; this renders.
 */
export function KindTransactions<K extends string>(props: KindTransactionsProps<K>) {
  const intl = useIntl();
  const titleId = useId();
  const narrow = useMediaQuery(NARROW_QUERY);
  const { testIdPrefix: prefix, rows } = props;
  return (
    <section className={styles.section} aria-labelledby={titleId} data-testid={`${prefix}-transactions`}>
      <h2 id={titleId}>
        <FormattedMessage id="transactions.title" />
      </h2>
      <div role="group" aria-label={intl.formatMessage({ id: 'transactions.filterLabel' })}>
        {props.filters.map((k) => (
          <Button
            key={k}
            type="button"
            aria-pressed={props.kind === k}
            onClick={() => props.onKind(k)}
            data-testid={`${prefix}-tx-filter-${k}`}
          >
            {props.filterLabel(k)}
          </Button>
        ))}
      </div>
      {props.controls}
      {!rows && props.failed ? (
        <LoadError
          compact
          testId={`${prefix}-transactions-error`}
          detail={props.failed.message}
          onRetry={props.failed.retry}
        />
      ) : rows && rows.length === 0 ? (
        <EmptyState
          testId={`${prefix}-transactions-empty`}
          title={<FormattedMessage id="transactions.empty.title" />}
          note={props.emptyNote ? <FormattedMessage id="transactions.empty.note" /> : undefined}
        />
      ) : narrow ? (
        <TransactionCards rows={rows} skeletonRows={SKELETON_ROWS} />
      ) : (
        <TransactionsTable rows={rows} skeletonRows={SKELETON_ROWS} />
      )}
      <Pagination
        page={props.page}
        totalPages={totalPages(props.totalCount)}
        onChange={props.onPage}
        label={intl.formatMessage({ id: 'transactions.pagination' })}
        testId={`${prefix}-transactions-pagination`}
      />
    </section>
  );
}
