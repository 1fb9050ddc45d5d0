import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SKELETON_ROWS, totalPages } from '@/shared/lib/paging';
import { Button } from '@/shared/ui/Button';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Pagination } from '@/shared/ui/Pagination';
import styles from '@/shared/ui/page.module.css';
import { TransactionCards, TransactionsTable } from '@/shared/ui/transactions/TransactionsTable';
import { NARROW_QUERY, useMediaQuery } from '@/shared/ui/useMediaQuery';
import type { DaoTransactionKind } from '../api/daoSchemas';
import { useDaoTransactions } from '../hooks/useDao';
import { DAO_TX_KINDS, daoTxRow } from '../logic/transactionsView';

const FILTERS: readonly (DaoTransactionKind | 'all')[] = ['all', ...DAO_TX_KINDS];

/** The member's lock, unlock and burn transactions in the shared table (cards when narrow) with the shared pager. */
export function DaoTransactions({ user, decimals, symbol }: { user: string; decimals: number; symbol: string }) {
  const intl = useIntl();
  const titleId = useId();
  const [kind, setKind] = useState<DaoTransactionKind | 'all'>('all');
  const [page, setPage] = useState(1);
  const query = useDaoTransactions(user, kind, page);
  const narrow = useMediaQuery(NARROW_QUERY);
  const rows = query.data?.transactions.map((tx) => daoTxRow(tx, decimals, symbol));
  return (
    <section className={styles.section} aria-labelledby={titleId} data-testid="dao-transactions">
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
            data-testid={`dao-tx-filter-${k}`}
          >
            <FormattedMessage id={`dao.txFilter.${k}`} />
          </Button>
        ))}
      </div>
      {rows && rows.length === 0 ? (
        <EmptyState testId="dao-transactions-empty" title={<FormattedMessage id="transactions.empty.title" />} />
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
        testId="dao-transactions-pagination"
      />
    </section>
  );
}
