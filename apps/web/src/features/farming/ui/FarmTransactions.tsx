import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SKELETON_ROWS, totalPages } from '@/shared/lib/paging';
import { Button } from '@/shared/ui/Button';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Pagination } from '@/shared/ui/Pagination';
import styles from '@/shared/ui/page.module.css';
import { TransactionCards, TransactionsTable } from '@/shared/ui/transactions/TransactionsTable';
import { NARROW_QUERY, useMediaQuery } from '@/shared/ui/useMediaQuery';
import { useFarmTransactions } from '../hooks/useFarming';
import { FARM_TX_KINDS, type FarmTxKind } from '../logic/transactionsView';

const FILTERS: readonly (FarmTxKind | 'all')[] = ['all', ...FARM_TX_KINDS];

/** The pool's transactions (or one user's) in the shared table (cards on narrow screens) with the shared pager, by kind. */
export function FarmTransactions({ pool, user }: { pool: string; user?: string }) {
  const intl = useIntl();
  const titleId = useId();
  const [kind, setKind] = useState<FarmTxKind | 'all'>('all');
  const [page, setPage] = useState(1);
  const query = useFarmTransactions(pool, kind, page, user);
  const narrow = useMediaQuery(NARROW_QUERY);
  const rows = query.data?.rows;
  return (
    <section className={styles.section} aria-labelledby={titleId} data-testid="farm-transactions">
      <h2 id={titleId}>
        <FormattedMessage id="transactions.title" />
      </h2>
      <div role="group" aria-label={intl.formatMessage({ id: 'transactions.filterLabel' })}>
        {FILTERS.map((k) => (
          <Button
            key={k}
            type="button"
            aria-pressed={kind === k}
            onClick={() => {
              setKind(k);
              setPage(1);
            }}
            data-testid={`farm-tx-filter-${k}`}
          >
            <FormattedMessage id={`farm.txFilter.${k}`} />
          </Button>
        ))}
      </div>
      {rows && rows.length === 0 ? (
        <EmptyState
          testId="farm-transactions-empty"
          title={<FormattedMessage id="transactions.empty.title" />}
          note={<FormattedMessage id="transactions.empty.note" />}
        />
      ) : narrow ? (
        <TransactionCards rows={rows} skeletonRows={SKELETON_ROWS} />
      ) : (
        <TransactionsTable rows={rows} skeletonRows={SKELETON_ROWS} />
      )}
      <Pagination
        page={page}
        totalPages={totalPages(query.data?.totalCount)}
        onChange={setPage}
        label={intl.formatMessage({ id: 'transactions.pagination' })}
        testId="farm-transactions-pagination"
      />
    </section>
  );
}
