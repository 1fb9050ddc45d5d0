import type { GaugeMaxBoosts } from '@tycho/dex-math';
import { FormattedMessage } from 'react-intl';
import { lockDays, multiplierText } from '../logic/gaugeView';

/** "×2.5 at a 730-day lock", or that the gauge has no lock. */
export function MaxLockBoost({ max, maxLockTime }: { max: GaugeMaxBoosts; maxLockTime: number }) {
  return maxLockTime > 0 ? (
    <FormattedMessage
      id="gauges.lockBoostValue"
      values={{ boost: multiplierText(max.lock), days: lockDays(maxLockTime) }}
    />
  ) : (
    <FormattedMessage id="gauges.noLockBoost" />
  );
}

/** "×4 with the max lock and veQUBE", or that veQUBE adds nothing to a gauge without QUBE rewards. */
export function MaxTotalBoost({ max }: { max: GaugeMaxBoosts }) {
  return max.ve > 1 ? (
    <FormattedMessage id="gauges.boostValue" values={{ value: multiplierText(max.total) }} />
  ) : (
    <FormattedMessage id="gauges.totalBoostNoVe" values={{ boost: multiplierText(max.total) }} />
  );
}
