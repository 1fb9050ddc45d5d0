/**
 * Reward math of the old farm pools (broxus/everscale-yield-farming v3, reference farming-gauges.md §1.2–1.3): the
 * pool accumulator over reward rounds, a user's new reward and its vesting. One implementation for the devnet
 * contracts (which pay with it), the server (figures) and the web app (projections).
 *
 * Units: token amounts are bigints, times are unix seconds, the vesting ratio is per mille (1000 = 100 %), the
 * accumulator is scaled by 10^18. Simplification: the contract's `_isEven` bug (reference trap 9) is not copied; the
 * range sum S(n) = n(n+1)/2 is exact.
 */
export const FARM_SCALE = 10n ** 18n;
export const VESTING_RATIO_BASE = 1000n;

export interface FarmRound {
  startTime: number;
  /** One speed per reward token. */
  rewardPerSecond: bigint[];
}

export interface FarmPoolReward {
  rounds: FarmRound[];
  /** 0 = no end (infinite). */
  farmEndTime: number;
  /** 0 = none; after it the pool stops earning (the old pools' migration date). */
  stopTime: number;
  lastRewardTime: number;
  accRewardPerShare: bigint[];
  unclaimedReward: bigint[];
  /** Total deposited LP. */
  tokenBalance: bigint;
}

const INF = Number.MAX_SAFE_INTEGER;

/** End of round `j`: the next round's start, or the farm end (never when there is no end). */
export function roundEnd(rounds: FarmRound[], j: number, farmEndTime: number): number {
  const next = rounds[j + 1];
  if (next) return farmEndTime > 0 ? Math.min(next.startTime, farmEndTime) : next.startTime;
  return farmEndTime > 0 ? farmEndTime : INF;
}

/** Seconds of round `j` inside [from, to), cut at `stopTime`. */
function overlap(p: Pick<FarmPoolReward, 'rounds' | 'farmEndTime' | 'stopTime'>, j: number, from: number, to: number) {
  const start = Math.max(p.rounds[j]!.startTime, from);
  let end = Math.min(roundEnd(p.rounds, j, p.farmEndTime), to);
  if (p.stopTime > 0) end = Math.min(end, p.stopTime);
  return Math.max(end - start, 0);
}

/** The pool's accumulator brought to `now` (`calculateRewardData`); the reward of an empty pool goes to unclaimed. */
export function advanceFarm(p: FarmPoolReward, now: number): FarmPoolReward {
  const to = Math.max(now, p.lastRewardTime);
  const acc = [...p.accRewardPerShare];
  const unclaimed = [...p.unclaimedReward];
  p.rounds.forEach((round, j) => {
    const m = BigInt(overlap(p, j, p.lastRewardTime, to));
    if (m === 0n) return;
    round.rewardPerSecond.forEach((rps, k) => {
      const reward = rps * m;
      if (p.tokenBalance > 0n) acc[k] = (acc[k] ?? 0n) + (reward * FARM_SCALE) / p.tokenBalance;
      else unclaimed[k] = (unclaimed[k] ?? 0n) + reward;
    });
  });
  return { ...p, lastRewardTime: to, accRewardPerShare: acc, unclaimedReward: unclaimed };
}

/** Total reward the rounds emit between `from` and `to` for each of `n` tokens (for the full-reward check). */
export function emittedReward(
  p: Pick<FarmPoolReward, 'rounds' | 'farmEndTime' | 'stopTime'>,
  n: number,
  from: number,
  to: number,
): bigint[] {
  const out = Array.from({ length: n }, () => 0n);
  p.rounds.forEach((round, j) => {
    const m = BigInt(overlap(p, j, from, to));
    round.rewardPerSecond.forEach((rps, k) => (out[k] = (out[k] ?? 0n) + rps * m));
  });
  return out;
}

/**
 * The full reward a pool pays from its first round to its end: undefined while it has no end (an infinite pool has
 * no finite full reward).
 */
export function fullReward(p: Pick<FarmPoolReward, 'rounds' | 'farmEndTime' | 'stopTime'>, n: number) {
  const first = p.rounds[0];
  if (!first) return Array.from({ length: n }, () => 0n);
  if (p.farmEndTime === 0 && p.stopTime === 0) return undefined;
  const end = Math.min(p.farmEndTime || INF, p.stopTime || INF);
  return emittedReward(p, n, first.startTime, end);
}

export interface FarmUserReward {
  amount: bigint;
  rewardDebt: bigint[];
  /** Locked (vesting) reward. */
  entitled: bigint[];
  vestingTime: number[];
  poolDebt: bigint[];
  lastRewardTime: number;
}

export interface Vesting {
  /** Seconds. */
  period: number;
  /** Per mille. */
  ratio: number;
}

export interface PendingReward {
  /** Still locked after this update. */
  entitled: bigint[];
  /** Paid now (immediate share + unlocked vesting + released old locks + pool debt). */
  vested: bigint[];
  poolDebt: bigint[];
  vestingTime: number[];
}

