import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@/shared/ui/Button';
import { Switch } from '@/shared/ui/Switch';
import { KindTransactions } from '@/shared/ui/transactions/KindTransactions';
import { useFarmTransactions } from '../hooks/useFarming';
import {
  changeFarmTxList,
  FARM_TX_KINDS,
  farmTransactionsBody,
  initialFarmTxList,
  type FarmTxKind,
} from '../logic/transactionsView';
import own from './farming.module.css';

const FILTERS: readonly (FarmTxKind | 'all')[] = ['all', ...FARM_TX_KINDS];

/**
 * The pool's transactions in the shared kind-filtered table with the shared pager: newest or oldest first, and, for
 * a connected user, only theirs; a user viewed by address shows only theirs.
 */
export function FarmTransactions({ pool, account, viewed }: { pool: string; account?: string; viewed?: string }) {
  const id = useId();
  const [list, setList] = useState(initialFarmTxList);
  const query = useFarmTransactions(farmTransactionsBody(pool, list, { account, viewed }));
  const change = (patch: Parameters<typeof changeFarmTxList>[1]) => setList((l) => changeFarmTxList(l, patch));
  const newest = list.ordering === 'blocktimedescending';
  return (
    <KindTransactions
      testIdPrefix="farm"
      filters={FILTERS}
      filterLabel={(k) => <FormattedMessage id={`farm.txFilter.${k}`} />}
      kind={list.eventType}
      onKind={(eventType) => change({ eventType })}
      page={list.currentPage}
      onPage={(currentPage) => change({ currentPage })}
      rows={query.data?.rows}
      totalCount={query.data?.totalCount}
      failed={query.isError ? { message: query.error.message, retry: () => void query.refetch() } : undefined}
      emptyNote
      controls={
        <div className={own.txControls}>
          {account && !viewed ? (
            <span className={own.txSwitch}>
              <Switch
                id={`${id}-mine`}
                checked={list.onlyUserTransactions}
                onCheckedChange={(onlyUserTransactions) => change({ onlyUserTransactions })}
                testId="farm-tx-only-mine"
              />
              <label htmlFor={`${id}-mine`}>
                <FormattedMessage id="farm.txOnlyMine" />
              </label>
            </span>
          ) : null}
          <Button
            size="sm"
            variant="ghost"
            onClick={() => change({ ordering: newest ? 'blocktimeascending' : 'blocktimedescending' })}
            data-testid="farm-tx-ordering"
            data-ordering={list.ordering}
          >
            <FormattedMessage id={newest ? 'farm.txNewestFirst' : 'farm.txOldestFirst'} />
          </Button>
        </div>
      }
    />
  );
}
