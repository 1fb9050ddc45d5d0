import { FormattedMessage } from 'react-intl';
import { formatAmount } from '@/shared/lib/format';
import { EmptyState } from '@/shared/ui/EmptyState';
import list from '@/shared/ui/list.module.css';
import styles from '@/shared/ui/page.module.css';
import type { VoteRow } from '../logic/voteRows';
import { CardRow } from '@/shared/ui/Cards';

const bp = (value: number) => `${(value / 100).toFixed(2)}%`;

/**
 * The vote state of an epoch, one card per candidate with every column of spec 3 "Vote row", and under them the
 * treasury amount: the epoch split's (the same figure as its "To the treasury" line).
 */
export function VoteRowsList({
  rows,
  treasury,
  decimals,
  label,
}: {
  rows: VoteRow[];
  treasury: bigint | null;
  decimals: number;
  label: (gauge: string) => string;
}) {
  const amount = (v: bigint | null) => (v === null ? '—' : formatAmount(v, decimals));
  return (
    <section className={styles.section} data-testid="dao-vote-rows">
      <h2>
        <FormattedMessage id="dao.rows.title" />
      </h2>
      {rows.length === 0 ? (
        <EmptyState title={<FormattedMessage id="dao.rows.empty" />} testId="dao-vote-rows-empty" />
      ) : (
        <ul className={list.cards}>
          {rows.map((r) => (
            <li key={r.gauge} className={list.card} data-testid="dao-vote-row" data-address={r.gauge}>
              <CardRow label="dao.rows.candidate">{label(r.gauge)}</CardRow>
              <CardRow label="dao.rows.userVote" testId="dao-row-user-vote">
                {amount(r.userVote)}
              </CardRow>
              <CardRow label="dao.rows.userShare">{bp(r.userShareBp)}</CardRow>
              <CardRow label="dao.rows.currentWeight">{bp(r.currentWeightBp)}</CardRow>
              <CardRow label="dao.rows.weightWithUser">{bp(r.weightWithUserBp)}</CardRow>
              <CardRow label="dao.rows.votes" testId="dao-row-votes">
                {amount(r.votes)}
              </CardRow>
              <CardRow label="dao.rows.normalized" testId="dao-row-normalized">
                <span data-units={r.normalized?.toString()}>{amount(r.normalized)}</span>
              </CardRow>
              <CardRow label="dao.rows.distribution" testId="dao-row-distribution">
                <span data-units={r.distributed?.toString()}>{amount(r.distributed)}</span>
              </CardRow>
              <CardRow label="dao.rows.speed">{amount(r.speedPerSecond)}</CardRow>
            </li>
          ))}
        </ul>
      )}
      <div className={list.card}>
        <CardRow label="dao.rows.treasury" testId="dao-vote-rows-treasury">
          <span data-units={treasury?.toString()}>{amount(treasury)}</span>
        </CardRow>
      </div>
    </section>
  );
}
