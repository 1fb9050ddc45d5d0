import type { GaugeItem } from '@tycho/api';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatUsd } from '@/shared/lib/format';
import { ChangeValue } from '@/shared/ui/ChangeValue';
import { EmptyState } from '@/shared/ui/EmptyState';
import { CardHead, CardRow, CardsLoading } from '@/shared/ui/Cards';
import { StarToggle } from '@/shared/ui/StarToggle';
import list from '@/shared/ui/list.module.css';
import styles from '@/shared/ui/page.module.css';
import { gaugeName, itemMaxBoosts } from '../logic/gaugeView';
import { gaugeStatus } from '../logic/status';
import { AprRange } from './AprRange';
import { GaugeStatusBadge } from './GaugeStatusBadge';
import { MaxLockBoost, MaxTotalBoost } from './MaxBoosts';
import { MyGaugeRows } from './MyGaugeRows';
import type { MyGaugeListing } from '../hooks/useMyGaugeListings';

export interface GaugesListProps {
  gauges: GaugeItem[] | undefined;
  /** Gauges the connected account has deposited into. */
  mine?: ReadonlySet<string>;
  /** The connected account's figures in each of its gauges (LP locked, share, rewards). */
  myFigures?: ReadonlyMap<string, MyGaugeListing>;
  /** The chain's now (unix seconds), for the status. */
  now: number;
  isFavourite: (address: string) => boolean;
  onStar: (address: string) => void;
  /** Which empty message: nothing listed at all, or nothing in the favourites or the filter. */
  empty: 'all' | 'favorites' | 'filtered';
}

/**
 * The gauges as cards (one column on narrow screens): name, star, status, TVL, APR range, max boost and lock, the
 * user's mark and, on the user's own gauges, their LP locked, share and rewards.
 */
export function GaugesList({ gauges, mine, myFigures, now, isFavourite, onStar, empty }: GaugesListProps) {
  const intl = useIntl();
  // the note reads the same for every gauge: it shows while they load too, in the place it keeps (the page's first
  // screen holds it, and the cards come below it)
  const note = (
    <p className={list.cardLabel} data-testid="gauges-apr-note">
      <FormattedMessage id="gauges.aprNote" />
    </p>
  );
  if (!gauges) {
    return (
      <>
        {note}
        <CardsLoading testId="gauges-loading" />
      </>
    );
  }
  if (gauges.length === 0)
    return (
      <EmptyState
        title={<FormattedMessage id={empty === 'all' ? 'gauges.empty' : `gauges.empty.${empty}`} />}
        testId="gauges-empty"
      />
    );
  return (
    <>
      {note}
      <ul className={list.cards} data-testid="gauges-list">
        {gauges.map((g) => (
          <li key={g.address} className={list.card} data-testid="gauge-card" data-address={g.address}>
            <CardHead to={`/gauges/${g.address}`} name={gaugeName(g)} linkTestId="gauge-link">
              {mine?.has(g.address) ? (
                <span className={list.cardTag} data-testid="gauge-mine">
                  <FormattedMessage id="gauges.mine" />
                </span>
              ) : null}
              <StarToggle
                label={intl.formatMessage({ id: 'gauges.favourite' }, { name: gaugeName(g) })}
                active={isFavourite(g.address)}
                onToggle={() => onStar(g.address)}
                testId="gauge-star"
              />
            </CardHead>
            <CardRow label="gauges.statusLabel">
              <GaugeStatusBadge status={gaugeStatus(g, now)} testId="gauge-status" />
            </CardRow>
            <CardRow label="gauges.tvl">
              <span data-testid="gauge-tvl">{formatUsd(g.tvl)}</span> <ChangeValue value={g.tvlChange} />
            </CardRow>
            <CardRow label="gauges.apr">
              <span data-testid="gauge-apr">
                <AprRange min={g.minApr} max={g.maxApr} />
              </span>{' '}
              <ChangeValue value={g.maxAprChange} />
            </CardRow>
            <CardRow label="gauges.maxLockBoost">
              <span data-testid="gauge-max-lock-boost">
                <MaxLockBoost max={itemMaxBoosts(g)} maxLockTime={g.maxLockTime} />
              </span>
            </CardRow>
            <CardRow label="gauges.maxTotalBoost">
              <span data-testid="gauge-max-total-boost">
                <MaxTotalBoost max={itemMaxBoosts(g)} />
              </span>
            </CardRow>
            <CardRow label="gauges.rewards">{g.rewardTokens.map((t) => t.tokenSymbol).join(', ')}</CardRow>
            {myFigures?.get(g.address) ? <MyGaugeRows state={myFigures.get(g.address)!} /> : null}
            {g.isLowBalance ? (
              <p className={styles.warning} role="alert">
                <FormattedMessage id="gauges.lowBalance" />
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
