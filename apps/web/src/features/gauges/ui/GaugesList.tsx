import type { GaugeItem } from '@tycho/api';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { formatPercent, formatUsd } from '@/shared/lib/format';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Skeleton } from '@/shared/ui/Skeleton';
import list from '@/shared/ui/list.module.css';
import styles from '@/shared/ui/page.module.css';
import { gaugeName, lockDays } from '../logic/gaugeView';

export interface GaugesListProps {
  gauges: GaugeItem[] | undefined;
  /** Gauges the connected account has deposited into. */
  mine?: ReadonlySet<string>;
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className={list.cardRow}>
      <span className={list.cardLabel}>
        <FormattedMessage id={label} />
      </span>
      <span>{children}</span>
    </div>
  );
}

/** The gauges as cards (one column on narrow screens): name, TVL, APR range, max boost and lock, the user's mark. */
export function GaugesList({ gauges, mine }: GaugesListProps) {
  if (!gauges) {
    return (
      <ul className={list.cards} data-testid="gauges-loading">
        {[0, 1, 2].map((i) => (
          <li key={i} className={list.card}>
            <Skeleton />
            <Skeleton width="60%" />
          </li>
        ))}
      </ul>
    );
  }
  if (gauges.length === 0) return <EmptyState title={<FormattedMessage id="gauges.empty" />} testId="gauges-empty" />;
  return (
    <ul className={list.cards} data-testid="gauges-list">
      {gauges.map((g) => (
        <li key={g.address} className={list.card} data-testid="gauge-card" data-address={g.address}>
          <div className={list.cardRow}>
            <Link to={`/gauges/${g.address}`} className={styles.nameLink} data-testid="gauge-link">
              <span className={styles.symbol}>{gaugeName(g)}</span>
            </Link>
            {mine?.has(g.address) ? (
              <span data-testid="gauge-mine">
                <FormattedMessage id="gauges.mine" />
              </span>
            ) : null}
          </div>
          <Row label="gauges.tvl">
            <span data-testid="gauge-tvl">{formatUsd(g.tvl)}</span>
          </Row>
          <Row label="gauges.apr">
            <span data-testid="gauge-apr">
              {formatPercent(g.minApr)} – {formatPercent(g.maxApr)}
            </span>
          </Row>
          <Row label="gauges.maxBoost">
            <FormattedMessage id="gauges.boostValue" values={{ value: g.maxBoost }} />
          </Row>
          <Row label="gauges.maxLock">
            <FormattedMessage id="gauges.days" values={{ days: lockDays(g.maxLockTime) }} />
          </Row>
          <Row label="gauges.rewards">{g.rewardTokens.map((t) => t.tokenSymbol).join(', ')}</Row>
          {g.isLowBalance ? (
            <p className={styles.warning} role="alert">
              <FormattedMessage id="gauges.lowBalance" />
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
