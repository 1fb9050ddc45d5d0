import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@/shared/lib/router';
import { useWalletPending } from '@/shared/chain/walletPending';
import { config } from '@/shared/config';
import { formatAmount } from '@/shared/lib/format';
import { buttonClass, Button } from '@/shared/ui/Button';
import page from '@/shared/ui/page.module.css';
import { Stat } from '@/shared/ui/Stat';
import type { ProposalFilters } from './logic/filters';
import { rankView } from './logic/votePreview';
import {
  canUnlockAll,
  lockedVotes,
  sendUnlockBatches,
  unlockBatches,
  unlockPartial,
  unlocksWaiting,
  VOTE_TOKEN_DECIMALS,
  type UnlockSend,
} from './logic/voter';
import {
  useAccountAddress,
  useLockedVotes,
  useNow,
  useProposalsPage,
  useRoot,
  useUnlockable,
  useVoter,
  useVoterProposalsPage,
  useVoterRank,
} from './hooks/useProposals';
import { EVENT_WAIT, useProposalAction } from './hooks/useProposalAction';
import { useProposalConfirm } from './hooks/useProposalConfirm';
import { FilterDialog } from './ui/FilterDialog';
import { Breadcrumbs, LoadError } from './ui/parts';
import { ProposalsTable } from './ui/ProposalsTable';
import styles from './ui/proposals.module.css';

const ConfirmProposalAction = lazy(() => import('./ui/ConfirmProposalAction'));

const chain = () => import('./chain/proposalsChain');

/**
 * `/dao/proposals`: the Create proposal button; with a wallet the your-votes panel (voting weight, proposals voted)
 * and the proposals the user voted on with Unlock all; then every proposal. Both tables have the filter popup.
 */
export default function ProposalsPage() {
  const account = useAccountAddress();
  // a returning user's wallet connects by itself: their sections are drawn at once, waiting (skeletons), so that the
  // list of every proposal below does not move down when the account comes
  const pending = useWalletPending();
  const root = useRoot(account !== undefined);
  const now = useNow(root.data?.chainTime, root.dataUpdatedAt);
  const [filters, setFilters] = useState<ProposalFilters>({});
  const [pageNum, setPage] = useState(1);
  const all = useProposalsPage(filters, pageNum);
  return (
    <div className={page.page} data-testid="proposals-page">
      <Breadcrumbs />
      <div className={styles.head}>
        <h1 className={page.title}>
          <FormattedMessage id="proposals.title" />
        </h1>
        <Link to="/dao/proposals/create" className={buttonClass('primary')} data-testid="proposals-create">
          <FormattedMessage id="proposals.create" />
        </Link>
      </div>
      {account !== undefined || pending ? <UserSection account={account} now={now} /> : null}
      <section className={page.section} aria-labelledby="proposals-all-title">
        <div className={styles.head}>
          <h2 id="proposals-all-title" className={page.sectionTitle}>
            <FormattedMessage id="proposals.all" />
          </h2>
          <FilterDialog
            applied={filters}
            onApply={(f) => {
              setFilters(f);
              setPage(1);
            }}
            testId="proposals-filter"
          />
        </div>
        {all.error ? (
          <LoadError error={all.error} onRetry={() => void all.refetch()} />
        ) : (
          <ProposalsTable
            rows={all.data?.proposals.map((proposal) => ({ proposal }))}
            totalCount={all.data?.totalCount}
            page={pageNum}
            onPage={setPage}
            now={now}
            testId="proposals-table"
            caption={<FormattedMessage id="proposals.all" />}
          />
        )}
      </section>
    </div>
  );
}

