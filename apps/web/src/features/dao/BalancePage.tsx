import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatAmount } from '@/shared/lib/format';
import { Button } from '@/shared/ui/Button';
import styles from '@/shared/ui/page.module.css';
import { Stat } from '@/shared/ui/Stat';
import { config } from '@/shared/config';
import { useWalletPending } from '@/shared/chain/walletPending';
import {
  useAccountAddress,
  useCandidates,
  useChainNow,
  useDaoTransactions,
  useDeposits,
  useEscrow,
  useGaugesTvl,
  useMember,
  useQube,
} from './hooks/useDao';
import { useDaoAction } from './hooks/useDaoAction';
import { useDaoConfirm } from './hooks/useDaoConfirm';
import { daoActionValue } from '@/shared/chain/gas';
import { LockForm } from './ui/LockForm';
import { ActionResultNote, DaoNav, LoadError, NoEscrow } from './ui/parts';
import { CandidatesList } from './ui/CandidatesList';
import { DaoTransactions } from './ui/DaoTransactions';
import { DepositsList } from './ui/DepositsList';

// the confirmation with the preview before signing loads when an action is asked, not with the page
const ConfirmDaoAction = lazy(() => import('./ui/ConfirmDaoAction'));

/**
 * `/dao/balance`: the member's locked QUBE and voting power, the withdraw banner and Unlock when unlocked QUBE
 * waits, the lock form, the deposits, the lock/unlock/burn transactions and the DAO's farming pools. Lock and
 * Unlock open the confirmation with the preview before signing (ConfirmDaoAction); confirming sends that call.
 */
export default function BalancePage() {
  const account = useAccountAddress();
  // a returning user's wallet connects by itself: the page holds (loading) rather than asking them to connect first
  const pending = useWalletPending();
  // the chain read needs a connected wallet: a visitor's would only fail (late, moving the page down)
  const escrow = useEscrow(account !== undefined);
  const e = escrow.data;
  const now = useChainNow(e?.chainTime, escrow.dataUpdatedAt);
  const member = useMember(account);
  const qube = useQube(e?.qube, account);
  const deposits = useDeposits(account);
  const pools = useCandidates(true);
  const tvl = useGaugesTvl(pools.data?.gauges.map((g) => g.address) ?? []);
  const firstTxPage = useDaoTransactions(account, 'all', 1);
  const action = useDaoAction();
  const confirm = useDaoConfirm(action);
  const m = member.data;
  const decimals = qube.decimals;
  const symbol = qube.symbol;
  const ready = e && decimals !== undefined && symbol !== undefined && now !== undefined;
  // the page appears whole once every section has its first answer (or its error), so no section moves another
  const settled = (q: { data?: unknown; error: unknown }) => q.data !== undefined || q.error !== null;
  const allArrived =
    settled(deposits) &&
    settled(firstTxPage) &&
    settled(pools) &&
    (pools.data?.gauges.length === 0 || settled(tvl) || pools.error !== null);
  return (
    <div className={styles.page} data-testid="dao-balance-page">
      <h1 className={styles.title}>
        <FormattedMessage id="dao.balance.title" />
      </h1>
      <DaoNav currentEpoch={e?.currentEpoch} />
      {config.voteEscrow === '' ? <NoEscrow /> : escrow.error ? <LoadError error={escrow.error} /> : null}
      <ActionResultNote result={action.result} />
      {!account && !pending ? (
        <p data-testid="dao-connect">
          <FormattedMessage id="dao.connect" />
        </p>
      ) : !account || !ready || !m || qube.balance === undefined || !allArrived ? (
        <p aria-busy="true" data-testid="dao-balance-loading" className={styles.pageHold}>
          <FormattedMessage id="dao.loading" />
        </p>
      ) : (
        <>
          <dl className={styles.stats}>
            <Stat
              label="dao.balance.locked"
              testId="dao-locked"
              value={<span data-units={m.qubeBalance.toString()}>{formatAmount(m.qubeBalance, decimals)}</span>}
            />
            <Stat
              label="dao.balance.ve"
              testId="dao-ve"
              value={<span data-units={m.veQubeBalance.toString()}>{formatAmount(m.veQubeBalance, decimals)}</span>}
            />
            <Stat
              label="dao.balance.wallet"
              testId="dao-wallet"
              value={<span data-units={qube.balance.toString()}>{formatAmount(qube.balance, decimals)}</span>}
            />
          </dl>
          {m.unlockedQubes > 0n ? (
            <div className={styles.warning} role="status" data-testid="dao-withdraw-banner">
              <FormattedMessage id="dao.withdraw.banner" values={{ amount: formatAmount(m.unlockedQubes, decimals) }} />{' '}
              <Button
                variant="primary"
                disabled={action.busy !== undefined}
                data-testid="dao-unlock"
                onClick={() =>
                  confirm.ask(
                    {
                      type: 'unlock',
                      escrow: config.voteEscrow,
                      owner: account,
                      value: daoActionValue.unlock(m.minGas),
                    },
                    m.unlockedQubes,
                  )
                }
              >
                <FormattedMessage id="dao.withdraw.unlock" />
              </Button>
            </div>
          ) : null}
          <LockForm
            decimals={decimals}
            symbol={symbol}
            balance={qube.balance}
            minLock={e.minLock}
            maxLock={e.maxLock}
            pending={action.busy !== undefined}
            onLock={(amount, lockSeconds) =>
              confirm.ask({
                type: 'lock',
                escrow: config.voteEscrow,
                qube: e.qube,
                owner: account,
                amount,
                lockSeconds,
                value: daoActionValue.lock(m.minGas),
              })
            }
          />
          <DepositsList deposits={deposits.data?.deposits} decimals={decimals} now={now} />
          <DaoTransactions user={account} decimals={decimals} symbol={symbol} />
          {confirm.asked ? (
            <Suspense fallback={null}>
              <ConfirmDaoAction confirm={confirm} decimals={decimals} symbol={symbol} />
            </Suspense>
          ) : null}
        </>
      )}
      {account && !(ready && m && qube.balance !== undefined && allArrived) ? null : (
        <section className={styles.section}>
          <h2>
            <FormattedMessage id="dao.balance.pools" />
          </h2>
          {pools.error ? (
            <LoadError error={pools.error} />
          ) : (
            <CandidatesList candidates={pools.data?.gauges} gauges={tvl.data} testId="dao-pools" compact />
          )}
        </section>
      )}
    </div>
  );
}
