import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { config } from '@/shared/config';
import { formatAmount } from '@/shared/lib/format';
import styles from '@/shared/ui/page.module.css';
import { Stat } from '@/shared/ui/Stat';
import { useChainNow, useEpochsPage, useEscrow, useMainPage, useQube } from './hooks/useDao';
import { epochStatus } from './logic/epoch';
import { DAY_SECONDS } from './logic/lock';
import { DaoNav, LoadError, NoEscrow } from './ui/parts';
import { EpochsList } from './ui/EpochsList';

/** `/dao`: the DAO's figures (read model and vote escrow) and the previous epochs. */
export default function DaoPage() {
  const escrow = useEscrow();
  const e = escrow.data;
  const now = useChainNow(e?.chainTime, escrow.dataUpdatedAt);
  const main = useMainPage();
  const { decimals } = useQube(e?.qube, undefined);
  const [page, setPage] = useState(1);
  const epochs = useEpochsPage(page);
  const amount = (v: bigint | string | undefined) =>
    v === undefined || decimals === undefined ? undefined : formatAmount(v, decimals);
  const status =
    e && now !== undefined
      ? epochStatus({ epochStart: e.epochStart, epochEnd: e.epochEnd, voteStart: e.voteStart, voteEnd: e.voteEnd }, now)
      : undefined;
  const previous = epochs.data?.epochs.filter((x) => !e || x.epochNum < e.currentEpoch);
  return (
    <div className={styles.page} data-testid="dao-page">
      <h1 className={styles.title}>
        <FormattedMessage id="dao.title" />
      </h1>
      <DaoNav currentEpoch={e?.currentEpoch} />
      {config.voteEscrow === '' ? <NoEscrow /> : null}
      {escrow.error ? <LoadError error={escrow.error} /> : main.error ? <LoadError error={main.error} /> : null}
      <dl className={styles.stats}>
        <Stat label="dao.stats.locked" testId="dao-stat-locked" value={amount(main.data?.totalAmount)} />
        <Stat label="dao.stats.ve" testId="dao-stat-ve" value={amount(main.data?.totalVeAmount)} />
        <Stat
          label="dao.stats.averageLock"
          testId="dao-stat-average-lock"
          value={
            main.data ? (
              <FormattedMessage id="dao.days" values={{ days: Math.round(main.data.averageLockTime / DAY_SECONDS) }} />
            ) : undefined
          }
        />
        <Stat label="dao.stats.epoch" testId="dao-stat-epoch" value={e?.currentEpoch} />
        <Stat
          label="dao.epoch.status"
          testId="dao-stat-status"
          value={status ? <FormattedMessage id={`dao.status.${status}`} /> : undefined}
        />
        <Stat label="dao.stats.supply" testId="dao-stat-supply" value={amount(e?.distributionSupply)} />
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
