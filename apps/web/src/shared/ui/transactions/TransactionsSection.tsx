import { memo, useId, useMemo, useReducer } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useWallet } from '@/shared/chain';
import { SKELETON_ROWS, totalPages } from '@/shared/lib/paging';
import { EmptyState } from '../EmptyState';
import { LoadError } from '../LoadError';
import { Pagination } from '../Pagination';
import { useMediaQuery, NARROW_QUERY } from '../useMediaQuery';
import styles from './transactions.module.css';
import { dexRowView, TransactionsTable, TransactionCards } from './TransactionsTable';
import { EVENT_TABS, initialTxState, txReducer, type EventTab, type TxScope } from './transactionsState';
import { Tabs } from '../Tabs';
import { useTransactions } from './useTransactions';

const TAB_LABEL: Record<EventTab, string> = {
  all: 'transactions.tab.all',
  swap: 'transactions.tab.swaps',
  deposit: 'transactions.tab.deposits',
  withdraw: 'transactions.tab.withdraws',
};

interface Props {
  scope: TxScope;
  testId?: string;
}

const sameScope = (a: TxScope, b: TxScope) =>
  a.poolAddress === b.poolAddress &&
  a.currencyAddress === b.currencyAddress &&
  (a.currencyAddresses ?? []).join() === (b.currencyAddresses ?? []).join();

/**
 * The one transactions section (token, pool and swap pages): tabs, own-only, sortable table or cards, pager. It
 * renders again only when its scope changes (not each time its page renders as the page's other data comes in).
 */
export const TransactionsSection = memo(
  TransactionsSectionView,
  (a: Props, b: Props) => a.testId === b.testId && sameScope(a.scope, b.scope),
);

function TransactionsSectionView({ scope, testId = 'transactions' }: Props) {
  const intl = useIntl();
  const wallet = useWallet();
  const account = wallet.status === 'connected' ? wallet.account?.address : undefined;
  const [state, dispatch] = useReducer(txReducer, initialTxState);
  const { query, totalCount } = useTransactions(state, scope, account);
  const narrow = useMediaQuery(NARROW_QUERY);
  const titleId = useId();
  const ownId = useId();
  const pages = totalPages(totalCount);
  const rows = useMemo(() => query.data?.transactions.map(dexRowView), [query.data]);
  const loading = !rows && (query.isLoading || query.isFetching);

  const content = () => {
    if (loading || (query.isFetching && query.isPlaceholderData && !rows?.length)) {
      return narrow ? (
        <TransactionCards rows={undefined} skeletonRows={SKELETON_ROWS} />
      ) : (
        <TransactionsTable rows={undefined} skeletonRows={SKELETON_ROWS} ordering={state.ordering} onSort={() => {}} />
      );
    }
    if (!rows && query.isError) {
      // the DEX API is down or absent: say so (not "no transactions"), with Retry
      return (
        <LoadError
          compact
          testId={`${testId}-error`}
          detail={query.error.message}
          onRetry={() => void query.refetch()}
        />
      );
    }
    if (!rows || rows.length === 0) {
      return (
        <EmptyState
          testId={`${testId}-empty`}
          title={<FormattedMessage id="transactions.empty.title" />}
          note={<FormattedMessage id="transactions.empty.note" />}
        />
      );
    }
    return narrow ? (
      <TransactionCards rows={rows} />
    ) : (
      <TransactionsTable rows={rows} ordering={state.ordering} onSort={(field) => dispatch({ type: 'sort', field })} />
    );
  };

  return (
    <section className={styles.section} aria-labelledby={titleId} data-testid={testId} aria-busy={query.isFetching}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          <FormattedMessage id="transactions.title" />
        </h2>
        <div className={styles.own}>
          <input
            id={ownId}
            type="checkbox"
            checked={state.filter.ownOnly && !!account}
            disabled={!account}
            onChange={(e) => dispatch({ type: 'filter', filter: { ownOnly: e.target.checked } })}
            data-testid={`${testId}-own-only`}
          />
          <label htmlFor={ownId}>
            <FormattedMessage id="transactions.ownOnly" />
          </label>
        </div>
      </div>
      <Tabs
        value={state.filter.event}
        onValueChange={(event) => dispatch({ type: 'filter', filter: { event } })}
        label={intl.formatMessage({ id: 'transactions.filterLabel' })}
        items={EVENT_TABS.map((tab) => ({
          value: tab,
          label: <FormattedMessage id={TAB_LABEL[tab]} />,
          testId: `${testId}-tab-${tab}`,
        }))}
        listClassName={styles.tabs}
        tabClassName={styles.tab}
        panelClassName={styles.panel}
      >
        {() => content()}
      </Tabs>
      <Pagination
        page={state.page}
        totalPages={pages}
        onChange={(page) => dispatch({ type: 'page', page })}
        label={intl.formatMessage({ id: 'transactions.pagination' })}
        testId={`${testId}-pagination`}
      />
    </section>
  );
}
