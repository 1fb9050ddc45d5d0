/**
 * Pure gauge math (dao `GaugeHelpers.tsol`, `GaugeRewards.tsol`, `GaugeAccountHelpers.tsol`), shared by the gauge,
 * the gauge account and their getters. All amounts are bigints, times unix seconds.
 *
 * The veQUBE boost and the interval weights are in `ve-boost.ts`. Vesting follows `GaugeAccountVesting` through
 * dex-math's `gaugeVestingSplit`.
 */
import { gaugeVestingSplit } from '@tycho/dex-math';
import { BOOST_BASE, SCALE } from './constants';

export interface RewardRound {
  startTime: number;
  /** 0 = open-ended (an extra round until the next one or the farm end). */
  endTime: number;
  rewardPerSecond: bigint;
  /** Accumulated reward per share (×SCALE) up to the gauge's lastRewardTime, continuing the previous round's. */
  accRewardPerShare: bigint;
}

export interface LockedDeposit {
  amount: bigint;
  boostedAmount: bigint;
  lockTime: number;
  createdAt: number;
}

export interface RewardData {
  accRewardPerShare: bigint;
  lockedReward: bigint;
  unlockedReward: bigint;
  lastRewardTime: number;
}

/** A reward token's vesting at one account (dao `VestingData`): ratio per mille, period and vesting time in seconds. */
export interface VestingData {
  vestingTime: number;
  vestingPeriod: number;
  vestingRatio: number;
}

/** boost(lock) = 1000 + floor((maxBoost − 1000)·min(lock, maxLock)/maxLock) per mille; boosted = amount·boost/1000. */
export function boostOf(lockTime: number, maxBoost: bigint, maxLockTime: number): bigint {
  if (maxLockTime === 0) return BOOST_BASE;
  const lock = BigInt(Math.min(lockTime, maxLockTime));
  return BOOST_BASE + ((maxBoost - BOOST_BASE) * lock) / BigInt(maxLockTime);
}

export function boostedAmount(amount: bigint, lockTime: number, maxBoost: bigint, maxLockTime: number): bigint {
  return (amount * boostOf(lockTime, maxBoost, maxLockTime)) / BOOST_BASE;
}

/**
 * Advances rounds from `last` to `now` over `supply` (returns new rounds, the input is not changed). Each round's
 * accumulator starts from the previous round's; with supply 0 nothing is added (that reward is never distributed).
 */
export function advanceRounds(rounds: RewardRound[], last: number, now: number, supply: bigint): RewardRound[] {
  const out = rounds.map((r) => ({ ...r }));
  out.forEach((r, j) => {
    const prev = out[j - 1];
    if (prev && r.accRewardPerShare < prev.accRewardPerShare) r.accRewardPerShare = prev.accRewardPerShare;
    const end = r.endTime === 0 ? now : Math.min(r.endTime, now);
    const overlap = end - Math.max(last, r.startTime);
    if (overlap > 0 && supply > 0n) r.accRewardPerShare += (r.rewardPerSecond * BigInt(overlap) * SCALE) / supply;
  });
  return out;
}

/** The accumulator a user catches up to: the last round's (0 before any round). */
export const currentAcc = (rounds: RewardRound[]): bigint => rounds.at(-1)?.accRewardPerShare ?? 0n;

/** Reward released by `rounds` over (from, to]: Σ rps·overlap (what the gauge can owe at most). */
export function releasedBetween(rounds: RewardRound[], from: number, to: number): bigint {
  let sum = 0n;
  for (const r of rounds) {
    const end = r.endTime === 0 ? to : Math.min(r.endTime, to);
    const overlap = end - Math.max(from, r.startTime);
    if (overlap > 0) sum += r.rewardPerSecond * BigInt(overlap);
  }
  return sum;
}

/** Unlock time of a locked deposit. */
export const unlockAt = (d: LockedDeposit) => d.createdAt + d.lockTime;

/**
 * Time-average of the lock-boosted balance over (from, to]: it starts at `balance` and drops by (boosted − amount)
 * when each lock expires. Capped at `balance` (the weight stored at the last action). `to ≤ from` gives `balance`.
 * The weight of an account saved before the (average, period) pairs were kept (`account.ts` `lockAverageAt`).
 */
