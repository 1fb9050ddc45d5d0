/**
 * The boost calculator's figures, with the contract's own arithmetic (reference farming-gauges.md §2.2-2.4): a
 * deposit of `amount` LP locked for `lockSeconds` weighs boosted = floor(amount·boost/1000) in the lock-boosted
 * supply (the extra tokens'), and with the veQUBE boost totalBoosted = amount·(m_lock + m_ve − 1) in the
 * total-boosted supply (QUBE's, the first reward), joining each; over Δ seconds at speed rps the gauge's accumulator
 * grows by floor(rps·Δ·SCALE/supply) and the deposit earns floor(weight·Δacc/SCALE). The gauge never pays more than
 * it holds: over a period the whole gauge is paid at most its reward balance, so each figure is capped at the
 * deposit's share of that balance.
 */
import type { GaugeDetails } from '@tycho/api';
import { BOOST_SCALE, gaugeMaxTotalBoost, gaugeTotalBoost } from '@tycho/dex-math';
import { boostedAmount, DAY_SECONDS, lockBoost, YEAR_SECONDS } from './boost';

export const SCALE = 10n ** 18n;
export const MONTH_SECONDS = 30 * DAY_SECONDS;
export const PERIODS = { day: DAY_SECONDS, month: MONTH_SECONDS, year: YEAR_SECONDS } as const;
export type Period = keyof typeof PERIODS;

/** What a deposit of weight `weight` earns over `seconds` at `rps`, the supply being `supply` (its weight included). */
export function rewardOver(rps: bigint, seconds: number, weight: bigint, supply: bigint): bigint {
  if (supply <= 0n || weight <= 0n || rps <= 0n) return 0n;
  const acc = (rps * BigInt(seconds) * SCALE) / supply;
  return (weight * acc) / SCALE;
}

/** The most the gauge can pay the deposit out of what it holds: its share of the reward balance. */
export function fundedShare(balance: bigint, weight: bigint, supply: bigint): bigint {
  if (supply <= 0n || weight <= 0n) return 0n;
  return (balance * weight) / supply;
}

export interface CalcReward {
  tokenRoot: string;
  symbol: string;
  decimals: number | null;
  /** Smallest units per period, capped at the deposit's share of the gauge's balance. */
  amounts: Record<Period, bigint>;
  /** USD per period, undefined when the token's price or decimals are unknown. */
  usd: Record<Period, number | undefined>;
  /** Whether the gauge holds less than a year of this token at the current speed (the year figure is capped). */
  underfunded: boolean;
}

/** The veQUBE the deposit is boosted by: the user's and the vote escrow's total (the user's included). */
export interface CalcVe {
  user: bigint;
  supply: bigint;
}

export interface CalcResult {
  /** Per-mille lock boost (1000 = ×1). */
  boost: number;
  boosted: bigint;
  /** The multipliers (×1): lock, veQUBE (1 to 2.5), total = lock + ve − 1 (what QUBE is shared by). */
  lockMultiplier: number;
  veMultiplier: number;
  totalMultiplier: number;
  /** The gauge's highest total: maxBoost/1000 + 1.5 when it pays QUBE. */
  maxMultiplier: number;
  totalBoosted: bigint;
  /** The deposit's share of the lock-boosted supply once it arrives, 0 to 1. */
  share: number;
  /** Percent per year: the deposit's yearly rewards in USD over its value, without and with the lock. */
  baseApr?: number;
  boostedApr?: number;
  /** USD value of the deposit, undefined when the LP price or decimals are unknown. */
  depositUsd?: number;
  rewards: CalcReward[];
  /** USD per year of every token, undefined when any price is unknown. */
  usdPerYear?: number;
}

const toUsd = (units: bigint, decimals: number | null, price: string | null): number | undefined =>
  decimals === null || price === null ? undefined : (Number(units) / 10 ** decimals) * Number(price);

/** A deposit's weight and the supply it joins, per reward token: QUBE (first) by total boost, extras by lock boost. */
interface Weights {
  qube: { weight: bigint; supply: bigint };
  extra: { weight: bigint; supply: bigint };
}
const weightOf = (w: Weights, k: number) => (k === 0 ? w.qube : w.extra);

function yearlyUsd(details: GaugeDetails, w: Weights): number | undefined {
  let sum = 0;
  for (const [k, r] of details.rewards.entries()) {
    const { weight, supply } = weightOf(w, k);
    const year = rewardOver(BigInt(r.rewardPerSecond), YEAR_SECONDS, weight, supply);
    const capped = minBig(year, fundedShare(BigInt(r.balance), weight, supply));
    if (capped === 0n) continue;
    const value = toUsd(capped, r.decimals, r.price);
    if (value === undefined) return undefined;
    sum += value;
  }
  return sum;
}

