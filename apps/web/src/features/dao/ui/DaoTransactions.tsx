import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { KindTransactions } from '@/shared/ui/transactions/KindTransactions';
import type { DaoTransactionKind } from '../api/daoSchemas';
import { useDaoTransactions } from '../hooks/useDao';
import { DAO_TX_KINDS, daoTxRow } from '../logic/transactionsView';

const FILTERS: readonly (DaoTransactionKind | 'all')[] = ['all', ...DAO_TX_KINDS];

/** The member's lock, unlock and burn transactions in the shared kind-filtered table with the shared pager. */
export function DaoTransactions({ user, decimals, symbol }: { user: string; decimals: number; symbol: string }) {
  const [kind, setKind] = useState<DaoTransactionKind | 'all'>('all');
  const [page, setPage] = useState(1);
  const query = useDaoTransactions(user, kind, page);
  return (
    <KindTransactions
      testIdPrefix="dao"
      filters={FILTERS}
      filterLabel={(k) => <FormattedMessage id={`dao.txFilter.${k}`} />}
      kind={kind}
      onKind={(k) => {
        setKind(k);
        setPage(1);
      }}
      page={page}
      onPage={setPage}
      rows={query.data?.transactions.map((tx) => daoTxRow(tx, decimals, symbol))}
      totalCount={query.data?.totalCount}
    />
  );
}
