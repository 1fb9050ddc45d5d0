import type { FarmingPoolItem } from '@tycho/api';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatAmount, formatPercent, formatUsd } from '@/shared/lib/format';
import { ChangeValue } from '@/shared/ui/ChangeValue';
import { EmptyState } from '@/shared/ui/EmptyState';
import { CardHead, CardRow, CardsLoading } from '@/shared/ui/Cards';
import { StarToggle } from '@/shared/ui/StarToggle';
import list from '@/shared/ui/list.module.css';
import styles from '@/shared/ui/page.module.css';
import { farmName, privateTerms } from '../logic/farmView';
import { PrivateBadge } from './PrivateTerms';

export interface FarmListProps {
  pools: FarmingPoolItem[] | undefined;
  isFavourite: (address: string) => boolean;
  onStar: (address: string) => void;
  empty: 'all' | 'favorites';
}

/** The farm pools as cards: name, state, TVL, APR, reward tokens, the user's LP and share, the low-balance warning. */
export function FarmList({ pools, isFavourite, onStar, empty }: FarmListProps) {
  const intl = useIntl();
  if (!pools) {
    return <CardsLoading testId="farms-loading" />;
  }
  if (pools.length === 0)
    return <EmptyState title={<FormattedMessage id={`farms.empty.${empty}`} />} testId="farms-empty" />;
  return (
    <ul className={list.cards} data-testid="farms-list">
      {pools.map((p) => (
        <li key={p.pool_address} className={list.card} data-testid="farm-card" data-address={p.pool_address}>
          <CardHead to={`/farming/${p.pool_address}`} name={farmName(p)} linkTestId="farm-link">
            <StarToggle
              label={intl.formatMessage({ id: 'farms.favourite' }, { name: farmName(p) })}
              active={isFavourite(p.pool_address)}
              onToggle={() => onStar(p.pool_address)}
              testId="farm-star"
            />
          </CardHead>
          <CardRow label="farms.state">
            <span data-testid="farm-state">
              <FormattedMessage id={`farm.state.${p.state}`} />
            </span>
            {p.is_private ? (
              <>
                {' · '}
                <PrivateBadge terms={privateTerms(p)} />
              </>
            ) : null}
          </CardRow>
          <CardRow label="farms.tvl">
            <span data-testid="farm-tvl">{formatUsd(p.tvl)}</span> <ChangeValue value={p.tvl_change} />
          </CardRow>
          <CardRow label="farms.apr">
            <span data-testid="farm-apr">{formatPercent(p.apr)}</span> <ChangeValue value={p.apr_change} />
          </CardRow>
          <CardRow label="farms.rewards">
            {p.reward_token_root_info.map((t) => t.reward_currency || '—').join(', ')}
          </CardRow>
          {BigInt(p.user_token_balance) > 0n && p.token_root_scale !== null ? (
            <CardRow label="farms.myDeposit">
              <span data-testid="farm-mine">
                {formatAmount(p.user_token_balance, p.token_root_scale)} ({formatPercent(p.share)})
              </span>
            </CardRow>
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
