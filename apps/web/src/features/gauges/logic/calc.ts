/**
 * A gauge position's figures, one computation for the gauge page (its position and its deposit preview) and the boost
 * calculator, built on @tycho/dex-math's gauge APR (the API's listing range uses the same module). Contract
 * arithmetic (reference farming-gauges.md §2.2-2.4): a deposit of `amount` LP locked `lockSeconds` adds
 * boosted = floor(amount·boost/1000) to the account's lock-boosted balance and to the lock-boosted supply (the extra
 * tokens'); the account's ve boost is recomputed on its whole balance U with the gauge's deposit supply after the
 * deposit, giving totalBoosted = U·(m_lock + m_ve − 1), which replaces the account's old one in the total-boosted
 * supply (QUBE's). An existing deposit is counted once: in the position and in the supplies it already sits in.
 *
 * Rewards per period are at today's speeds and are not capped at what the gauge holds: beyond its balance the gauge
 * still accrues and owes the rest (debt, paid on a refill); `fundedDays` says how long the balance lasts.
 */
import type { GaugeDetails, GaugeItem } from '@tycho/api';
import type { GaugeUserData } from '@/shared/gauges/gaugeAccount';
import {
  gaugeFundedSeconds,
  gaugeMaxBoosts,
  gaugeMultiplier,
  gaugePositionApr,
  gaugeRewardOver,
  gaugeTotalBoost,
  gaugeUsd,
  gaugeYearlyUsd,
  type GaugeMaxBoosts,
  type GaugeRewardRate,
  type GaugeWeights,
} from '@tycho/dex-math';
import { boostedAmount, DAY_SECONDS, lockBoost, YEAR_SECONDS } from './boost';

export const MONTH_SECONDS = 30 * DAY_SECONDS;
export const PERIODS = { day: DAY_SECONDS, month: MONTH_SECONDS, year: YEAR_SECONDS } as const;
export type Period = keyof typeof PERIODS;

/** The gauge as the figures need it: its listing (max lock, QUBE or not) and its getters' details. */
export interface GaugeFacts {
  item: Pick<GaugeItem, 'maxLockTime' | 'hasQubeReward'>;
  details: GaugeDetails;
}

/** An account's position in the gauge (zeros: none). */
export interface Position {
  balance: bigint;
  lockBoosted: bigint;
  totalBoosted: bigint;
}
export const NO_POSITION: Position = { balance: 0n, lockBoosted: 0n, totalBoosted: 0n };

/** The account's position as the figures take it (none without a deposit). */
export function positionOf(
  data: Pick<GaugeUserData, 'balance' | 'lockBoosted' | 'totalBoosted'> | undefined,
): Position {
  if (!data || data.balance <= 0n) return NO_POSITION;
  return { balance: data.balance, lockBoosted: data.lockBoosted ?? 0n, totalBoosted: data.totalBoosted ?? 0n };
}

/** The typed veQUBE against the escrow's total: the total with the wallet's own veQUBE replaced by the typed one. */
export function veFigures(typed: bigint, walletVe: bigint, escrowTotal: bigint): CalcVe {
  const others = escrowTotal > walletVe ? escrowTotal - walletVe : 0n;
  return { user: typed, supply: others + typed };
}

export interface RewardFigure {
  tokenRoot: string;
  symbol: string;
  decimals: number | null;
  /** Smallest units per period at today's speed. */
  amounts: Record<Period, bigint>;
  /** USD per period, undefined when the token's price or decimals are unknown. */
  usd: Record<Period, number | undefined>;
  /** Days the gauge's balance of this token lasts at today's speed (null: not paid now). */
  fundedDays: number | null;
  /** The balance lasts less than a year: the year figure is partly owed (debt), not paid at once. */
  underfunded: boolean;
  /** Per mille of each reward that vests over `vestingPeriod` seconds (0: all claimable at once). */
  vestingRatio: number;
  vestingPeriod: number;
}

/** The veQUBE the position is boosted by: the account's and the vote escrow's total (the account's included). */
export interface CalcVe {
  user: bigint;
  supply: bigint;
}

export interface GaugeFigures {
  /** Per-mille lock boost of the new deposit (1000 = ×1; 1000 for a position without a new deposit). */
  boost: number;
  /** The position after the deposit. */
  position: Position;
  /** Multipliers of the whole position (×1): lock, veQUBE (1 to 2.5), total = lock + ve − 1 (QUBE's). */
  lockMultiplier: number;
  veMultiplier: number;
  totalMultiplier: number;
  /** The gauge's highest multipliers: the lock's at the max lock, veQUBE's, and their total. */
  max: GaugeMaxBoosts;
  /** The position's share of the lock-boosted supply (the extras'), 0 to 1. */
  share: number;
  /** Percent a year: the position at ×1 (same LP, no lock nor veQUBE) and with its boosts. */
  baseApr?: number;
  boostedApr?: number;
  /** USD value of the position's LP, undefined when the LP price or decimals are unknown. */
  depositUsd?: number;
  rewards: RewardFigure[];
  /** USD a year of every token, undefined when a price is unknown. */
  usdPerYear?: number;
}

const num = (x: string | null) => (x === null ? undefined : Number(x));
const rates = (d: GaugeDetails): GaugeRewardRate[] =>
  d.rewards.map((r) => ({ rps: BigInt(r.rewardPerSecond), price: num(r.price), decimals: r.decimals ?? undefined }));
