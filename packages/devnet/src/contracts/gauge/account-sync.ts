/**
 * The GaugeAccount's state and its sync, pure (no message, no I/O): the gauge's sync data and the veQUBE averages
 * bring the rewards and locks to the gauge's time (`synced`), with the account's own lock-boosted average
 * (`lockAverageAt`). The contract's handlers and getters that use them are in `account.ts`.
 */
import type { FunctionInput, GaugeAccountAbi } from '@tycho/abi';
import { big } from '../tip3';
import { type Averages, intervalBalances, intervalTotalBoosted, type VeAverages, type VeFigures } from './ve-boost';
import {
  accrueVesting,
  averageLockBoosted,
  expiredLocks,
  type LockedDeposit,
  type RewardData,
  type RewardRound,
  unlockAt,
  type VestingData,
} from './rewards';

export interface GaugeAccountState {
  gauge: string;
  user: string;
  balance: bigint;
  lockBoostedBalance: bigint;
  lockedBalance: bigint;
  /** The ve part and the total (lock + ve boost) as computed at the last action; absent in states saved before. */
  veBoostedBalance?: bigint;
  totalBoostedBalance?: bigint;
  /** The veQUBE figures read at the last action (user's, total). */
  lastVe?: VeFigures;
  /**
   * The averages seen at the last action (dao `lastAverageState`), its own lock-boosted (average, period) among them;
   * absent in states saved before they were modelled (that interval then uses the ve boost stored at the last action).
   */
  lastAverages?: Averages;
  /** The gauge's VoteEscrow as read at the last action (absent before the first). */
  voteEscrow?: string;
  lockedDeposits: LockedDeposit[];
  lastUpdateTime: number;
  qubeReward: RewardData;
  extraReward: RewardData[];
  /** The gauge's vesting terms (given at deploy, outside the address) and each token's vesting time. */
  qubeVesting: VestingData;
  extraVesting: VestingData[];
}

/** What the gauge deploys an account with besides its address data (the real platform's deploy params). */
export interface GaugeAccountParams {
  qubeVestingPeriod: number;
  qubeVestingRatio: number;
  extraVestingPeriods: number[];
  extraVestingRatios: number[];
}

export type SyncData = FunctionInput<typeof GaugeAccountAbi, 'processClaim'>['gauge_sync_data'];

export const emptyReward = (): RewardData => ({
  accRewardPerShare: 0n,
  lockedReward: 0n,
  unlockedReward: 0n,
  lastRewardTime: 0,
});

export const vestingOf = (period: unknown, ratio: unknown): VestingData => ({
  vestingTime: 0,
  vestingPeriod: Number(period ?? 0),
  vestingRatio: Number(ratio ?? 0),
});

/** An account saved before vesting was modelled has none (ratio 0). */
export const vestingAt = (s: GaugeAccountState, k: number): VestingData => s.extraVesting?.[k] ?? vestingOf(0, 0);

const rounds = (rs: SyncData['qubeRewardRounds']): RewardRound[] =>
  rs.map((r) => ({
    startTime: Number(r.startTime),
    endTime: Number(r.endTime),
    rewardPerSecond: big(r.rewardPerSecond),
    accRewardPerShare: big(r.accRewardPerShare),
  }));

/** The stored total-boosted balance (a state saved before the ve boost was modelled has the lock-boosted one). */
export const storedTotal = (s: GaugeAccountState) => s.totalBoostedBalance ?? s.lockBoostedBalance;
export const storedVe = (s: GaugeAccountState) => s.veBoostedBalance ?? (s.balance * 4n) / 10n;

/**
 * The account's own lock-boosted (average, period) brought to `t` (dao `calculateLockBalanceAverage`,
 * `_updateBalanceAverage`): each lock that ended by `t` closes the average at its unlock time and lowers the balance.
 * The first update (lastUpdateTime 0) only stamps the time.
 */
export function lockAverageAt(s: GaugeAccountState, t: number) {
  let average = s.lastAverages?.lockBoostedBalanceAverage ?? 0n;
  let period = s.lastAverages?.lockBoostedBalanceAveragePeriod ?? 0;
  let last = s.lastUpdateTime;
  let balance = s.lockBoostedBalance;
  const step = (to: number) => {
    if (to <= last || last === 0) {
      last = last === 0 ? to : last;
      return;
    }
    const dt = to - last;
    average = (average * BigInt(period) + balance * BigInt(dt)) / BigInt(period + dt);
    period += dt;
    last = to;
  };
  const ended = s.lockedDeposits.filter((d) => unlockAt(d) <= t).sort((a, b) => unlockAt(a) - unlockAt(b));
  for (const d of ended) {
    step(unlockAt(d));
    balance -= d.boostedAmount - d.amount;
  }
  step(t);
  return { average, period };
}

/**
 * The weights over the interval since the last action up to `t`, given the ve averages now: QUBE's (total boost) and
 * the extra tokens' (lock boost), and the averages to store. An account saved before the averages were kept uses its
 * time-average lock boost plus the ve boost stored at its last action, capped at the stored total.
 */
function intervalWeights(s: GaugeAccountState, sync: SyncData, ve: VeAverages, t: number) {
  const lock = lockAverageAt(s, t);
  const cur: Averages = {
    ...ve,
    lockBoostedBalanceAverage: lock.average,
    lockBoostedBalanceAveragePeriod: lock.period,
    gaugeSupplyAverage: big(sync.depositSupplyAverage),
    gaugeSupplyAveragePeriod: Number(sync.depositSupplyAveragePeriod),
  };
  if (!s.lastAverages) {
    const weight = averageLockBoosted(s.lockBoostedBalance, s.lockedDeposits, s.lastUpdateTime, t);
    return { cur, lock: weight, qube: intervalTotalBoosted(s.balance, weight, storedVe(s), storedTotal(s)) };
  }
  const stored = {
    balance: s.balance,
    lockBoosted: s.lockBoostedBalance,
    veBoosted: storedVe(s),
    totalBoosted: storedTotal(s),
  };
  return { cur, ...intervalBalances(stored, s.lastAverages, cur) };
}

/**
 * Rewards and locks brought to the gauge's time (pure: returns the new state and the boost of the expired locks),
 * with the VoteEscrow's and the VE account's averages `ve` now. Extra tokens accrue with the interval lock-boosted
 * weight, QUBE with the interval total-boosted one (`intervalWeights`); the averages seen are stored for the next.
 */
export function synced(s: GaugeAccountState, sync: SyncData, ve: VeAverages) {
  const t = Math.max(Number(sync.poolLastRewardTime), s.lastUpdateTime);
  const w = intervalWeights(s, sync, ve, t);
  const extraRounds = sync.extraRewardRounds.map(rounds);
  const expired = expiredLocks(s.lockedDeposits, t);
  const qube = accrueVesting(s.qubeReward, s.qubeVesting ?? vestingOf(0, 0), rounds(sync.qubeRewardRounds), w.qube, t);
  const extra = extraRounds.map((r, k) =>
    accrueVesting(s.extraReward[k] ?? emptyReward(), vestingAt(s, k), r, w.lock, t),
  );
  const next: GaugeAccountState = {
    ...s,
    qubeReward: qube.reward,
    qubeVesting: qube.vesting,
    extraReward: extra.map((x) => x.reward),
    extraVesting: extra.map((x) => x.vesting),
    lockedDeposits: expired.kept,
    lockedBalance: s.lockedBalance - expired.amount,
    lockBoostedBalance: s.lockBoostedBalance - expired.boost,
    lastUpdateTime: t,
    lastAverages: w.cur,
  };
  return { next, expiredBoost: expired.boost };
}
