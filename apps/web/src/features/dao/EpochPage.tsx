import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from '@/shared/lib/router';
import { config } from '@/shared/config';
import { Button } from '@/shared/ui/Button';
import { NotFound } from '@/shared/ui/NotFound';
import styles from '@/shared/ui/page.module.css';
import { useAccountAddress, useChainNow, useEscrow, useGaugesTvl, useMember, useQube } from './hooks/useDao';
import { useDaoAction } from './hooks/useDaoAction';
import { useDaoConfirm } from './hooks/useDaoConfirm';
import { useEpochView } from './hooks/useEpochView';
import { daoActionValue } from '@/shared/chain/gas';
import { canFinishVoting, epochLinks, skippedVote, speedPerSecond, voteAvailable } from './logic/epoch';
import { voteRows } from './logic/voteRows';
import { voteSum } from './logic/votes';
import { gaugeLabel } from './logic/gaugeLabel';
import { VOTE_TOKEN_DECIMALS } from './logic/lock';
import { EpochBudgetList } from './ui/EpochBudgetList';
import { EpochSummary } from './ui/EpochSummary';
import { ActionResultNote, DaoNav, LoadError, NoEscrow } from './ui/parts';
import { VoteForm } from './ui/VoteForm';
import { VoteRowsList } from './ui/VoteRowsList';

const chain = () => import('./chain/voteEscrowChain');
// the confirmation with the preview before signing loads when a vote is asked, not with the page
const ConfirmDaoAction = lazy(() => import('./ui/ConfirmDaoAction'));

/**
 * `/dao/epochs/{n}`: links to the previous and next epoch, the epoch's figures, the vote form (current epoch, while
 * it takes votes), Finish voting once the vote period ended, the skipped notice, and the vote state with results.
 */
