import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { formatAmount } from '@/shared/lib/format';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Skeleton } from '@/shared/ui/Skeleton';
import list from '@/shared/ui/list.module.css';
import styles from '@/shared/ui/page.module.css';
import type { DaoEpoch } from '../api/daoSchemas';
import { CardRow, DateText } from './parts';

/** Previous epochs: number (a link to the epoch), start and end with the UTC offset, distribution, votes. */
export function EpochsList({ epochs, decimals }: { epochs: DaoEpoch[] | undefined; decimals: number | undefined }) {
  if (!epochs) return <Skeleton />;
  if (epochs.length === 0)
    return <EmptyState title={<FormattedMessage id="dao.epochs.empty" />} testId="dao-epochs-empty" />;
  const amount = (v: string) => (decimals === undefined ? '—' : formatAmount(v, decimals));
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
          <CardRow label="dao.epoch.distribution">{amount(e.totalDistribution)}</CardRow>
          <CardRow label="dao.epoch.totalVotes">{amount(e.totalVeAmount)}</CardRow>
        </li>
      ))}
    </ul>
  );
}
