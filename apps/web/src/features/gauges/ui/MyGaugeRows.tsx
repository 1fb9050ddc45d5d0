import { FormattedMessage } from 'react-intl';
import { formatUnits } from '@tycho/units';
import { formatAmount } from '@/shared/lib/format';
import { CardRow } from '@/shared/ui/Cards';
import { Skeleton } from '@/shared/ui/Skeleton';
import type { MyGaugeListing } from '../hooks/useMyGaugeListings';

const DASH = '—';

/**
 * A gauge card's lines for the connected account's own gauge (spec 3's listing data): the LP locked in it with the
 * share of the gauge's LP, and per reward token what a claim pays now and what is still vesting, as the gauge page
 * and the pool page read them.
 */
export function MyGaugeRows({ state }: { state: MyGaugeListing }) {
  if (state.kind === 'error')
    return (
      <p data-testid="gauge-my-error" role="status">
        <FormattedMessage id="gauges.my.error" />
      </p>
    );
  if (state.kind === 'loading')
    return (
      <div data-testid="gauge-my-loading">
        <Skeleton width="70%" />
        <Skeleton width="50%" />
      </div>
    );
  const { listing, decimals, lpRoot } = state;
  // LP in full as the gauge page and the pool page show it; rewards as they list them
  const amount = (units: bigint | undefined, root: string, format = formatAmount) => {
    const d = decimals(root);
    return units === undefined || d === null || d === undefined ? DASH : format(units, d);
  };
  return (
    <>
      <CardRow label="gauges.my.lp" testId="gauge-my-lp">
        <FormattedMessage
          id="gauges.my.lpValue"
          values={{ amount: amount(listing.userLpLocked, lpRoot, formatUnits), share: `${listing.userShare ?? DASH}%` }}
        />
      </CardRow>
      {listing.rewardTokens.map((t) => (
        <CardRow key={t.tokenRoot} label="gauges.my.reward" testId="gauge-my-reward">
          <span
            data-root={t.tokenRoot}
            data-unlocked={t.unlockedReward?.toString()}
            data-locked={t.lockedReward?.toString()}
          >
            <FormattedMessage
              id="gauges.my.rewardValue"
              values={{
                symbol: t.tokenSymbol || DASH,
                unlocked: amount(t.unlockedReward, t.tokenRoot),
                locked: amount(t.lockedReward, t.tokenRoot),
              }}
            />
          </span>
        </CardRow>
      ))}
    </>
  );
}
