import type { FarmingPoolItem } from '@tycho/api';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { formatAmount, formatPercent, formatUsd } from '@/shared/lib/format';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Skeleton } from '@/shared/ui/Skeleton';
import { StarToggle } from '@/shared/ui/StarToggle';
import list from '@/shared/ui/list.module.css';
import styles from '@/shared/ui/page.module.css';
import { farmName } from '../logic/farmView';

export interface FarmListProps {
  pools: FarmingPoolItem[] | undefined;
  isFavourite: (address: string) => boolean;
  onStar: (address: string) => void;
  empty: 'all' | 'favorites';
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

/** The farm pools as cards: name, state, TVL, APR, reward tokens, the user's LP and share, the low-balance warning. */
export function FarmList({ pools, isFavourite, onStar, empty }: FarmListProps) {
  const intl = useIntl();
  if (!pools) {
    return (
      <ul className={list.cards} data-testid="farms-loading">
        {[0, 1, 2].map((i) => (
          <li key={i} className={list.card}>
            <Skeleton />
            <Skeleton width="60%" />
          </li>
        ))}
      </ul>
    );
  }
  if (pools.length === 0)
    return <EmptyState title={<FormattedMessage id={`farms.empty.${empty}`} />} testId="farms-empty" />;
  return (
    <ul className={list.cards} data-testid="farms-list">
      {pools.map((p) => (
        <li key={p.pool_address} className={list.card} data-testid="farm-card" data-address={p.pool_address}>
          <div className={list.cardRow}>
            <Link to={`/farming/${p.pool_address}`} className={styles.nameLink} data-testid="farm-link">
              <span className={styles.symbol}>{farmName(p)}</span>
            </Link>
            <StarToggle
              label={intl.formatMessage({ id: 'farms.favourite' }, { name: farmName(p) })}
              active={isFavourite(p.pool_address)}
              onToggle={() => onStar(p.pool_address)}
              testId="farm-star"
            />
          </div>
          <Row label="farms.state">
            <span data-testid="farm-state">
              <FormattedMessage id={`farm.state.${p.state}`} />
            </span>
            {p.is_private ? (
              <>
                {' · '}
                <FormattedMessage id="farm.private" />
              </>
            ) : null}
          </Row>
          <Row label="farms.tvl">
            <span data-testid="farm-tvl">{formatUsd(p.tvl)}</span>
          </Row>
          <Row label="farms.apr">
            <span data-testid="farm-apr">{formatPercent(p.apr)}</span>
          </Row>
          <Row label="farms.rewards">{p.reward_token_root_info.map((t) => t.reward_currency || '—').join(', ')}</Row>
          {BigInt(p.user_token_balance) > 0n && p.token_root_scale !== null ? (
            <Row label="farms.myDeposit">
              <span data-testid="farm-mine">
                {formatAmount(p.user_token_balance, p.token_root_scale)} ({formatPercent(p.share)})
              </span>
            </Row>
          ) : null}
          {p.is_low_balance ? (
            <p className={styles.warning} role="alert">
              <FormattedMessage id="farm.warning.lowBalance" />
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
