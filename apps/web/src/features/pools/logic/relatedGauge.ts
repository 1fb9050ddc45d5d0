/**
 * The pool page's related rewards (spec 2.4 and 3 of document 1, "Gauge (related rewards)"): of the gauges whose
 * deposit token is the pool's LP, the one with the highest maxApr; with a wallet, the user's LP in it, their share of
 * the gauge's LP and each reward token's locked and unlocked reward.
 */
import type { GaugeItem } from '@tycho/api';
import { parseDecimal, compareDecimals } from '@tycho/units';
import type { GaugeUserData } from '@/shared/gauges/gaugeAccount';
import { gaugeUserListing, type GaugeUserListing } from '@/shared/gauges/userListing';

export type RelatedGaugeItem = Pick<GaugeItem, 'address' | 'maxApr' | 'rewardTokens'>;

const apr = (g: RelatedGaugeItem) => parseDecimal(g.maxApr) ?? { units: -1n, scale: 0 };

/** The related gauge: the highest maxApr (the first of equals, in the API's order); undefined when none relates. */
export function pickRelatedGauge<G extends RelatedGaugeItem>(gauges: readonly G[]): G | undefined {
  let best: G | undefined;
  for (const g of gauges) if (!best || compareDecimals(apr(g), apr(best)) > 0) best = g;
  return best;
}

/** Spec 3's "Gauge (related rewards)": the gauge and, when read, the user's figures in it. */
export interface RelatedRewards extends GaugeUserListing {
  address: string;
  maxApr: string;
  /** The user's figures are being read. */
  isSyncing: boolean;
}

export function relatedRewards(
  gauge: RelatedGaugeItem,
  user: { data?: GaugeUserData; syncing: boolean },
): RelatedRewards {
  return {
    address: gauge.address,
    maxApr: gauge.maxApr,
    isSyncing: user.syncing,
    ...gaugeUserListing(gauge.rewardTokens, user.data),
  };
}