export default function EpochPage() {
  const intl = useIntl();
  const epochNum = Number(useParams().epochNum);
  const account = useAccountAddress();
  // a visitor (no account, even with a wallet extension present) reads the vote escrow through the API
  const escrow = useEscrow();
  const e = escrow.data;
  const now = useChainNow(e?.chainTime, escrow.dataUpdatedAt);
  const member = useMember(account);
  const qube = useQube(account === undefined ? undefined : e?.qube, account);
  const view = useEpochView(epochNum, e, now, account);
  const tvl = useGaugesTvl(view.candidates);
  const action = useDaoAction();
  const confirm = useDaoConfirm(action);
  const [draft, setDraft] = useState<Map<string, bigint>>(new Map());
  if (config.voteEscrow === '') return <NoEscrow />;
  if (view.missing || (e && epochNum > e.currentEpoch)) return <NotFound />;
  const links = epochLinks(epochNum, e?.currentEpoch);
  // QUBE's decimals are read on chain for a member; a visitor's browser may not, and QUBE has 9 (VOTE_TOKEN_DECIMALS)
  const decimals = account === undefined ? VOTE_TOKEN_DECIMALS : qube.decimals;
  const label = (g: string) => gaugeLabel(g, tvl.data?.get(g));
  const m = member.data;
  const alreadyVoted = view.isCurrent && m !== undefined && m.lastEpochVoted >= epochNum;
  const userVoted = view.isCurrent ? alreadyVoted : (view.userVotes?.size ?? 0) > 0;
  const userVotes = view.userVotes && voteSum(view.userVotes);
  const canVote =
    view.isCurrent && e && view.times && now !== undefined && voteAvailable(view.times, e.timeBeforeVoting, now);
  const finish = view.isCurrent && view.times && now !== undefined && canFinishVoting(view.times, now);
  const voteState =
    view.gaugeVotes &&
    voteRows({
      candidates: view.candidates,
      sums: view.gaugeVotes,
      userVotes: view.userVotes ?? new Map(),
      draft,
      epochTime: e?.epochTime ?? 0,
      split: view.split,
    });
  return (
    <div className={styles.page} data-testid="dao-epoch-page" data-epoch={epochNum}>
      <div>
        <h1 className={styles.title}>
          <FormattedMessage id="dao.epoch.title" values={{ epoch: epochNum }} />
        </h1>
        <p className={styles.subtitle}>
          <FormattedMessage id="dao.epoch.subtitle" />
        </p>
      </div>
      <DaoNav currentEpoch={e?.currentEpoch} />
      <nav className={styles.actions} aria-label={intl.formatMessage({ id: 'dao.epoch.navLabel' })}>
        {links.previous ? (
          <Link to={`/dao/epochs/${links.previous}`} data-testid="dao-epoch-previous">
            <FormattedMessage id="dao.epoch.previous" values={{ epoch: links.previous }} />
          </Link>
        ) : null}
        {links.next ? (
          <Link to={`/dao/epochs/${links.next}`} data-testid="dao-epoch-next">
            <FormattedMessage id="dao.epoch.next" values={{ epoch: links.next }} />
          </Link>
        ) : null}
      </nav>
      {escrow.error ? <LoadError error={escrow.error} /> : view.loadError ? <LoadError error={view.loadError} /> : null}
      <ActionResultNote result={action.result} />
      {!e || decimals === undefined ? (
        <p aria-busy="true" data-testid="dao-epoch-loading">
          <FormattedMessage id="dao.loading" />
        </p>
      ) : (
        <>
          <EpochSummary
            status={view.status}
            budget={view.budget}
            speed={view.budget === undefined ? undefined : speedPerSecond(view.budget, e.epochTime)}
            start={view.times?.epochStart}
            end={view.end}
            epochTime={e.epochTime}
            split={view.split}
            totalVotes={view.totalVotes}
            userVotes={userVotes}
            pools={e.gaugesNum}
            candidates={view.candidates.length}
            minRatioBp={e.minRatioBp}
            maxRatioBp={e.maxRatioBp}
            decimals={decimals}
          />
          {account && view.status && skippedVote(view.status, userVoted) ? (
            <p className={styles.warning} role="status" data-testid="dao-skipped">
              <FormattedMessage id="dao.epoch.skipped" />
            </p>
          ) : null}
          {finish && account ? (
            <Button
              variant="primary"
              disabled={action.busy !== undefined}
              data-testid="dao-finish-voting"
              onClick={() =>
                void chain()
                  .then((c) => c.readEndVotingGas(config.voteEscrow))
                  .then((value) => confirm.ask({ type: 'finish', escrow: config.voteEscrow, owner: account, value }))
                  // the gas could not be read: the action's failure, said as any other
                  .catch((error: unknown) => action.run('finish', () => Promise.reject(error)))
              }
            >
              <FormattedMessage id="dao.epoch.finish" />
            </Button>
          ) : null}
          <>
            {view.isCurrent && account && m && (canVote || alreadyVoted) ? (
              <VoteForm
                candidates={view.candidates}
                label={label}
                gaugeVotes={new Map(view.gaugeVotes?.map((g) => [g.gauge, g.votes]))}
                totalVotes={view.totalVotes}
                votingPower={m.veQubeBalance}
                decimals={decimals}
                minRatioBp={e.minRatioBp}
                maxRatioBp={e.maxRatioBp}
                maxGaugesPerVote={e.maxGaugesPerVote}
                alreadyVoted={alreadyVoted}
                voteAvailable={!!canVote}
                pending={action.busy !== undefined}
                onDraft={setDraft}
                onVote={(votes) =>
                  confirm.ask(
                    {
                      type: 'vote',
                      escrow: config.voteEscrow,
                      owner: account,
                      votes,
                      value: daoActionValue.vote(e.maxGaugesPerVote, m.minGas),
                    },
                    undefined,
                    m.veQubeBalance,
                  )
                }
              />
            ) : null}
            {view.split ? <EpochBudgetList split={view.split} decimals={decimals} /> : null}
            {voteState ? (
              <VoteRowsList rows={voteState.rows} treasury={voteState.treasury} decimals={decimals} label={label} />
            ) : null}
            {confirm.asked && decimals !== undefined ? (
              <Suspense fallback={null}>
                <ConfirmDaoAction confirm={confirm} decimals={decimals} symbol={qube.symbol ?? ''} />
              </Suspense>
            ) : null}
          </>
        </>
      )}
    </div>
  );
}
