import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Switch } from '@/shared/ui/Switch';
import { KindTransactions } from '@/shared/ui/transactions/KindTransactions';
import { useKindPage } from '@/shared/ui/transactions/useKindPage';
import { useGaugeTransactions } from '../hooks/useGaugeTransactions';
import { GAUGE_TX_KINDS, type GaugeTxKind } from '../logic/transactionsView';

const FILTERS: readonly (GaugeTxKind | 'all')[] = ['all', ...GAUGE_TX_KINDS];

/**
 * The gauge's transactions in the shared kind-filtered table with the shared pager; with a wallet, an "only mine"
 * switch (the spec's onlyUserTransactions: the request names the account).
 */
export function GaugeTransactions({ gauge, account }: { gauge: string; account?: string }) {
  const list = useKindPage<GaugeTxKind>();
  const [onlyMine, setOnlyMine] = useState(false);
  const user = onlyMine && account ? account : undefined;
  const query = useGaugeTransactions(gauge, list.kind, list.page, user);
  return (
    <>
      {account ? (
        <p>
          <Switch
            id="gauge-tx-only-mine"
            checked={onlyMine}
            onCheckedChange={(checked) => {
              setOnlyMine(checked);
              list.onPage(1);
            }}
            testId="gauge-tx-only-mine"
          />{' '}
          <label htmlFor="gauge-tx-only-mine">
            <FormattedMessage id="gauge.txOnlyMine" />
          </label>
        </p>
      ) : null}
      <KindTransactions
        testIdPrefix="gauge"
        filters={FILTERS}
        filterLabel={(k) => <FormattedMessage id={`gauge.txFilter.${k}`} />}
        {...list}
        rows={query.data?.rows}
        totalCount={query.data?.totalCount}
        failed={query.isError ? { message: query.error.message, retry: () => void query.refetch() } : undefined}
        emptyNote
      />
    </>
  );
}
