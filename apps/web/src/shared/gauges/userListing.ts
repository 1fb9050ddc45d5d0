/**
 * Spec 3's gauge listing data for one user (document 1, "Farm and gauge detail"): each reward token's locked
 * (vesting) and unlocked (claimable now) reward, the user's LP locked in the gauge and their share of the gauge's LP.
 * One builder for the pool page's related rewards and the gauges list, from the same on-chain read
 * (`readGaugeUser`), so both show the same figures.
 */
import type { GaugeUserData } from './gaugeAccount';
import { gaugeSharePercent } from './gaugeShare';

export interface GaugeUserRewardToken {
  tokenRoot: string;
  tokenSymbol: string;
  /** Smallest units; undefined without a wallet or while the account is read. */
  lockedReward?: bigint;
  unlockedReward?: bigint;
}

export interface GaugeUserListing {
  rewardTokens: GaugeUserRewardToken[];
  /** LP the user holds in the gauge, smallest units (undefined: no wallet or not read yet). */
  userLpLocked?: bigint;
  /** Percent of the gauge's LP, 8 decimals. */
  userShare?: string;
}

/** The listing figures of a gauge's reward tokens (QUBE first, as the gauge lists them) for a user's read. */
export function gaugeUserListing(
  rewardTokens: readonly { tokenRoot: string; tokenSymbol: string }[],
  data: GaugeUserData | undefined,
): GaugeUserListing {
  return {
    rewardTokens: rewardTokens.map((t, i) => ({
      tokenRoot: t.tokenRoot,
      tokenSymbol: t.tokenSymbol,
      lockedReward: data ? (data.rewards[i]?.locked ?? 0n) : undefined,
      unlockedReward: data ? (data.rewards[i]?.unlocked ?? 0n) : undefined,
    })),
    userLpLocked: data?.balance,
    userShare: data ? gaugeSharePercent(data.balance, data.gaugeBalance) : undefined,
  };
}
