import { FormattedMessage } from 'react-intl';
import { Link } from '@/shared/lib/router';
import { formatPercent, formatUsd } from '@/shared/lib/format';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Skeleton } from '@/shared/ui/Skeleton';
import list from '@/shared/ui/list.module.css';
import styles from '@/shared/ui/page.module.css';
import type { WhitelistGauge } from '../api/daoSchemas';
import { candidateStatus } from '../logic/candidates';
import { gaugeLabel } from '../logic/gaugeLabel';
import { CardRow } from '@/shared/ui/Cards';

/**
 * The candidates (spec 3 "Candidate"): pool, status (Active, Pending DAO, Not active), TVL, average and last-epoch
 * voting rate, active epochs. `compact` leaves out the rates (the farming pools of the balance page).
 */
export function CandidatesList({
  candidates,
  gauges,
  testId,
  compact = false,
}: {
  candidates: WhitelistGauge[] | undefined;
  gauges: ReadonlyMap<string, { tvl: string; poolTokens: readonly { tokenSymbol?: string | null }[] }> | undefined;
  testId: string;
  compact?: boolean;
}) {
  if (!candidates) return <Skeleton />;
  if (candidates.length === 0)
    return <EmptyState title={<FormattedMessage id="dao.candidates.empty" />} testId={`${testId}-empty`} />;
  return (
    <ul className={list.cards} data-testid={testId}>
      {candidates.map((c) => {
        const gauge = gauges?.get(c.address);
        const status = candidateStatus(c);
        return (
          <li
            key={c.address}
            className={list.card}
            data-testid="dao-candidate"
            data-address={c.address}
            data-status={status}
          >
            <div className={list.cardRow}>
              <Link to={`/gauges/${c.address}`} className={styles.nameLink}>
                <span className={styles.symbol}>{gaugeLabel(c.address, gauge)}</span>
              </Link>
              <span data-testid="dao-candidate-status">
                <FormattedMessage id={`dao.candidates.status.${status}`} />
              </span>
            </div>
            <CardRow label="dao.candidates.tvl">{gauge ? formatUsd(gauge.tvl) : '—'}</CardRow>
            {compact ? null : (
              <>
                <CardRow label="dao.candidates.average">{formatPercent(c.averagePercentage)}</CardRow>
                <CardRow label="dao.candidates.last">{formatPercent(c.lastEpochPercentage)}</CardRow>
                <CardRow label="dao.candidates.epochs">{c.activeEpochs ?? 0}</CardRow>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
