import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { KindTransactions } from '@/shared/ui/transactions/KindTransactions';
import { useFarmTransactions } from '../hooks/useFarming';
import { FARM_TX_KINDS, type FarmTxKind } from '../logic/transactionsView';

const FILTERS: readonly (FarmTxKind | 'all')[] = ['all', ...FARM_TX_KINDS];

/** The pool's transactions (or one user's) in the shared kind-filtered table with the shared pager. */
export function FarmTransactions({ pool, user }: { pool: string; user?: string }) {
  const [kind, setKind] = useState<FarmTxKind | 'all'>('all');
  const [page, setPage] = useState(1);
  const query = useFarmTransactions(pool, kind, page, user);
  return (
    <KindTransactions
      testIdPrefix="farm"
      filters={FILTERS}
      filterLabel={(k) => <FormattedMessage id={`farm.txFilter.${k}`} />}
      kind={kind}
      onKind={(k) => {
        setKind(k);
        setPage(1);
      }}
      page={page}
      onPage={setPage}
      rows={query.data?.rows}
      totalCount={query.data?.totalCount}
      emptyNote
    />
  );
}
