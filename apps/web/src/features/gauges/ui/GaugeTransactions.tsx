import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { KindTransactions } from '@/shared/ui/transactions/KindTransactions';
import { useGaugeTransactions } from '../hooks/useGaugeTransactions';
import { GAUGE_TX_KINDS, type GaugeTxKind } from '../logic/transactionsView';

const FILTERS: readonly (GaugeTxKind | 'all')[] = ['all', ...GAUGE_TX_KINDS];

/** The gauge's transactions in the shared kind-filtered table with the shared pager. */
export function GaugeTransactions({ gauge }: { gauge: string }) {
  const [kind, setKind] = useState<GaugeTxKind | 'all'>('all');
  const [page, setPage] = useState(1);
  const query = useGaugeTransactions(gauge, kind, page);
  return (
    <KindTransactions
      testIdPrefix="gauge"
      filters={FILTERS}
      filterLabel={(k) => <FormattedMessage id={`gauge.txFilter.${k}`} />}
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