const minBig = (a: bigint, b: bigint) => (a < b ? a : b);

const ratio = (x: bigint) => Number((x * 1_000_000n) / BOOST_SCALE) / 1_000_000;

/** The gauge's highest total boost (lock and veQUBE), whatever the deposit: maxBoost/1000 + 1.5 when it pays QUBE. */
export function maxMultiplierOf(details: GaugeDetails): number {
  const hasQube = BigInt(details.rewards[0]?.rewardPerSecond ?? '0') > 0n;
  return gaugeMaxTotalBoost(details.maxBoostPerMille, hasQube);
}

/**
 * The figures of a deposit of `amount` (smallest LP units, > 0) locked `lockSeconds` (≤ the max lock), boosted by
 * `ve` (none: no veQUBE). The ve boost uses the gauge's deposit supply with the deposit, as the account would.
 */
export function calculate(
  details: GaugeDetails,
  maxLockTime: number,
  amount: bigint,
  lockSeconds: number,
  ve: CalcVe = { user: 0n, supply: 0n },
): CalcResult {
  const boost = lockBoost(lockSeconds, details.maxBoostPerMille, maxLockTime);
  const boosted = boostedAmount(amount, boost);
  const depositSupply = BigInt(details.depositBalance) + amount;
  const b = gaugeTotalBoost({
    balance: amount,
    lockBoosted: boosted,
    depositSupply,
    veAcc: ve.user,
    veSupply: ve.supply,
  });
  const lockSupply = BigInt(details.lockBoostedSupply);
  const totalSupply = BigInt(details.totalBoostedSupply);
  const w: Weights = {
    qube: { weight: b.totalBoosted, supply: totalSupply + b.totalBoosted },
    extra: { weight: boosted, supply: lockSupply + boosted },
  };
  const supply = w.extra.supply;
  const share = supply > 0n ? Number((boosted * 1_000_000n) / supply) / 1_000_000 : 0;
  const rewards = details.rewards.map((r, k): CalcReward => {
    const rps = BigInt(r.rewardPerSecond);
    const { weight, supply } = weightOf(w, k);
    const cap = fundedShare(BigInt(r.balance), weight, supply);
    const amounts = {} as Record<Period, bigint>;
    const usd = {} as Record<Period, number | undefined>;
    for (const [period, seconds] of Object.entries(PERIODS) as [Period, number][]) {
      amounts[period] = minBig(rewardOver(rps, seconds, weight, supply), cap);
      usd[period] = toUsd(amounts[period], r.decimals, r.price);
    }
    return {
      tokenRoot: r.tokenRoot,
      symbol: r.tokenSymbol,
      decimals: r.decimals,
      amounts,
      usd,
      underfunded: rps * BigInt(YEAR_SECONDS) > BigInt(r.balance),
    };
  });
  const depositUsd = toUsd(amount, details.depositToken.decimals, details.depositToken.price);
  const usdPerYear = yearlyUsd(details, w);
  // the same deposit without a lock nor veQUBE, for the base APR: its weight is the amount itself
  const baseYear = yearlyUsd(details, {
    qube: { weight: amount, supply: totalSupply + amount },
    extra: { weight: amount, supply: lockSupply + amount },
  });
  const apr = (yearly: number | undefined) =>
    yearly === undefined || !depositUsd ? undefined : (yearly / depositUsd) * 100;
  return {
    boost,
    boosted,
    lockMultiplier: ratio(b.lockMultiplier),
    veMultiplier: ratio(b.veMultiplier),
    totalMultiplier: ratio(b.totalMultiplier),
    maxMultiplier: maxMultiplierOf(details),
    totalBoosted: b.totalBoosted,
    share,
    baseApr: apr(baseYear),
    boostedApr: apr(usdPerYear),
    depositUsd,
    rewards,
    usdPerYear,
  };
}

/**
 * A position's APR now, percent per year (what its boosts earn at the current speeds): QUBE by its total-boosted
 * balance over the total-boosted supply, extras by its lock-boosted balance over the lock-boosted supply (both
 * supplies already hold the position). Undefined when a price is unknown or the position is empty.
 */
export function positionApr(
  details: GaugeDetails,
  position: { balance: bigint; lockBoosted: bigint; totalBoosted: bigint },
): number | undefined {
  const depositUsd = toUsd(position.balance, details.depositToken.decimals, details.depositToken.price);
  if (!depositUsd) return undefined;
  const yearly = yearlyUsd(details, {
    qube: { weight: position.totalBoosted, supply: BigInt(details.totalBoostedSupply) },
    extra: { weight: position.lockBoosted, supply: BigInt(details.lockBoostedSupply) },
  });
  return yearly === undefined ? undefined : (yearly / depositUsd) * 100;
}
