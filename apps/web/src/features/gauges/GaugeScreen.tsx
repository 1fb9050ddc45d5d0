import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from '@/shared/lib/router';
import { formatUnits } from '@tycho/units';
import { formatAmount, formatPercent, formatUsd, shortenAddress } from '@/shared/lib/format';
import { isNotFound } from '@/shared/api';
import { useWalletPending } from '@/shared/chain';
import { gaugeSharePercent } from '@/shared/gauges/gaugeShare';
import { sameAddress } from '@/shared/lib/address';
import { Button } from '@/shared/ui/Button';
import { Skeleton } from '@/shared/ui/Skeleton';
import { Stat } from '@/shared/ui/Stat';
import { NotFound } from '@/shared/ui/NotFound';
import styles from '@/shared/ui/page.module.css';
import chartsLoading from './ui/chartsLoading.module.css';
import positionStyles from './ui/positionStats.module.css';
import { useGaugeAction, useGaugeUser } from './hooks/useGaugeActions';
import { useGaugeConfirm } from './hooks/useGaugeConfirm';
import { useGaugeOwner } from './hooks/useGaugeOwner';
import { useAccountAddress, useDeposits, useGauge } from './hooks/useGauges';
import { useGaugeFigures } from './hooks/useGaugeFigures';
import { gaugeName, itemMaxBoosts, multiplierText } from './logic/gaugeView';
import { customTokenSymbols, useTokenList } from '@/shared/tokens';
import { gaugeStatus } from './logic/status';
import { useChainSeconds } from '@/shared/lib/useChainSeconds';
import { GaugeStatusBadge } from './ui/GaugeStatusBadge';
import { rewardRows, showsVesting } from './logic/vesting';
import { AprRange } from './ui/AprRange';
import { DepositForm } from './ui/DepositForm';
import { DepositsList } from './ui/DepositsList';
import { ErrorNote } from './ui/ErrorNote';
import { FigureLines } from './ui/FigureLines';
import { MaxLockBoost, MaxTotalBoost } from './ui/MaxBoosts';
import { GaugeTransactions } from './ui/GaugeTransactions';
import { RewardVesting } from './ui/RewardVesting';
import { WithdrawForm } from './ui/WithdrawForm';

// The histories load after the page (the chart wrapper and its data paging stay out of the route's first load).
const GaugeCharts = lazy(() => import('./ui/GaugeCharts').then((m) => ({ default: m.GaugeCharts })));
const GaugeRounds = lazy(() => import('./ui/GaugeRounds').then((m) => ({ default: m.GaugeRounds })));
// the owner's controls load only for the gauge's owner
const OwnerPanel = lazy(() => import('./ui/OwnerPanel'));
// the confirmation with the preview before signing loads when an action is asked for
const ConfirmAction = lazy(() => import('./ui/ConfirmAction'));
const sectionLoading = (height: string) => (
  <div className={styles.card}>
    <Skeleton height={height} />
  </div>
);
const chartLoading = (className: string) => (
  <div className={`${styles.card} ${className}`}>
    <Skeleton height="100%" />
  </div>
);

