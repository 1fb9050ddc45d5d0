import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@/shared/lib/router';
import { formatUnits } from '@tycho/units';
import { formatAmount, formatPercent } from '@/shared/lib/format';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Skeleton } from '@/shared/ui/Skeleton';
import type { RelatedRewardsState } from '../hooks/useRelatedRewards';
import styles from './styles';

const DASH = '—';
/** Rows the loading state draws: the seeded gauges pay one or two tokens (QUBE and an extra one). */
const SKELETON_TOKENS = 2;

export interface RelatedRewardsProps {
  state: RelatedRewardsState;
  connected: boolean;
  lpDecimals: number | undefined;
  rewardDecimals: (root: string) => number | undefined;
}

function Figure({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className={styles.stat}>
      <dt className={styles.statLabel}>
        <FormattedMessage id={label} />
      </dt>
      <dd className={styles.statValue} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

const skeleton = <Skeleton width="5rem" height="1.5em" />;

/**
 * The pool page's related rewards (spec 2.4): the gauge of the pool's LP with the highest max APR, the user's LP in
 * it, their share and each reward token's locked and unlocked reward. The body keeps one size in every state (a
 * loading skeleton of the same rows, the empty and error notes within the same height), so nothing below moves.
 */
export function RelatedRewards({ state, connected, lpDecimals, rewardDecimals }: RelatedRewardsProps) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'pools.rewards.title' });
  const ready = state.kind === 'ready' ? state : undefined;
  const r = ready?.rewards;
  const userValue = (value: ReactNode | undefined) =>
    !connected || ready?.userError ? DASH : value === undefined ? skeleton : value;
  const body =
    state.kind === 'none' ? (
      <EmptyState
        testId="pool-rewards-empty"
        title={<FormattedMessage id="pools.rewards.empty" />}
        note={<FormattedMessage id="pools.rewards.emptyNote" />}
      />
    ) : state.kind === 'error' ? (
      <EmptyState testId="pool-rewards-error" title={<FormattedMessage id="pools.rewards.error" />} />
    ) : (
      <>
        <dl className={`${styles.stats} ${styles.rewardsStats}`}>
          <Figure label="pools.rewards.maxApr" testId="pool-rewards-max-apr">
            {r ? formatPercent(r.maxApr) : skeleton}
          </Figure>
          <Figure label="pools.rewards.lpLocked" testId="pool-rewards-lp-locked">
            {userValue(
              r?.userLpLocked !== undefined && lpDecimals !== undefined
                ? formatUnits(r.userLpLocked, lpDecimals)
                : undefined,
            )}
          </Figure>
          <Figure label="pools.rewards.share" testId="pool-rewards-share">
            {userValue(r?.userShare === undefined ? undefined : `${r.userShare}%`)}
          </Figure>
        </dl>
        <table className={styles.rewardsTable} data-testid="pool-rewards-tokens">
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="pools.rewards.token" />
              </th>
              <th scope="col">
                <FormattedMessage id="pools.rewards.unlocked" />
              </th>
              <th scope="col">
                <FormattedMessage id="pools.rewards.locked" />
              </th>
            </tr>
          </thead>
          <tbody>
            {r
              ? r.rewardTokens.map((t) => {
                  const d = rewardDecimals(t.tokenRoot);
                  const amount = (v: bigint | undefined) =>
                    userValue(v !== undefined && d !== undefined ? formatAmount(v, d) : undefined);
                  return (
                    <tr key={t.tokenRoot} data-testid="pool-rewards-token">
                      <th scope="row">{t.tokenSymbol || DASH}</th>
                      <td data-testid="pool-rewards-unlocked">{amount(t.unlockedReward)}</td>
                      <td data-testid="pool-rewards-locked">{amount(t.lockedReward)}</td>
                    </tr>
                  );
                })
              : Array.from({ length: SKELETON_TOKENS }, (_, i) => (
                  <tr key={i}>
                    <th scope="row">{skeleton}</th>
                    <td>{skeleton}</td>
                    <td>{skeleton}</td>
                  </tr>
                ))}
          </tbody>
        </table>
        {!connected ? (
          <p className={styles.rewardsNote}>
            <FormattedMessage id="pools.rewards.connect" />
          </p>
        ) : null}
      </>
    );
  return (
    <section
      className={styles.card}
      aria-label={title}
      aria-busy={state.kind === 'loading' || r?.isSyncing}
      data-testid="pool-rewards"
      data-state={state.kind}
      data-syncing={r?.isSyncing ? 'true' : 'false'}
    >
      <div className={styles.rewardsHeader}>
        <h2 className={styles.sectionTitle}>{title}</h2>
        {r ? (
          <Link to={`/gauges/${r.address}`} data-testid="pool-rewards-link">
            <FormattedMessage id="pools.rewards.open" />
          </Link>
        ) : null}
      </div>
      <div className={styles.rewardsBody}>{body}</div>
    </section>
  );
}
