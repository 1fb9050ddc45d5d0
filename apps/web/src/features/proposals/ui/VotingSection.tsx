import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@/shared/lib/router';
import { formatAmount } from '@/shared/lib/format';
import { Button } from '@/shared/ui/Button';
import page from '@/shared/ui/page.module.css';
import { Stat } from '@/shared/ui/Stat';
import type { GovernanceProposal } from '../api/proposalsApi';
import { REASON_MAX, reasonTooLong } from '../logic/form';
import { quorumProgress, votePercents, type ProposalActions } from '../logic/proposal';
import { VOTE_TOKEN_DECIMALS } from '../logic/voter';
import styles from './proposals.module.css';

/**
 * For and against as the key figures with their shares, the quorum and how far the for votes are towards it; the
 * vote form with the optional reason (≤ 512) while the proposal is active and the user has not voted; the stake link
 * at zero weight; the user's own vote.
 */
export function VotingSection(props: {
  proposal: GovernanceProposal;
  actions: ProposalActions;
  myVote?: { support: boolean };
  busy: boolean;
  onVote: (support: boolean, reason: string) => void;
  /** Drawn below the figures: the latest votes of each side. */
  children?: ReactNode;
}) {
  const { proposal: p } = props;
  const [reason, setReason] = useState('');
  const intl = useIntl();
  const pct = votePercents(p.forVotes, p.againstVotes);
  const quorum = quorumProgress(p.forVotes, p.quorumVotes);
  const amount = (v: string) => formatAmount(v, VOTE_TOKEN_DECIMALS);
  const tooLong = reasonTooLong(reason);
  return (
    <section className={page.section} aria-labelledby="proposal-voting-title" data-testid="proposal-voting">
      <h2 id="proposal-voting-title" className={page.sectionTitle}>
        <FormattedMessage id="proposals.voting" />
      </h2>
      <dl className={`${page.stats} ${styles.votingStats}`}>
        <Stat
          lead
          label="proposals.vote.for"
          testId="proposal-for"
          value={amount(p.forVotes)}
          note={intl.formatMessage({ id: 'proposals.vote.share' }, { percent: pct.for })}
        />
        <Stat
          lead
          label="proposals.vote.against"
          testId="proposal-against"
          value={amount(p.againstVotes)}
          note={intl.formatMessage({ id: 'proposals.vote.share' }, { percent: pct.against })}
        />
        <Stat
          label="proposals.quorum"
          testId="proposal-quorum"
          value={amount(p.quorumVotes)}
          note={intl.formatMessage(
            { id: quorum.reached ? 'proposals.quorum.reached' : 'proposals.quorum.progress' },
            { percent: quorum.percent },
          )}
        />
      </dl>
      {props.children}
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