/** `/gauges/{address}`: the gauge's figures and, with a wallet, the user's position, deposit, withdraw and claim. */
export default function GaugeScreen() {
  const intl = useIntl();
  const address = useParams().address ?? '';
  const account = useAccountAddress();
  // a returning user's wallet still connecting: the page waits for it rather than showing the visitor's version and
  // then adding the user's chart and position above what follows (no layout shift)
  const walletPending = useWalletPending();
  const gauge = useGauge(address);
  const g = gauge.data?.gauge;
  const user = useGaugeUser(address, g?.depositTokenRoot, account);
  const deposits = useDeposits(account, address);
  const action = useGaugeAction({
    gauge: address,
    lpRoot: g?.depositTokenRoot,
    owner: account,
    extraTokens: Math.max((g?.rewardTokens.length ?? 1) - 1, 0),
  });
  const confirm = useGaugeConfirm(action);
  const owner = useGaugeOwner(address, account);
  const figures = useGaugeFigures(gauge.data, user.position.data);
  const now = useChainSeconds();
  const tokenList = useTokenList();
  if (gauge.error) return isNotFound(gauge.error) ? <NotFound /> : <ErrorNote error={gauge.error} />;
  // the APR note reads the same for every gauge: it shows from the first screen, under the title (the gauge's address
  // until its name arrives, changed in place), and keeps its place as the rest arrives below it
  const aprNote = (
    <p key="apr-note" className={styles.subtitle} data-testid="gauge-apr-note">
      <FormattedMessage id="gauges.aprNote" />
    </p>
  );
  if (!g || walletPending)
    return (
      <div className={styles.page} data-testid="gauge-loading" aria-busy="true">
        <h1 key="title" className={styles.title}>
          {shortenAddress(address)}
        </h1>
        {aprNote}
      </div>
    );
  const locked = (deposits.data?.deposits ?? [])
    .filter((d) => d.status === 'locked')
    .reduce((sum, d) => sum + BigInt(d.amount), 0n);
  const position = user.position.data;
  const decimals = user.decimals;
  const ready = (gauge.data?.details.rewards ?? [])
    .map((r, i) => ({ r, amount: position?.rewards[i]?.unlocked ?? 0n }))
    .filter(({ r, amount }) => amount > 0n && r.decimals !== null)
    .map(({ r, amount }) => `${formatAmount(amount, r.decimals!)} ${r.tokenSymbol}`)
    .join(', ');
  const noRewards = intl.formatMessage({ id: 'gauge.noRewards' });
  const maxBoosts = itemMaxBoosts(g);
  const vestingRows = rewardRows(gauge.data?.details.rewards ?? [], position?.rewards);
  const status = gaugeStatus(g, now);
  const unlisted = customTokenSymbols(
    [...g.poolTokens, ...g.rewardTokens].map((t) => ({ root: t.tokenRoot, symbol: t.tokenSymbol })),
    tokenList.index,
    tokenList.imported,
  );
  const rewardDecimals = (root: string) =>
    gauge.data?.details.rewards.find((r) => r.tokenRoot.toLowerCase() === root.toLowerCase())?.decimals;
  return (
    <div
      className={styles.page}
      data-testid="gauge-page"
      data-owner={account === undefined ? undefined : owner.state ? (owner.isOwner ? 'you' : 'other') : 'checking'}
    >
      <h1 key="title" className={styles.title}>
        {gaugeName(g)} <GaugeStatusBadge status={status} testId="gauge-page-status" />
      </h1>
      {aprNote}
      {status === 'expired' ? (
        <p className={styles.warning} role="alert" data-testid="gauge-ended-warning">
          <FormattedMessage id="gauge.endedWarning" />
        </p>
      ) : g.isLowBalance ? (
        <p className={styles.warning} role="alert" data-testid="gauge-low-balance-warning">
          <FormattedMessage id="gauges.lowBalance" />
        </p>
      ) : null}
      {unlisted.length ? (
        <p className={styles.warning} role="note" data-testid="gauge-custom-tokens">
          <FormattedMessage id="gauge.customTokens" values={{ symbols: unlisted.join(', ') }} />
        </p>
      ) : null}
      <dl className={styles.stats}>
        <Stat testId="gauge-stat-tvl" label="gauges.tvl" value={formatUsd(g.tvl)} change={g.tvlChange} />
        <Stat
          testId="gauge-stat-apr"
          label="gauges.apr"
          value={<AprRange min={g.minApr} max={g.maxApr} />}
          change={g.maxAprChange}
        />
        <Stat
          testId="gauge-stat-lock-boost"
          label="gauges.maxLockBoost"
          value={<MaxLockBoost max={maxBoosts} maxLockTime={g.maxLockTime} />}
        />
        <Stat testId="gauge-stat-total-boost" label="gauges.maxTotalBoost" value={<MaxTotalBoost max={maxBoosts} />} />
      </dl>
      <Suspense
        fallback={
          <>
            {chartLoading(chartsLoading.graph)}
            {account ? chartLoading(chartsLoading.user) : null}
          </>
        }
      >
        <GaugeCharts gauge={address} user={account} lpDecimals={decimals} />
      </Suspense>
      {showsVesting(vestingRows) ? (
        <RewardVesting rows={vestingRows} withUser={account !== undefined && position !== undefined} />
      ) : null}
      {action.result ? (
        <p role="status" data-testid="gauge-result" data-kind={action.result.kind}>
          {action.result.text}
        </p>
      ) : null}
      {!account ? (
        <p>
          <FormattedMessage id="gauge.connect" />
        </p>
      ) : position && decimals !== undefined && user.lpBalance.data !== undefined ? (
        <>
          <section className={styles.section} data-testid="gauge-position">
            <h2>
              <FormattedMessage id="gauge.position" />
            </h2>
            <dl className={`${styles.stats} ${positionStyles.position}`} data-testid="gauge-position-stats">
              <Stat
                lead
                testId="gauge-balance"
                label="gauge.stat.deposited"
                value={`${formatUnits(position.balance, decimals)} LP`}
              />
              <Stat
                testId="gauge-share"
                label="gauge.stat.share"
                value={`${gaugeSharePercent(position.balance, position.gaugeBalance)}%`}
              />
              {figures.position ? (
                <Stat
                  testId="gauge-stat-boost"
                  label="gauge.stat.boost"
                  value={`×${multiplierText(figures.position.totalMultiplier)}`}
                />
              ) : null}
              {figures.position?.boostedApr !== undefined ? (
                <Stat
                  testId="gauge-stat-your-apr"
                  label="gauge.stat.apr"
                  value={formatPercent(figures.position.boostedApr)}
                />
              ) : null}
              <Stat testId="gauge-rewards-ready" label="gauge.stat.ready" value={ready || noRewards} />
            </dl>
            {figures.position ? <FigureLines figures={figures.position} testId="gauge-figures" /> : null}
            <Button
              variant="primary"
              onClick={() => confirm.ask({ type: 'claim' }, { rewards: ready })}
              disabled={action.pending || !ready}
              data-testid="gauge-claim"
            >
              <FormattedMessage id="gauge.claim" />
            </Button>
          </section>
          <DepositForm
            decimals={decimals}
            lpBalance={user.lpBalance.data}
            maxLockTime={g.maxLockTime}
            preview={figures.preview}
            pending={action.pending}
            onDeposit={(amount, lockSeconds) =>
              confirm.ask({ type: 'deposit', amount, lockSeconds }, { amount: `${formatUnits(amount, decimals)} LP` })
            }
          />
          <WithdrawForm
            decimals={decimals}
            balance={position.balance}
            locked={locked}
            pending={action.pending}
            onWithdraw={(amount) =>
              confirm.ask({ type: 'withdraw', amount }, { amount: `${formatUnits(amount, decimals)} LP` })
            }
          />
          <DepositsList
            deposits={deposits.data?.deposits}
            decimals={decimals}
            failed={
              deposits.isError ? { message: deposits.error.message, retry: () => void deposits.refetch() } : undefined
            }
          />
          {confirm.asked ? (
            <Suspense fallback={null}>
              <ConfirmAction confirm={confirm} gauge={address} />
            </Suspense>
          ) : null}
        </>
      ) : (
        <p aria-busy="true" data-testid="gauge-user-loading">
          <FormattedMessage id="gauge.loading" />
        </p>
      )}
      {owner.isOwner && owner.state && account ? (
        <Suspense fallback={null}>
          <OwnerPanel
            gauge={address}
            state={owner.state}
            tokens={owner.state.extra.map((t) => {
              const r = gauge.data?.details.rewards.find((x) => sameAddress(x.tokenRoot, t.root));
              return r && r.decimals !== null ? { symbol: r.tokenSymbol, decimals: r.decimals } : undefined;
            })}
            owner={account}
            pending={owner.pending}
            result={owner.result}
            onAction={owner.run}
          />
        </Suspense>
      ) : null}
      <Suspense fallback={sectionLoading('8rem')}>
        <GaugeRounds gauge={address} decimalsOf={rewardDecimals} />
      </Suspense>
      <GaugeTransactions gauge={address} account={account} />
    </div>
  );
}
