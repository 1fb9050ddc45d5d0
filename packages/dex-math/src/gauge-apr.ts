/**
 * A gauge's APR, one computation for every screen and the API (reference farming-gauges.md §2.1-2.3, §2.9). Each
 * reward token k runs at rps_k smallest units a second and is shared over a supply: QUBE (the first reward) over the
 * total-boosted supply, the extra tokens over the lock-boosted supply. A position of weight w in a supply S earns
 * floor(w·floor(rps·Δ·SCALE/S)/SCALE) over Δ seconds, as the gauge's accumulator gives it.
 *
 * The APR is that rate now, over a year, in USD, over the USD value of the deposit. It is not capped at the reward
 * the gauge holds: the gauge keeps accruing at its speed and an unpaid part becomes the user's debt, paid when the
 * gauge is refilled (§2.4 "Debt"); how long the balance lasts is a figure of its own (`gaugeFundedSeconds`), which
 * screens show beside the APR.
 */
import { BOOST_SCALE } from './gauge-boost';

export const GAUGE_YEAR_SECONDS = 365 * 86_400;
/** The accumulator's scale (the contract's SCALING_FACTOR). */
export const GAUGE_ACC_SCALE = 10n ** 18n;
/** The highest veQUBE multiplier (m_ve runs from 1 to 2.5). */
export const GAUGE_MAX_VE_MULTIPLIER = 2.5;

/** One reward token as the APR needs it: its speed now and its USD price (undefined: unknown). */
export interface GaugeRewardRate {
  rps: bigint;
  price?: number;
  decimals?: number;
}

/** The deposit (LP) token's price and decimals. */
export interface GaugeDepositPrice {
  price?: number;
  decimals?: number;
}

/** A position's weight and the supply it is part of (its weight included). */
export interface GaugeShare {
  weight: bigint;
  supply: bigint;
}

/** The weights of a position: QUBE by its total-boosted balance, the extras by its lock-boosted balance. */
export interface GaugeWeights {
  qube: GaugeShare;
  extra: GaugeShare;
}

/** What a weight earns over `seconds` at `rps`, the supply being `supply`: the gauge's accumulator step. */
export function gaugeRewardOver(rps: bigint, seconds: number, weight: bigint, supply: bigint): bigint {
  if (supply <= 0n || weight <= 0n || rps <= 0n || seconds <= 0) return 0n;
  const acc = (rps * BigInt(Math.floor(seconds)) * GAUGE_ACC_SCALE) / supply;
  return (weight * acc) / GAUGE_ACC_SCALE;
}

/** USD of a smallest-units amount, undefined when the price or decimals are unknown. */
export function gaugeUsd(units: bigint, token: { price?: number; decimals?: number }): number | undefined {
  if (token.price === undefined || token.decimals === undefined) return undefined;
  return (Number(units) / 10 ** token.decimals) * token.price;
}

const shareOf = (w: GaugeWeights, k: number) => (k === 0 ? w.qube : w.extra);

/** USD a position earns in a year at today's speeds; undefined when a paying token's price is unknown. */
export function gaugeYearlyUsd(rewards: readonly GaugeRewardRate[], weights: GaugeWeights): number | undefined {
  let sum = 0;
  for (const [k, r] of rewards.entries()) {
    const { weight, supply } = shareOf(weights, k);
    const year = gaugeRewardOver(r.rps, GAUGE_YEAR_SECONDS, weight, supply);
    if (year === 0n) continue;
    const value = gaugeUsd(year, r);
    if (value === undefined) return undefined;
    sum += value;
  }
  return sum;
}

/** A position's APR, percent a year: its yearly rewards in USD over the USD value of its `balance` of LP. */
export function gaugePositionApr(
  rewards: readonly GaugeRewardRate[],
  deposit: GaugeDepositPrice,
  balance: bigint,
  weights: GaugeWeights,
): number | undefined {
  const value = gaugeUsd(balance, deposit);
  if (!value) return undefined;
  const yearly = gaugeYearlyUsd(rewards, weights);
  return yearly === undefined ? undefined : (yearly / value) * 100;
}

/** The APR of one LP at ×1 (a deposit too small to move the supplies), QUBE's and the extras' apart. */
export interface GaugeBaseAprs {
  qube: number;
  extra: number;
}

/**
 * The base APRs (§2.9): a year of QUBE over the USD value of the total-boosted supply, a year of each extra token
 * over the lock-boosted supply. Undefined when a price is unknown; 0 for a supply of 0 (nothing to share with).
 */
export function gaugeBaseAprs(
  rewards: readonly GaugeRewardRate[],
  deposit: GaugeDepositPrice,
  supplies: { lockBoosted: bigint; totalBoosted: bigint },
): GaugeBaseAprs | undefined {
  let qube = 0;
  let extra = 0;
  for (const [k, r] of rewards.entries()) {
    if (r.rps <= 0n) continue;
    const supplyUsd = gaugeUsd(k === 0 ? supplies.totalBoosted : supplies.lockBoosted, deposit);
    const yearly = gaugeUsd(r.rps * BigInt(GAUGE_YEAR_SECONDS), r);
    if (supplyUsd === undefined || yearly === undefined) return undefined;
    if (supplyUsd === 0) continue;
    if (k === 0) qube += (yearly / supplyUsd) * 100;
    else extra += (yearly / supplyUsd) * 100;
  }
  return { qube, extra };
}

/** The APR of a small deposit with lock multiplier `lock` and veQUBE multiplier `ve`: QUBE × (lock + ve − 1), extras × lock. */
export function gaugeMarginalApr(bases: GaugeBaseAprs, lock: number, ve: number): number {
  return bases.qube * (lock + ve - 1) + bases.extra * lock;
}

/** The highest multipliers of a gauge: its lock boost at the max lock, and veQUBE's ×2.5 when it pays QUBE. */
export interface GaugeMaxBoosts {
  /** Lock multiplier at the max lock (×1 when the gauge has no lock). */
  lock: number;
  /** veQUBE multiplier at its best: 2.5 with QUBE rewards, else 1. */
  ve: number;
  /** Total (what QUBE is shared by): lock + ve − 1. */
  total: number;
}

export function gaugeMaxBoosts(maxBoostPerMille: number, maxLockTime: number, hasQube: boolean): GaugeMaxBoosts {
  const lock = maxLockTime > 0 ? Math.max(maxBoostPerMille, 1000) / 1000 : 1;
  const ve = hasQube ? GAUGE_MAX_VE_MULTIPLIER : 1;
  return { lock, ve, total: lock + ve - 1 };
}

/** The APR range of a gauge's listing: a small deposit at ×1 (min) and at the gauge's max boosts (max). */
export function gaugeAprRange(bases: GaugeBaseAprs, max: GaugeMaxBoosts): { min: number; max: number } {
  return { min: gaugeMarginalApr(bases, 1, 1), max: gaugeMarginalApr(bases, max.lock, max.ve) };
}

/** Seconds the gauge's `balance` of a reward lasts at `rps` (null: the token is not paid now). */
export function gaugeFundedSeconds(balance: bigint, rps: bigint): number | null {
  if (rps <= 0n) return null;
  return Number(balance / rps);
}

/** A ×1e18 multiplier as a number with six decimals. */
export function gaugeMultiplier(x: bigint): number {
  return Number((x * 1_000_000n) / BOOST_SCALE) / 1_000_000;
}
