/**
 * The gauge page's reward table (reference farming-gauges.md §2.5): per reward token, the user's unlocked (claimable)
 * and locked (vesting) reward, when the locked part is all unlocked, and the gauge's vesting terms (the share of each
 * reward that vests, released linearly over the period). Amounts stay bigint smallest units.
 */
import { DAY_SECONDS } from './boost';

export interface VestingTerms {
  /** Seconds; 0: no vesting. */
  vestingPeriod: number;
  /** Per mille (1000 = 100 %). */
  vestingRatio: number;
}

export interface RewardToken extends VestingTerms {
  tokenSymbol: string;
  decimals: number | null;
}

export interface UserReward {
  locked: bigint;
  unlocked: bigint;
  vestingTime?: number;
}

export interface RewardRow {
  symbol: string;
  decimals: number | null;
  unlocked: bigint;
  locked: bigint;
  /** Unix seconds when the locked reward is all unlocked; null when nothing is locked. */
  vestingEnd: number | null;
  /** The token's vesting terms; null when its rewards are paid at once. */
  terms: { percent: number; days: number } | null;
}

/** Vesting terms for display: percent of each reward that vests and the period in days (to two decimals). */
export function vestingTerms(t: VestingTerms): RewardRow['terms'] {
  if (t.vestingRatio === 0 || t.vestingPeriod === 0) return null;
  return { percent: t.vestingRatio / 10, days: Math.round((t.vestingPeriod / DAY_SECONDS) * 100) / 100 };
}

/** One row per reward token (QUBE first); the user's figures are zeros when they have none. */
export function rewardRows(tokens: readonly RewardToken[], user: readonly UserReward[] | undefined): RewardRow[] {
  return tokens.map((t, i) => {
    const r = user?.[i];
    const locked = r?.locked ?? 0n;
    return {
      symbol: t.tokenSymbol,
      decimals: t.decimals,
      unlocked: r?.unlocked ?? 0n,
      locked,
      vestingEnd: locked > 0n && r?.vestingTime ? r.vestingTime : null,
      terms: vestingTerms(t),
    };
  });
}

/** Whether the table is worth showing: some token vests, or the user holds some locked reward. */
export const showsVesting = (rows: readonly RewardRow[]) => rows.some((r) => r.terms !== null || r.locked > 0n);
