import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@/shared/lib/router';
import { formatAmount } from '@/shared/lib/format';
import { totalPages } from '@/shared/lib/paging';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Pagination } from '@/shared/ui/Pagination';
import { Skeleton } from '@/shared/ui/Skeleton';
import list from '@/shared/ui/list.module.css';
import styles from '@/shared/ui/page.module.css';
import type { DaoEpoch } from '../api/daoSchemas';
import { finishedEpochBudget } from '../logic/distribution';
import { DateText } from './DateText';
import { CardRow } from '@/shared/ui/Cards';

export interface EpochsListProps {
  epochs: DaoEpoch[] | undefined;
  decimals: number | undefined;
  page: number;
  totalCount: number | undefined;
  onPage: (page: number) => void;
}

/** Previous epochs (a link to each, start and end with the UTC offset, distribution, votes) and the pager. */
export function EpochsList(props: EpochsListProps) {
  const intl = useIntl();
  return (
    <>
      <EpochCards epochs={props.epochs} decimals={props.decimals} />
      <Pagination
        page={props.page}
        totalPages={totalPages(props.totalCount)}
        onChange={props.onPage}
        label={intl.formatMessage({ id: 'dao.epochs.pagination' })}
        testId="dao-epochs-pagination"
      />
    </>
  );
}

function EpochCards({ epochs, decimals }: { epochs: DaoEpoch[] | undefined; decimals: number | undefined }) {
  if (!epochs) return <Skeleton />;
  if (epochs.length === 0)
    return <EmptyState title={<FormattedMessage id="dao.epochs.empty" />} testId="dao-epochs-empty" />;
  const amount = (v: bigint) => (decimals === undefined ? '—' : formatAmount(v, decimals));
  return (
    <ul className={list.cards} data-testid="dao-epochs">
      {epochs.map((e) => (
        <li key={e.epochNum} className={list.card} data-testid="dao-epoch-item" data-epoch={e.epochNum}>
          <Link to={`/dao/epochs/${e.epochNum}`} className={styles.nameLink}>
            <FormattedMessage id="dao.epoch.title" values={{ epoch: e.epochNum }} />
          </Link>
          <CardRow label="dao.epoch.start">
            <DateText seconds={e.epochStart} />
          </CardRow>
          <CardRow label="dao.epoch.end">
            <DateText seconds={e.epochEnd} />
          </CardRow>
          <Distribution epoch={e} amount={amount} />
          <CardRow label="dao.epoch.totalVotes">{amount(BigInt(e.totalVeAmount))}</CardRow>
        </li>
      ))}
    </ul>
  );
}

/** The epoch's distributed budget, as the epoch page accounts for it (logic/distribution.ts). */
function Distribution({ epoch, amount }: { epoch: DaoEpoch; amount: (v: bigint) => string }) {
  let budget: bigint | undefined;
  try {
    budget = finishedEpochBudget(epoch)?.budget;
  } catch {
    // parts that do not add up: the epoch page says why; the list shows no figure rather than a wrong one
  }
  return (
    <CardRow label="dao.epoch.distribution" testId="dao-epoch-item-distribution">
      <span data-units={budget?.toString()}>{budget === undefined ? '—' : amount(budget)}</span>
    </CardRow>
  );
}
