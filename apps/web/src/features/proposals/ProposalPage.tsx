import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from '@/shared/lib/router';
import { config } from '@/shared/config';
import { Button } from '@/shared/ui/Button';
import { NotFound } from '@/shared/ui/NotFound';
import page from '@/shared/ui/page.module.css';
import { Skeleton } from '@/shared/ui/Skeleton';
import type { GovernanceProposal, GovernanceVote } from './api/proposalsApi';
import { decodeDescription, type ProposalText } from './logic/description';
import { actionsFor, TARGET_STATE } from './logic/proposal';
import {
  useAccountAddress,
  useNow,
  useGaugeLabels,
  useProposal,
  useRoot,
  useUserVote,
  useVoter,
  useVotePreview,
  useVotesPage,
} from './hooks/useProposals';
import { EVENT_WAIT, STATE_WAIT, useProposalAction, type ProposalActionKind } from './hooks/useProposalAction';
import { useProposalConfirm } from './hooks/useProposalConfirm';
import type { ProposalCall } from './chain/proposalsChain';
import { Description } from './ui/Description';
import { Breadcrumbs, LoadError } from './ui/parts';
import { ProposalHeader } from './ui/ProposalHeader';
import { Sidebar } from './ui/Sidebar';
import { Timeline } from './ui/Timeline';
import { VotesTable } from './ui/VotesTable';
import { VotePreviews, type SidePreview } from './ui/VotePreviews';
import { Tabs } from '@/shared/ui/Tabs';
import txStyles from '@/shared/ui/transactions/transactions.module.css';
import type { VoteSide } from './logic/votePreview';
import { VotingSection } from './ui/VotingSection';
import styles from './ui/proposals.module.css';

// react-markdown loads with the content, after the page (route byte budget)
const chain = () => import('./chain/proposalsChain');
// the confirmation with the preview before signing loads when an action is asked, not with the page
const ConfirmProposalAction = lazy(() => import('./ui/ConfirmProposalAction'));

const VOTE_SIDES: readonly VoteSide[] = ['all', 'for', 'against'];

/** A side's preview from its votes query: the latest votes and the side's count, or the read failed. */
const preview = (q: { data?: { votes: GovernanceVote[]; totalCount: number }; error: unknown }): SidePreview => ({
  votes: q.data?.votes,
  total: q.data?.totalCount,
  failed: !!q.error,
});

/**
 * `/dao/proposals/{id}`: header (id, title, state badge, countdown, proposer), voting, timeline, content, sidebar
 * and every vote; Queue, Execute, Cancel and the unlocks by state. Read again every 15 s; after cancel, queue or
 * execute the state is read on chain every 2 s until it is the target state.
 */