const lpPrice = (d: GaugeDetails) => ({
  price: num(d.depositToken.price),
  decimals: d.depositToken.decimals ?? undefined,
});
const ratio = (x: bigint, y: bigint) => (y > 0n ? Number((x * 1_000_000n) / y) / 1_000_000 : 0);

/** The gauge's highest multipliers. */
export function maxBoostsOf(g: GaugeFacts): GaugeMaxBoosts {
  return gaugeMaxBoosts(g.details.maxBoostPerMille, g.item.maxLockTime, g.item.hasQubeReward);
}

function rewardFigures(d: GaugeDetails, w: GaugeWeights): RewardFigure[] {
  return d.rewards.map((r, k) => {
    const rps = BigInt(r.rewardPerSecond);
    const { weight, supply } = k === 0 ? w.qube : w.extra;
    const amounts = {} as Record<Period, bigint>;
    const usd = {} as Record<Period, number | undefined>;
    for (const [period, seconds] of Object.entries(PERIODS) as [Period, number][]) {
      amounts[period] = gaugeRewardOver(rps, seconds, weight, supply);
      usd[period] = gaugeUsd(amounts[period], { price: num(r.price), decimals: r.decimals ?? undefined });
    }
    const funded = gaugeFundedSeconds(BigInt(r.balance), rps);
    const fundedDays = funded === null ? null : funded / DAY_SECONDS;
    return {
      tokenRoot: r.tokenRoot,
      symbol: r.tokenSymbol,
      decimals: r.decimals,
      amounts,
      usd,
      fundedDays,
      underfunded: fundedDays !== null && fundedDays < YEAR_SECONDS / DAY_SECONDS,
      vestingRatio: r.vestingRatio,
      vestingPeriod: r.vestingPeriod,
    };
  });
}

/**
 * The figures of a position `pos` whose weights sit in supplies `lockSupply` and `totalSupply` (both holding it),
 * with `without` the supplies minus the position (for its ×1 base).
 */
function figuresOf(
  g: GaugeFacts,
  pos: Position,
  lockSupply: bigint,
  totalSupply: bigint,
  boost: number,
  multipliers?: { lock: number; ve: number; total: number },
): GaugeFigures {
  const d = g.details;
  const weights: GaugeWeights = {
    qube: { weight: pos.totalBoosted, supply: totalSupply },
    extra: { weight: pos.lockBoosted, supply: lockSupply },
  };
  const base: GaugeWeights = {
    qube: { weight: pos.balance, supply: totalSupply - pos.totalBoosted + pos.balance },
    extra: { weight: pos.balance, supply: lockSupply - pos.lockBoosted + pos.balance },
  };
  const lock = multipliers?.lock ?? ratio(pos.lockBoosted, pos.balance);
  const total = multipliers?.total ?? ratio(pos.totalBoosted, pos.balance);
  return {
    boost,
    position: pos,
    lockMultiplier: lock,
    veMultiplier: multipliers?.ve ?? Math.round((total - lock + 1) * 1_000_000) / 1_000_000,
    totalMultiplier: total,
    max: maxBoostsOf(g),
    share: ratio(pos.lockBoosted, lockSupply),
    baseApr: gaugePositionApr(rates(d), lpPrice(d), pos.balance, base),
    boostedApr: gaugePositionApr(rates(d), lpPrice(d), pos.balance, weights),
    depositUsd: gaugeUsd(pos.balance, lpPrice(d)),
    rewards: rewardFigures(d, weights),
    usdPerYear: gaugeYearlyUsd(rates(d), weights),
  };
}

/**
 * The figures of the account's position after a deposit of `amount` (smallest LP units, > 0) locked `lockSeconds`
 * (≤ the max lock), the account holding `existing` already and `ve` veQUBE: what the gauge page previews before
 * signing and what the calculator shows, for the same inputs.
 */
export function depositFigures(
  g: GaugeFacts,
  amount: bigint,
  lockSeconds: number,
  ve: CalcVe = { user: 0n, supply: 0n },
  existing: Position = NO_POSITION,
): GaugeFigures {
  const d = g.details;
  const boost = lockBoost(lockSeconds, d.maxBoostPerMille, g.item.maxLockTime);
  const lockBoosted = existing.lockBoosted + boostedAmount(amount, boost);
  const balance = existing.balance + amount;
  const b = gaugeTotalBoost({
    balance,
    lockBoosted,
    depositSupply: BigInt(d.depositBalance) + amount,
    veAcc: ve.user,
    veSupply: ve.supply,
  });
  const pos = { balance, lockBoosted, totalBoosted: b.totalBoosted };
  const lockSupply = BigInt(d.lockBoostedSupply) - existing.lockBoosted + lockBoosted;
  const totalSupply = BigInt(d.totalBoostedSupply) - existing.totalBoosted + b.totalBoosted;
  return figuresOf(g, pos, lockSupply, totalSupply, boost, {
    lock: gaugeMultiplier(b.lockMultiplier),
    ve: gaugeMultiplier(b.veMultiplier),
    total: gaugeMultiplier(b.totalMultiplier),
  });
}

/** The figures of a position as it stands (its boosts as stored at its last action, already in the supplies). */
export function positionFigures(g: GaugeFacts, pos: Position): GaugeFigures {
  return figuresOf(g, pos, BigInt(g.details.lockBoostedSupply), BigInt(g.details.totalBoostedSupply), 1000);
}