export function averageLockBoosted(balance: bigint, deposits: LockedDeposit[], from: number, to: number): bigint {
  if (to <= from) return balance;
  let weight = balance;
  let t = from;
  let area = 0n;
  const expiring = deposits.filter((d) => unlockAt(d) < to).sort((a, b) => unlockAt(a) - unlockAt(b));
  for (const d of expiring) {
    const at = Math.max(unlockAt(d), from);
    area += weight * BigInt(at - t);
    t = at;
    weight -= d.boostedAmount - d.amount;
  }
  area += weight * BigInt(to - t);
  const avg = area / BigInt(to - from);
  return avg > balance ? balance : avg;
}

/** Accrues one reward token for a user weight over the interval (new = floor(w·Δacc/SCALE)), all unlocked. */
export function accrue(reward: RewardData, rounds: RewardRound[], weight: bigint, poolTime: number): RewardData {
  const acc = currentAcc(rounds);
  const earned = acc > reward.accRewardPerShare ? (weight * (acc - reward.accRewardPerShare)) / SCALE : 0n;
  return {
    accRewardPerShare: acc > reward.accRewardPerShare ? acc : reward.accRewardPerShare,
    lockedReward: reward.lockedReward,
    unlockedReward: reward.unlockedReward + earned,
    lastRewardTime: poolTime,
  };
}

/**
 * Accrues one reward token with vesting (dao `GaugeAccountHelpers.calculateRewards`): round by round from the user's
 * last reward time, each round's new reward is split by `gaugeVestingSplit`, the "farm end" being the last round's
 * end (0 while an extra token is not ended); the last round is not clipped at its end. Ratio 0 is `accrue`.
 */
export function accrueVesting(
  reward: RewardData,
  vesting: VestingData,
  rounds: RewardRound[],
  weight: bigint,
  poolTime: number,
): { reward: RewardData; vesting: VestingData } {
  if (vesting.vestingRatio === 0 || vesting.vestingPeriod === 0)
    return { reward: accrue(reward, rounds, weight, poolTime), vesting };
  const first = rounds[0];
  if (!first) return { reward, vesting };
  const r = { ...reward };
  const v = { ...vesting };
  if (poolTime <= first.startTime) return { reward: { ...r, lastRewardTime: poolTime }, vesting: v };
  if (r.lastRewardTime >= poolTime) return { reward: r, vesting: v };
  r.lastRewardTime = Math.max(r.lastRewardTime, first.startTime);
  const farmEnd = rounds[rounds.length - 1].endTime; // rounds has a first, so a last
  let i = rounds.length - 1;
  while (i > 0 && rounds[i].startTime > r.lastRewardTime) i -= 1;
  for (const round of rounds.slice(i)) {
    if (poolTime <= round.startTime) break;
    let upTo = round.endTime === 0 ? poolTime : Math.min(poolTime, round.endTime);
    if (upTo === farmEnd) upTo = poolTime;
    if (r.lastRewardTime >= upTo) continue;
    const acc = round.accRewardPerShare;
    const earned = acc > r.accRewardPerShare ? (weight * (acc - r.accRewardPerShare)) / SCALE : 0n;
    const split = gaugeVestingSplit(
      {
        reward: earned,
        locked: r.lockedReward,
        vestingTime: v.vestingTime,
        from: r.lastRewardTime,
        to: upTo,
        farmEndTime: farmEnd,
      },
      { period: v.vestingPeriod, ratio: v.vestingRatio },
    );
    r.lockedReward = split.locked;
    r.unlockedReward += split.unlocked;
    if (acc > r.accRewardPerShare) r.accRewardPerShare = acc;
    r.lastRewardTime = upTo;
    v.vestingTime = split.vestingTime;
  }
  return { reward: r, vesting: v };
}

/** Locks that expired by `now`: the ones to drop and the boost they no longer carry. */
export function expiredLocks(deposits: LockedDeposit[], now: number) {
  const expired = deposits.filter((d) => unlockAt(d) <= now);
  return {
    kept: deposits.filter((d) => unlockAt(d) > now),
    amount: expired.reduce((s, d) => s + d.amount, 0n),
    boost: expired.reduce((s, d) => s + d.boostedAmount - d.amount, 0n),
  };
}