/** The user's sections; without an account yet (the wallet still connecting) the same sections, waiting. */
function UserSection({ account, now }: { account: string | undefined; now: number }) {
  const intl = useIntl();
  const voter = useVoter(account);
  const rank = useVoterRank(voter.data?.balance);
  const rankText = (view: ReturnType<typeof rankView>) =>
    view.kind === 'rank'
      ? intl.formatMessage({ id: 'proposals.rank.value' }, view)
      : view.kind === 'none'
        ? intl.formatMessage({ id: 'proposals.rank.none' })
        : view.kind === 'failed'
          ? '—'
          : undefined;
  // the panel counts the votes still locked in the account (on chain, so Unlock all shows at once) and their weight
  const locked = useLockedVotes(account);
  const panel = voter.data && locked.data ? lockedVotes(voter.data.castedVotes, locked.data) : undefined;
  const panelError = voter.error ?? locked.error;
  const [filters, setFilters] = useState<ProposalFilters>({});
  const [pageNum, setPage] = useState(1);
  const mine = useVoterProposalsPage(account, filters, pageNum);
  const unlockable = useUnlockable(account);
  const action = useProposalAction();
  const ids = unlockable.data?.proposalWithVotes.map((x) => x.proposal.proposalId);
  const unlockEnabled =
    account !== undefined && canUnlockAll(ids, unlockable.data?.totalCount) && action.busy === undefined;
  const confirm = useProposalConfirm();
  // the confirmation previews the first call (at most UNLOCK_BATCH ids); confirming sends every batch in turn
  const unlockAll = (owner: string) => {
    const sent = [...ids!];
    const batches = unlockBatches(sent);
    const first = { type: 'unlockCasted', owner, voteEscrow: config.voteEscrow, proposalIds: batches[0]! } as const;
    const note =
      batches.length > 1
        ? { id: 'proposals.confirm.unlockBatches', values: { count: sent.length, calls: batches.length } }
        : undefined;
    confirm.ask(
      first,
      () =>
        void action.run('unlockCasted', async () => {
          const [c, { isRejection }] = await Promise.all([chain(), import('@/shared/chain/errors')]);
          const v = voter.data ?? (await c.readVoter(config.voteEscrow, owner));
          const sinceLt = await c.lastLt(v.account);
          // a refusal of a later call keeps the calls sent: those votes unlock, the rest is canceled
          let done: UnlockSend | undefined;
          return {
            send: async () => {
              const send = (proposalIds: number[]) => c.sendProposalWalletCall({ ...first, proposalIds });
              done = await sendUnlockBatches(batches, send, isRejection);
            },
            // done when every id sent has its UnlockCastedVotes, not at the first
            check: async () =>
              unlocksWaiting(done?.sent ?? sent, await c.unlockedCastedSince(v.account, sinceLt)).length === 0
                ? true
                : undefined,
            wait: EVENT_WAIT,
            partial: () => unlockPartial(done),
          };
        }),
      note,
    );
  };
  return (
    <>
      <section className={page.section} aria-labelledby="proposals-votes-title" data-testid="proposals-your-votes">
        <h2 id="proposals-votes-title" className={page.sectionTitle}>
          <FormattedMessage id="proposals.yourVotes" />
        </h2>
        <dl className={page.stats}>
          <Stat
            label="proposals.power"
            testId="proposals-power"
            value={voter.data ? formatAmount(voter.data.balance, VOTE_TOKEN_DECIMALS) : voter.error ? '—' : undefined}
          />
          <Stat
            label="proposals.rank"
            testId="proposals-rank"
            value={rankText(rankView(rank.data, !!(rank.error || voter.error)))}
          />
          <Stat
            label="proposals.weight"
            testId="proposals-weight"
            value={panel ? formatAmount(panel.weight, VOTE_TOKEN_DECIMALS) : panelError ? '—' : undefined}
          />
          {/* a failed read shows a dash, not a skeleton that never ends */}
          <Stat
            label="proposals.voted"
            testId="proposals-voted"
            value={panel ? panel.count : panelError ? '—' : undefined}
          />
        </dl>
      </section>
      <section className={page.section} aria-labelledby="proposals-mine-title">
        <div className={styles.head}>
          <h2 id="proposals-mine-title" className={page.sectionTitle}>
            <FormattedMessage id="proposals.mine" />
          </h2>
          <div className={styles.toolbar}>
            <Button
              size="sm"
              variant="primary"
              disabled={!unlockEnabled}
              onClick={() => account !== undefined && unlockAll(account)}
              data-testid="proposals-unlock-all"
            >
              <FormattedMessage id="proposals.unlockAll" values={{ count: ids?.length ?? 0 }} />
            </Button>
            <FilterDialog
              applied={filters}
              onApply={(f) => {
                setFilters(f);
                setPage(1);
              }}
              testId="proposals-mine-filter"
            />
          </div>
        </div>
        {action.result ? (
          <p
            role="status"
            data-testid="proposals-result"
            data-kind={action.result.partial ? 'partial' : action.result.outcome}
            data-action={action.result.kind}
          >
            {action.result.partial ? (
              <FormattedMessage id={`proposals.action.${action.result.kind}.partial`} values={action.result.partial} />
            ) : (
              <FormattedMessage id={`proposals.action.${action.result.kind}.${action.result.outcome}`} />
            )}
          </p>
        ) : null}
        {mine.error ? (
          <LoadError error={mine.error} onRetry={() => void mine.refetch()} testId="proposals-mine-error" />
        ) : (
          <ProposalsTable
            rows={mine.data?.proposalWithVotes}
            totalCount={mine.data?.totalCount}
            page={pageNum}
            onPage={setPage}
            now={now}
            user
            testId="proposals-mine-table"
            caption={<FormattedMessage id="proposals.mine" />}
          />
        )}
      </section>
      {confirm.call ? (
        <Suspense fallback={null}>
          <ConfirmProposalAction confirm={confirm} />
        </Suspense>
      ) : null}
    </>
  );
}
