import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from '@/shared/lib/router';
import { formatAmount } from '@/shared/lib/format';
import { Button } from '@/shared/ui/Button';
import page from '@/shared/ui/page.module.css';
import type { GovernanceProposal } from '../api/proposalsApi';
import { REASON_MAX, reasonTooLong } from '../logic/form';
import { votePercents, type ProposalActions } from '../logic/proposal';
import { VOTE_TOKEN_DECIMALS } from '../logic/voter';
import styles from './proposals.module.css';

/**
 * For and against (amounts and percentages, quorum); the vote form with the optional reason (≤ 512) while the
 * proposal is active and the user has not voted; the stake link at zero weight; the user's own vote.
 */
export function VotingSection(props: {
  proposal: GovernanceProposal;
  actions: ProposalActions;
  myVote?: { support: boolean };
  busy: boolean;
  onVote: (support: boolean, reason: string) => void;
}) {
  const { proposal: p } = props;
  const [reason, setReason] = useState('');
  const pct = votePercents(p.forVotes, p.againstVotes);
  const amount = (v: string) => formatAmount(v, VOTE_TOKEN_DECIMALS);
  const tooLong = reasonTooLong(reason);
  return (
    <section className={page.section} aria-labelledby="proposal-voting-title" data-testid="proposal-voting">
      <h2 id="proposal-voting-title" className={page.sectionTitle}>
        <FormattedMessage id="proposals.voting" />
      </h2>
      <dl className={page.stats}>
        <div className={page.stat} data-testid="proposal-for" data-percent={pct.for} data-units={p.forVotes}>
          <dt className={page.statLabel}>
            <FormattedMessage id="proposals.vote.for" />
          </dt>
          <dd className={page.statValue}>
            {amount(p.forVotes)} ({pct.for}%)
          </dd>
        </div>
        <div
          className={page.stat}
          data-testid="proposal-against"
          data-percent={pct.against}
          data-units={p.againstVotes}
        >
          <dt className={page.statLabel}>
            <FormattedMessage id="proposals.vote.against" />
          </dt>
          <dd className={page.statValue}>
            {amount(p.againstVotes)} ({pct.against}%)
          </dd>
        </div>
        <div className={page.stat} data-testid="proposal-quorum">
          <dt className={page.statLabel}>
            <FormattedMessage id="proposals.quorum" />
          </dt>
          <dd className={page.statValue}>{amount(p.quorumVotes)}</dd>
        </div>
      </dl>
      {props.myVote ? (
        <p data-testid="proposal-my-vote" data-support={String(props.myVote.support)}>
          <FormattedMessage id={props.myVote.support ? 'proposals.youVotedFor' : 'proposals.youVotedAgainst'} />
        </p>
      ) : null}
      {props.actions.stakeLink ? (
        <p data-testid="proposal-stake-link">
          <FormattedMessage id="proposals.noWeight" />{' '}
          <Link to="/dao/balance">
            <FormattedMessage id="proposals.increaseStake" />
          </Link>
        </p>
      ) : null}
      {props.actions.vote ? (
        <div className={styles.form} data-testid="proposal-vote-form">
          <label className={styles.field}>
            <span className={styles.fieldHead}>
              <FormattedMessage id="proposals.reason" />
              <span className={tooLong ? styles.error : styles.muted} data-testid="proposal-reason-counter">
                {reason.length}/{REASON_MAX}
              </span>
            </span>
            <textarea
              rows={2}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              aria-invalid={tooLong || undefined}
              data-testid="proposal-reason"
            />
          </label>
          <div className={styles.toolbar}>
            <Button
              variant="primary"
              disabled={props.busy || tooLong}
              onClick={() => props.onVote(true, reason.trim())}
              data-testid="proposal-vote-for"
            >
              <FormattedMessage id="proposals.voteFor" />
            </Button>
            <Button
              disabled={props.busy || tooLong}
              onClick={() => props.onVote(false, reason.trim())}
              data-testid="proposal-vote-against"
            >
              <FormattedMessage id="proposals.voteAgainst" />
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
