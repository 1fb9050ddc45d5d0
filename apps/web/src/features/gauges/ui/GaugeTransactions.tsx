import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SKELETON_ROWS, totalPages } from '@/shared/lib/paging';
import { Button } from '@/shared/ui/Button';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Pagination } from '@/shared/ui/Pagination';
import styles from '@/shared/ui/page.module.css';
import { TransactionCards, TransactionsTable } from '@/shared/ui/transactions/TransactionsTable';
import { NARROW_QUERY, useMediaQuery } from '@/shared/ui/useMediaQuery';
import { useGaugeTransactions } from '../hooks/useGaugeTransactions';
import { GAUGE_TX_KINDS, type GaugeTxKind } from '../logic/transactionsView';

const FILTERS: readonly (GaugeTxKind | 'all')[] = ['all', ...GAUGE_TX_KINDS];

/** The gauge's transactions in the shared table (cards on narrow screens) with the shared pager, by kind. */
export function GaugeTransactions({ gauge }: { gauge: string }) {
  const intl = useIntl();
  const titleId = useId();
  const [kind, setKind] = useState<GaugeTxKind | 'all'>('all');
  const [page, setPage] = useState(1);
  const query = useGaugeTransactions(gauge, kind, page);
  const narrow = useMediaQuery(NARROW_QUERY);
  const rows = query.data?.rows;
  return (
    <section className={styles.section} aria-labelledby={titleId} data-testid="gauge-transactions">
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
            data-testid={`gauge-tx-filter-${k}`}
          >
            <FormattedMessage id={`gauge.txFilter.${k}`} />
          </Button>
        ))}
      </div>
      {rows && rows.length === 0 ? (
        <EmptyState
          testId="gauge-transactions-empty"
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
        testId="gauge-transactions-pagination"
      />
    </section>
  );
}
