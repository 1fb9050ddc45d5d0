import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@/shared/lib/router';
import { LoadError as SharedLoadError } from '@/shared/ui/LoadError';
import page from '@/shared/ui/page.module.css';
import list from '@/shared/ui/list.module.css';
import { accountUrl } from '@/shared/lib/explorer';
import { shortenAddress } from '@/shared/lib/address';
import { countdown, durationText, isKnownState, stateTone, votePercents } from '../logic/proposal';
import type { GovernanceProposal, GovernanceVote } from '../api/proposalsApi';
import styles from './proposals.module.css';

/** The state badge in the spec's colours (unknown: red, labelled unknown). */
export function StateBadge({ state, testId = 'proposal-state' }: { state: string | undefined; testId?: string }) {
  const tone = stateTone(state);
  return (
    <span className={`${styles.badge} ${styles[tone]}`} data-testid={testId} data-state={state} data-tone={tone}>
      <FormattedMessage id={isKnownState(state) ? `proposals.state.${state}` : 'proposals.state.unknown'} />
    </span>
  );
}

/** "Starts in 2d 3h 4m 5s", "Ends in …", "Executable in …", "Ended", or nothing (canceled, failed). */
export function CountdownText({
  proposal,
  now,
  testId = 'proposal-countdown',
}: {
  proposal: Pick<GovernanceProposal, 'state' | 'startTime' | 'endTime' | 'executionTime'>;
  now: number;
  testId?: string;
}) {
  const intl = useIntl();
  const c = countdown(proposal, now);
  if (c.kind === 'none') return null;
  const units = {
    days: intl.formatMessage({ id: 'proposals.unit.days' }),
    hours: intl.formatMessage({ id: 'proposals.unit.hours' }),
    minutes: intl.formatMessage({ id: 'proposals.unit.minutes' }),
    seconds: intl.formatMessage({ id: 'proposals.unit.seconds' }),
  };
  return (
    <span data-testid={testId} data-kind={c.kind}>
      <FormattedMessage id={`proposals.countdown.${c.kind}`} values={{ time: durationText(c.seconds, units) }} />
    </span>
  );
}

/** For and against percentages with a bar. */
export function VoteProgress({ forVotes, againstVotes }: { forVotes: string; againstVotes: string }) {
  const p = votePercents(forVotes, againstVotes);
  return (
    <div className={styles.progress} data-testid="proposal-progress" data-for={p.for} data-against={p.against}>
      <div className={styles.bar} aria-hidden="true">
        <span className={styles.barFor} style={{ width: `${p.for}%` }} />
        <span className={styles.barAgainst} style={{ width: `${p.against}%` }} />
      </div>
      <span>
        <FormattedMessage id="proposals.progress" values={{ for: p.for, against: p.against }} />
      </span>
    </div>
  );
}

/** The title, or the unknown-title label. */
export function TitleText({ title }: { title: string }) {
  return title ? <>{title}</> : <FormattedMessage id="proposals.unknownTitle" />;
}

/** Breadcrumbs: DAO overview, proposals, then the current page (if any). */
export function Breadcrumbs({ current }: { current?: ReactNode }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'proposals.breadcrumb' })} className={page.breadcrumb}>
      <ol>
        <li>
          <Link to="/dao">
            <FormattedMessage id="proposals.crumb.overview" />
          </Link>
        </li>
        <li>
          {current === undefined ? (
            <span aria-current="page">
              <FormattedMessage id="proposals.crumb.proposals" />
            </span>
          ) : (
            <Link to="/dao/proposals">
              <FormattedMessage id="proposals.crumb.proposals" />
            </Link>
          )}
        </li>
        {current !== undefined ? <li aria-current="page">{current}</li> : null}
      </ol>
    </nav>
  );
}

/** A failed read: the shared error state with the proposals' message and Retry. */
export function LoadError({
  error,
  onRetry,
  testId = 'proposals-error',
}: {
  error: Error;
  onRetry: () => void;
  testId?: string;
}) {
  return (
    <SharedLoadError
      message={<FormattedMessage id="proposals.loadFailed" />}
      detail={error.message}
      onRetry={onRetry}
      testId={testId}
    />
  );
}

/** The governance contracts are not configured on this server. */
export function NotConfigured() {
  return (
    <p className={page.warning} role="alert" data-testid="proposals-not-configured">
      <FormattedMessage id="proposals.notConfigured" />
    </p>
  );
}

/** An account, shortened, linking to the explorer (the whole address in its title). */
export function AccountLink({ address }: { address: string }) {
  return (
    <a href={accountUrl(address)} className={list.link} target="_blank" rel="noopener noreferrer" title={address}>
      {shortenAddress(address)}
    </a>
  );
}

/** The user's side on a proposal, or a dash when they did not vote. */
export function MyVoteText({ vote }: { vote: GovernanceVote | undefined }) {
  return vote ? <FormattedMessage id={vote.support ? 'proposals.vote.for' : 'proposals.vote.against'} /> : <>—</>;
}

/** Whether the user's vote is still locked in their account, or a dash when they did not vote. */
export function UnlockText({ vote }: { vote: GovernanceVote | undefined }) {
  return vote ? (
    <FormattedMessage id={vote.locked ? 'proposals.unlock.locked' : 'proposals.unlock.unlocked'} />
  ) : (
    <>—</>
  );
}
