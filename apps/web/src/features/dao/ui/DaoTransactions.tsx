import { FormattedMessage } from 'react-intl';
import { KindTransactions } from '@/shared/ui/transactions/KindTransactions';
import { useKindPage } from '@/shared/ui/transactions/useKindPage';
import type { DaoTransactionKind } from '../api/daoSchemas';
import { useDaoTransactions } from '../hooks/useDao';
import { DAO_TX_KINDS, daoTxRow } from '../logic/transactionsView';

const FILTERS: readonly (DaoTransactionKind | 'all')[] = ['all', ...DAO_TX_KINDS];

/** The member's lock, unlock and burn transactions in the shared kind-filtered table with the shared pager. */
export function DaoTransactions({ user, decimals, symbol }: { user: string; decimals: number; symbol: string }) {
  const list = useKindPage<DaoTransactionKind>();
  const query = useDaoTransactions(user, list.kind, list.page);
  return (
    <KindTransactions
      testIdPrefix="dao"
      filters={FILTERS}
      filterLabel={(k) => <FormattedMessage id={`dao.txFilter.${k}`} />}
      {...list}
      rows={query.data?.transactions.map((tx) => daoTxRow(tx, decimals, symbol))}
      totalCount={query.data?.totalCount}
      failed={query.isError ? { message: query.error.message, retry: () => void query.refetch() } : undefined}
    />
  );
}
