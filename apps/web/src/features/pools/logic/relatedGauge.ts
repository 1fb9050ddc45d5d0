/**
 * The pool page's related rewards (spec 2.4 and 3 of document 1, "Gauge (related rewards)"): of the gauges whose
 * deposit token is the pool's LP, the one with the highest maxApr; with a wallet, the user's LP in it, their share of
 * the gauge's LP and each reward token's locked and unlocked reward.
 */
import type { GaugeItem } from '@tycho/api';
import { parseDecimal, compareDecimals } from '@tycho/units';
import type { GaugeUserData } from '@/shared/gauges/gaugeAccount';
import { gaugeSharePercent } from '@/shared/gauges/gaugeShare';

export type RelatedGaugeItem = Pick<GaugeItem, 'address' | 'maxApr' | 'rewardTokens'>;

const apr = (g: RelatedGaugeItem) => parseDecimal(g.maxApr) ?? { units: -1n, scale: 0 };

/** The related gauge: the highest maxApr (the first of equals, in the API's order); undefined when none relates. */
export function pickRelatedGauge<G extends RelatedGaugeItem>(gauges: readonly G[]): G | undefined {
  let best: G | undefined;
  for (const g of gauges) if (!best || compareDecimals(apr(g), apr(best)) > 0) best = g;
  return best;
}

export interface RelatedRewardToken {
  tokenRoot: string;
  tokenSymbol: string;
  /** Smallest units; undefined without a wallet or while the account is read. */
  lockedReward?: bigint;
  unlockedReward?: bigint;
}

/** Spec 3's "Gauge (related rewards)": the gauge and, when read, the user's figures in it. */
export interface RelatedRewards {
  address: string;
  maxApr: string;
  /** The user's figures are being read. */
  isSyncing: boolean;
  rewardTokens: RelatedRewardToken[];
  /** LP the user holds in the gauge, smallest units (undefined: no wallet or not read yet). */
  userLpLocked?: bigint;
  /** Percent of the gauge's LP, 8 decimals. */
  userShare?: string;
}

export function relatedRewards(
  gauge: RelatedGaugeItem,
  user: { data?: GaugeUserData; syncing: boolean },
): RelatedRewards {
  const data = user.data;
  return {
    address: gauge.address,
    maxApr: gauge.maxApr,
    isSyncing: user.syncing,
    rewardTokens: gauge.rewardTokens.map((t, i) => ({
      tokenRoot: t.tokenRoot,
      tokenSymbol: t.tokenSymbol,
      lockedReward: data ? (data.rewards[i]?.locked ?? 0n) : undefined,
      unlockedReward: data ? (data.rewards[i]?.unlocked ?? 0n) : undefined,
    })),
    userLpLocked: data?.balance,
    userShare: data ? gaugeSharePercent(data.balance, data.gaugeBalance) : undefined,
  };
}
