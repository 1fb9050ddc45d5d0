import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { config } from '@/shared/config';
import { formatAmount } from '@/shared/lib/format';
import styles from '@/shared/ui/page.module.css';
import { Stat } from '@/shared/ui/Stat';
import { useWalletPending } from '@/shared/chain/walletPending';
import {
  useAccountAddress,
  useChainNow,
  useEpochsPage,
  useEscrow,
  useLastEpoch,
  useMainPage,
  useQube,
} from './hooks/useDao';
import { scheduledBudget } from './logic/distribution';
import { epochStatus } from './logic/epoch';
import { DAY_SECONDS, VOTE_TOKEN_DECIMALS } from './logic/lock';
import { DaoNav, LoadError, NoEscrow } from './ui/parts';
import { EpochsList } from './ui/EpochsList';
import overview from './ui/overviewStats.module.css';

/** `/dao`: the DAO's figures (read model and vote escrow) and the previous epochs. */
export default function DaoPage() {
  const intl = useIntl();
  const account = useAccountAddress();
  const pending = useWalletPending();
  // a visitor's browser may not run getters: the vote escrow comes through the API (useEscrowSource), and the read
  // model's current epoch stands in while it loads
  const visitor = !pending && account === undefined;
  const escrow = useEscrow();
  const last = useLastEpoch(visitor);
  const e = escrow.data;
  const l = last.data;
  const epoch = e
    ? {
        num: e.currentEpoch,
        epochStart: e.epochStart,
        epochEnd: e.epochEnd,
        voteStart: e.voteStart,
        voteEnd: e.voteEnd,
      }
    : l && visitor
      ? {
          num: l.epochNum,
          epochStart: l.epochStart,
          epochEnd: l.epochEnd,
          voteStart: l.voteStart ?? 0,
          voteEnd: l.voteEnd ?? 0,
        }
      : undefined;
  const chainNow = useChainNow(e?.chainTime, escrow.dataUpdatedAt);
  const browserNow = useChainNow(l ? Math.floor(last.dataUpdatedAt / 1000) : undefined, last.dataUpdatedAt);
  const now = e ? chainNow : browserNow;
  const main = useMainPage();
  const onChain = useQube(visitor ? undefined : e?.qube, undefined).decimals;
  const decimals = visitor ? VOTE_TOKEN_DECIMALS : onChain;
  const [page, setPage] = useState(1);
  const epochs = useEpochsPage(page);
  const amount = (v: bigint | string | undefined) =>
    v === undefined || decimals === undefined ? undefined : formatAmount(v, decimals);
  const status = epoch && now !== undefined ? epochStatus(epoch, now) : undefined;
  // the list waits for the current epoch, which it leaves out (unless no source can say it)
  const epochUnknowable = config.voteEscrow === '' || escrow.error !== null || last.error !== null;
  const previous =
    epoch || epochUnknowable ? epochs.data?.epochs.filter((x) => !epoch || x.epochNum < epoch.num) : undefined;
  return (
    <div className={styles.page} data-testid="dao-page">
      <h1 className={styles.title}>
        <FormattedMessage id="dao.title" />
      </h1>
      <DaoNav currentEpoch={epoch?.num} />
      {config.voteEscrow === '' ? <NoEscrow /> : null}
      {escrow.error ? (
        <LoadError error={escrow.error} />
      ) : last.error ? (
        <LoadError error={last.error} />
      ) : main.error ? (
        <LoadError error={main.error} />
      ) : null}
      <dl className={`${styles.stats} ${overview.overview}`} data-testid="dao-stats">
        <Stat lead label="dao.stats.locked" testId="dao-stat-locked" value={amount(main.data?.totalAmount)} />
        <Stat label="dao.stats.ve" testId="dao-stat-ve" value={amount(main.data?.totalVeAmount)} />
        <Stat
          label="dao.stats.averageLock"
          testId="dao-stat-average-lock"
          value={
            main.data
              ? intl.formatMessage({ id: 'dao.days' }, { days: Math.round(main.data.averageLockTime / DAY_SECONDS) })
              : undefined
          }
        />
        {/* the vote escrow's figures: on chain for a member, through the API for a visitor */}
        <Stat label="dao.stats.supply" testId="dao-stat-supply" value={amount(e?.distributionSupply)} />
        <Stat label="dao.stats.epoch" testId="dao-stat-epoch" value={epoch?.num} />
        <Stat
          label="dao.epoch.status"
          testId="dao-stat-status"
          value={status ? intl.formatMessage({ id: `dao.status.${status}` }) : undefined}
        />
        <Stat
          label="dao.stats.budget"
          testId="dao-stat-budget"
          value={amount(e ? (scheduledBudget(e.schedule, e.currentEpoch) ?? 0n) : undefined)}
        />
        <Stat label="dao.stats.price" testId="dao-stat-price" value={amount(e?.whitelistPrice)} />
      </dl>
      <section className={styles.section}>
        <h2>
          <FormattedMessage id="dao.epochs.title" />
        </h2>
        {epochs.error ? (
          <LoadError error={epochs.error} />
        ) : (
          <>
            <EpochsList
              epochs={previous}
              decimals={decimals}
              page={page}
              totalCount={epochs.data?.totalCount}
              onPage={setPage}
            />
          </>
        )}
      </section>
    </div>
  );
}
