import { FormattedMessage } from 'react-intl';
import page from '@/shared/ui/page.module.css';
import { Skeleton } from '@/shared/ui/Skeleton';
import type { GovernanceProposal } from '../api/proposalsApi';
import { AccountLink, CountdownText, StateBadge, TitleText } from './parts';
import styles from './proposals.module.css';

/**
 * A proposal's header: id, state, countdown, title and proposer. While the proposal loads it is already there with
 * the id and "Proposal #id" as its title: the same heading then takes the proposal's title in place, so the page's
 * first screen holds its largest text and nothing below the heading moves (the parts that wait are placeholders).
 */
export function ProposalHeader({
  id,
  proposal: p,
  title,
  now,
}: {
  id: number;
  proposal: GovernanceProposal | undefined;
  title: string | undefined;
  now: number;
}) {
  return (
    <header className={styles.form} data-testid="proposal-header">
      <div className={styles.toolbar}>
        <span className={styles.muted} data-testid="proposal-id">
          #{id}
        </span>
        {p ? (
          <>
            <StateBadge state={p.state} />
            <CountdownText proposal={p} now={now} />
          </>
        ) : (
          <Skeleton width="5rem" height="1.5rem" />
        )}
      </div>
      <h1
        className={page.title}
        data-testid="proposal-title"
        data-loading={title === undefined || undefined}
        style={{ overflowWrap: 'anywhere' }}
      >
        {title === undefined ? (
          <FormattedMessage id="proposals.titlePending" values={{ id }} />
        ) : (
          <TitleText title={title} />
        )}
      </h1>
      {p ? (
        <p className={styles.muted} data-testid="proposal-proposer" data-address={p.proposer}>
          <FormattedMessage id="proposals.proposer" /> <AccountLink address={p.proposer} />
        </p>
      ) : (
        <Skeleton width="14rem" height="1.25rem" />
      )}
    </header>
  );
}