/** Unlocked part of `v`, accrued evenly over `delta` seconds, each second's slice vesting linearly over `period`. */
export function unlockedOver(v: bigint, delta: number, period: number): bigint {
  if (delta <= 0 || v === 0n) return 0n;
  const P = BigInt(period);
  const d = BigInt(delta);
  if (delta <= period) return (v * (d + 1n)) / (2n * P);
  const full = (v * (d - P)) / d;
  const rest = v - full;
  return full + (rest * (P + 1n)) / (2n * P);
}

function newUnlocked(v: bigint, t0: number, t: number, vest: Vesting, end: number): bigint {
  if (end > 0 && t > end) {
    if (t0 >= end) return 0n;
    const u = unlockedOver(v, end - t0, vest.period);
    const locked = v - u;
    const since = BigInt(Math.min(t - end, vest.period));
    return u + (locked * since) / BigInt(vest.period);
  }
  return unlockedOver(v, t - t0, vest.period);
}

const min = (a: bigint, b: bigint) => (a < b ? a : b);

/** One vesting update of one reward token: the new reward since the user's last update and the old locked reward. */
export interface VestingStep {
  /** New reward since `from` (before the split). */
  reward: bigint;
  /** Reward still locked from before (entitled). */
  locked: bigint;
  /** When `locked` is fully released. */
  vestingTime: number;
  /** The user's last update. */
  from: number;
  /** The pool's time now. */
  to: number;
  /** 0 = no end. */
  farmEndTime: number;
}

export interface VestingSplit {
  /** Locked after this update. */
  locked: bigint;
  /** Released now: the immediate share, the unlocked part of the new vesting and the released old locks. */
  unlocked: bigint;
  vestingTime: number;
}

/**
 * The vesting update shared by the farm pools and the gauges: the ratio share of the new reward vests (the part
 * already unlocked by `to` is released at once), old locks release linearly until their vesting time, and the new
 * vesting time averages the old locked reward (remaining time) and the new (full period, `newWeight` times).
 */
function vestingSplit(s: VestingStep, vest: Vesting, newWeight: bigint): VestingSplit {
  const { reward: r, locked: e, vestingTime: T, from: t0, to: t, farmEndTime } = s;
  const v = (r * BigInt(vest.ratio)) / VESTING_RATIO_BASE;
  const unlocked = newUnlocked(v, t0, t, vest, farmEndTime);
  const released = t >= T || T <= t0 ? e : (e * BigInt(t - t0)) / BigInt(T - t0);
  const eRem = e - released;
  const lNew = v - unlocked;
  let time: number;
  if (eRem === 0n && lNew === 0n) time = t;
  else if (eRem === 0n) time = t + vest.period;
  else if (lNew === 0n) time = T;
  else {
    const avg = (eRem * BigInt(Math.max(T - t, 0)) + newWeight * lNew * BigInt(vest.period)) / (eRem + lNew);
    time = t + Number(min(BigInt(vest.period), avg));
  }
  if (farmEndTime > 0) time = Math.min(time, farmEndTime + vest.period);
  return { locked: eRem + lNew, unlocked: r - v + unlocked + released, vestingTime: time };
}

/**
 * Gauge vesting (dao `GaugeAccountVesting._computeVesting`, reference farming-gauges.md §2.5): the farm pools' model
 * with the new locked reward weighted twice when averaging the vesting time. Ratio 0 (or period 0): everything is
 * released and the vesting time is kept.
 */
export function gaugeVestingSplit(s: VestingStep, vest: Vesting): VestingSplit {
  if (vest.ratio === 0 || vest.period === 0)
    return { locked: s.locked, unlocked: s.reward, vestingTime: s.vestingTime };
  return vestingSplit(s, vest, 2n);
}

/** UserDataV3 `pendingReward`: the reward since the user's last action, split into vested and locked. */
export function pendingFarmReward(
  u: FarmUserReward,
  acc: bigint[],
  poolLastRewardTime: number,
  farmEndTime: number,
  vest: Vesting,
): PendingReward {
  const t = Math.max(poolLastRewardTime, u.lastRewardTime);
  const t0 = u.lastRewardTime;
  const out: PendingReward = { entitled: [], vested: [], poolDebt: [], vestingTime: [] };
  acc.forEach((a, k) => {
    const gross = (u.amount * a) / FARM_SCALE - (u.rewardDebt[k] ?? 0n);
    const r = gross > 0n ? gross : 0n;
    const debt = u.poolDebt[k] ?? 0n;
    const e = u.entitled[k] ?? 0n;
    if (vest.ratio === 0 || vest.period === 0) {
      out.vested.push(r + e + debt);
      out.entitled.push(0n);
      out.vestingTime.push(t);
    } else {
      const step = { reward: r, locked: e, vestingTime: u.vestingTime[k] ?? 0, from: t0, to: t, farmEndTime };
      const split = vestingSplit(step, vest, 1n);
      out.vested.push(split.unlocked + debt);
      out.entitled.push(split.locked);
      out.vestingTime.push(split.vestingTime);
    }
    out.poolDebt.push(0n);
  });
  return out;
}

/** The user's reward debt after an action that leaves `amount` deposited. */
export const farmRewardDebt = (amount: bigint, acc: bigint[]) => acc.map((a) => (amount * a) / FARM_SCALE);