export default function ProposalPage() {
  const id = Number(useParams().id);
  const query = useProposal(id);
  const account = useAccountAddress();
  const root = useRoot(account !== undefined);
  const now = useNow(root.data?.chainTime, root.dataUpdatedAt);
  if (query.error)
    return (
      <div className={page.page} data-testid="proposal-page">
        <Breadcrumbs current={`#${id}`} />
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  if (query.data === null) return <NotFound />;
  const p = query.data;
  const text = p ? decodeDescription(p.description) : undefined;
  return (
    <div
      className={page.page}
      data-testid="proposal-page"
      data-id={p?.proposalId}
      data-state={p?.state}
      aria-busy={p ? undefined : true}
    >
      <Breadcrumbs current={`#${id}`} />
      <ProposalHeader id={id} proposal={p} title={text?.title} now={now} />
      {p && text ? (
        <Loaded proposal={p} text={text} account={account} now={now} />
      ) : (
        <Skeleton width="100%" height="8rem" />
      )}
    </div>
  );
}

/** Everything under the header, once the proposal is read. */
function Loaded({
  proposal: p,
  text,
  account,
  now,
}: {
  proposal: GovernanceProposal;
  text: ProposalText;
  account: string | undefined;
  now: number;
}) {
  const intl = useIntl();
  const voter = useVoter(account);
  const userVote = useUserVote(p.proposalId, account);
  const [votesPage, setVotesPage] = useState(1);
  const [side, setSide] = useState<VoteSide>('all');
  const votes = useVotesPage(p.proposalId, votesPage, side);
  const previewFor = useVotePreview(p.proposalId, 'for');
  const previewAgainst = useVotePreview(p.proposalId, 'against');
  const showSide = (next: VoteSide) => {
    setSide(next);
    setVotesPage(1);
  };
  const action = useProposalAction();
  const confirm = useProposalConfirm();
  const gaugeLabels = useGaugeLabels(p.actions.tonActions.flatMap((a) => (a.call ? [a.call.gauge] : [])));
  const v = voter.data;
  const castedLocked = v?.castedVotes.has(p.proposalId);
  const vote =
    userVote.data != null
      ? { support: userVote.data.support, locked: castedLocked ?? userVote.data.locked }
      : v?.castedVotes.has(p.proposalId)
        ? { support: v.castedVotes.get(p.proposalId)!, locked: true }
        : undefined;
  const acts = actionsFor(p, {
    account,
    now,
    vote,
    weight: v?.balance,
    proposerLocked: v ? v.createdProposals.has(p.proposalId) : undefined,
  });
  const busy = action.busy !== undefined;

  const owner = account!;
  const stateChange = (kind: 'queue' | 'execute') =>
    void action.run(kind, async () => {
      const c = await chain();
      return {
        send: () => c.sendProposalExternal(p.proposalAddress, kind),
        check: async () => ((await c.readState(p.proposalAddress)) === TARGET_STATE[kind] ? true : undefined),
        wait: STATE_WAIT,
      };
    });
  // cancel, vote and the unlocks: the confirmation previews the call, confirming sends that same call
  const cancel = () =>
    confirm.ask({ type: 'cancel', owner, proposal: p.proposalAddress }, () =>
      action.run('cancel', async () => {
        const c = await chain();
        return {
          send: () => c.sendProposalWalletCall({ type: 'cancel', owner, proposal: p.proposalAddress }),
          check: async () => ((await c.readState(p.proposalAddress)) === TARGET_STATE.cancel ? true : undefined),
          wait: STATE_WAIT,
        };
      }),
    );
  const castVote = (support: boolean, reason: string) => {
    const call = {
      type: 'vote',
      owner,
      voteEscrow: config.voteEscrow,
      proposalId: p.proposalId,
      support,
      reason,
    } as const;
    confirm.ask(call, () =>
      action.run('vote', async () => {
        const c = await chain();
        const sinceLt = await c.lastLt(p.proposalAddress);
        return {
          send: () => c.sendProposalWalletCall(call),
          check: () => c.findVoteCast(p.proposalAddress, owner, sinceLt),
          wait: EVENT_WAIT,
        };
      }),
    );
  };
  const unlock = (kind: 'unlockCasted' | 'unlockTokens') => {
    const args = { owner, voteEscrow: config.voteEscrow };
    const call: ProposalCall =
      kind === 'unlockCasted'
        ? { ...args, type: kind, proposalIds: [p.proposalId] }
        : { ...args, type: kind, proposalId: p.proposalId };
    confirm.ask(call, () =>
      action.run(kind, async () => {
        const c = await chain();
        const state = v ?? (await c.readVoter(config.voteEscrow, owner));
        const sinceLt = await c.lastLt(state.account);
        return {
          send: () => c.sendProposalWalletCall(call),
          check: () =>
            c.findUnlock(state.account, kind === 'unlockCasted' ? 'casted' : 'tokens', [p.proposalId], sinceLt),
          wait: EVENT_WAIT,
        };
      }),
    );
  };
  const button = (kind: ProposalActionKind, onClick: () => void, testId: string, primary = false) => (
    <Button
      variant={primary ? 'primary' : 'secondary'}
      disabled={busy}
      onClick={onClick}
      data-testid={testId}
      aria-busy={action.busy === kind || undefined}
    >
      <FormattedMessage id={action.busy === kind ? `proposals.action.${kind}.pending` : `proposals.button.${kind}`} />
    </Button>
  );

  return (
    <>
      {action.result ? (
        <p
          role="status"
          data-testid="proposals-result"
          data-kind={action.result.outcome}
          data-action={action.result.kind}
        >
          <FormattedMessage id={`proposals.action.${action.result.kind}.${action.result.outcome}`} />
        </p>
      ) : null}
      <div className={styles.toolbar} data-testid="proposal-actions-bar">
        {acts.queue ? button('queue', () => stateChange('queue'), 'proposal-queue', true) : null}
        {acts.queueTooLate ? (
          <p className={styles.muted} data-testid="proposal-queue-late">
            <FormattedMessage id="proposals.queueTooLate" />
          </p>
        ) : null}
        {acts.execute ? button('execute', () => stateChange('execute'), 'proposal-execute', true) : null}
        {acts.cancel ? button('cancel', cancel, 'proposal-cancel') : null}
        {acts.cancelClosed ? (
          <p className={styles.muted} data-testid="proposal-cancel-closed">
            <FormattedMessage id="proposals.cancelClosed" />
          </p>
        ) : null}
        {acts.unlockCastedVotes ? button('unlockCasted', () => unlock('unlockCasted'), 'proposal-unlock-casted') : null}
        {acts.unlockVoteTokens ? button('unlockTokens', () => unlock('unlockTokens'), 'proposal-unlock-tokens') : null}
      </div>
      <div className={styles.layout}>
        <div className={page.page}>
          <VotingSection proposal={p} actions={acts} myVote={vote} busy={busy} onVote={castVote}>
            <VotePreviews
              for={preview(previewFor)}
              against={preview(previewAgainst)}
              onShowAll={(next) => {
                showSide(next);
                document.getElementById('proposal-votes-title')?.scrollIntoView({ block: 'start' });
              }}
            />
          </VotingSection>
          <section className={page.section} aria-labelledby="proposal-timeline-title">
            <h2 id="proposal-timeline-title" className={page.sectionTitle}>
              <FormattedMessage id="proposals.timeline" />
            </h2>
            <Timeline proposal={p} now={now} />
          </section>
          <section
            className={page.section}
            aria-labelledby="proposal-content-title"
            data-testid="proposal-content-section"
          >
            <h2 id="proposal-content-title" className={page.sectionTitle}>
              <FormattedMessage id="proposals.content" />
            </h2>
            {text.description ? (
              <Description text={text.description} />
            ) : (
              <p className={styles.muted} data-testid="proposal-content-empty">
                <FormattedMessage id="proposals.noDescription" />
              </p>
            )}
          </section>
        </div>
        <Sidebar proposal={p} link={text.link} labels={gaugeLabels.data} />
      </div>
      <section className={page.section} aria-labelledby="proposal-votes-title">
        <h2 id="proposal-votes-title" className={page.sectionTitle}>
          <FormattedMessage id="proposals.votes.title" />
        </h2>
        <Tabs
          value={side}
          onValueChange={showSide}
          label={intl.formatMessage({ id: 'proposals.votes.sides' })}
          listClassName={txStyles.tabs}
          tabClassName={txStyles.tab}
          items={VOTE_SIDES.map((value) => ({
            value,
            label: <FormattedMessage id={`proposals.votes.side.${value}`} />,
            testId: `proposal-votes-side-${value}`,
          }))}
        >
          {() =>
            votes.error ? (
              <LoadError error={votes.error} onRetry={() => void votes.refetch()} testId="proposal-votes-error" />
            ) : (
              <VotesTable
                votes={votes.data?.votes}
                totalCount={votes.data?.totalCount}
                page={votesPage}
                onPage={setVotesPage}
              />
            )
          }
        </Tabs>
      </section>
      {confirm.call ? (
        <Suspense fallback={null}>
          <ConfirmProposalAction confirm={confirm} />
        </Suspense>
      ) : null}
    </>
  );
}
