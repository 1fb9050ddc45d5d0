/**
 * GaugeAccount (dao `contracts/gauge/GaugeAccount.tsol`): one user's position at one gauge. The gauge calls it with
 * its sync data (rounds advanced to now, the deposit supply and its average); the account reads the veQUBE averages
 * (`ve-boost.ts` `readVe`), expires locks that ended (telling the gauge to burn their boost), accrues each reward
 * token with its weight over the interval since its last action (`ve-boost.ts` `intervalBalances`), stores the
 * averages it saw, applies the action and calls the gauge back (`finishDeposit`, `finishWithdraw` or
 * `revertWithdraw`, `finishClaim`) with its total-boosted balance before and after (lock boost + veQUBE boost).
 * Simplifications: see `rewards.ts` and `ve-boost.ts`.
 */
import { callOf, GaugeAbi, GaugeAccountAbi, ZERO_ADDRESS, type FunctionInput } from '@tycho/abi';
import { gaugeTotalBoost } from '@tycho/dex-math';
import { Flag } from '../../engine/constants';
import { typedModel } from '../../engine/typed-model';
import { ensure, type HandlerContext } from '../../engine/types';
import { big, max } from '../tip3';
import { GaugeErrors, GaugeGas } from './constants';
import { VE_ACCOUNT_KIND } from '../vote-escrow/constants';
import { GAUGE_ACCOUNT_KIND } from './gauge-core';
import {
  type Averages,
  intervalBalances,
  intervalTotalBoosted,
  readVe,
  veBoostOf,
  type VeAverages,
  type VeFigures,
  type VeReading,
} from './ve-boost';
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

type Ctx = HandlerContext<GaugeAccountState>;
type SyncData = FunctionInput<typeof GaugeAccountAbi, 'processClaim'>['gauge_sync_data'];

const emptyReward = (): RewardData => ({
  accRewardPerShare: 0n,
  lockedReward: 0n,
  unlockedReward: 0n,
  lastRewardTime: 0,
});

const vestingOf = (period: unknown, ratio: unknown): VestingData => ({
  vestingTime: 0,
  vestingPeriod: Number(period ?? 0),
  vestingRatio: Number(ratio ?? 0),
});

/** An account saved before vesting was modelled has none (ratio 0). */
const vestingAt = (s: GaugeAccountState, k: number): VestingData => s.extraVesting?.[k] ?? vestingOf(0, 0);

const rounds = (rs: SyncData['qubeRewardRounds']): RewardRound[] =>
  rs.map((r) => ({
    startTime: Number(r.startTime),
    endTime: Number(r.endTime),
    rewardPerSecond: big(r.rewardPerSecond),
    accRewardPerShare: big(r.accRewardPerShare),
  }));

/** The stored total-boosted balance (a state saved before the ve boost was modelled has the lock-boosted one). */
export const storedTotal = (s: GaugeAccountState) => s.totalBoostedBalance ?? s.lockBoostedBalance;
const storedVe = (s: GaugeAccountState) => s.veBoostedBalance ?? (s.balance * 4n) / 10n;

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

/** Reads the vote escrow, brings the account to the gauge's time and burns the boost of the locks that ended. */
function sync(ctx: Ctx, data: SyncData): VeReading {
  ensure(ctx.sender === ctx.state.gauge, GaugeErrors.NOT_GAUGE);
  ctx.reserve(max(ctx.balanceBefore, GaugeGas.ACCOUNT_RESERVE));
  const ve = readVe(ctx, ctx.state.gauge, ctx.state.user);
  const { next, expiredBoost } = synced(ctx.state, data, ve.averages);
  Object.assign(ctx.state, next);
  if (ve.voteEscrow) ctx.state.voteEscrow = ve.voteEscrow;
  if (expiredBoost > 0n) {
    ctx.send({
      to: ctx.state.gauge,
      value: GaugeGas.CALLBACK,
      bounce: false,
      call: callOf(GaugeAbi, 'burnLockBoostedBalance', { user: ctx.state.user, expired_boosted: expiredBoost }),
    });
  }
  return ve;
}

/**
 * Recomputes the ve and total boosts after an action from the veQUBE read at it (current balances, like the
 * contract's `_sync_data`) and the gauge's deposit supply after the action; returns the total-boosted balance before
 * and after (the gauge moves totalBoostedSupply by the change).
 */
function reboost(s: GaugeAccountState, ve: VeReading, depositSupply: bigint, old: bigint) {
  const figures = { veAcc: ve.veAcc, veSupply: ve.veSupply };
  const b = veBoostOf(s.balance, s.lockBoostedBalance, depositSupply, figures);
  s.veBoostedBalance = b.veBoosted;
  s.totalBoostedBalance = b.totalBoosted;
  s.lastVe = figures;
  return { boosted_bal_old: old, boosted_bal_new: b.totalBoosted };
}

/** Takes the unlocked rewards out (they are being paid). */
function takeRewards(s: GaugeAccountState) {
  const qube = s.qubeReward.unlockedReward;
  const extra = s.extraReward.map((r) => r.unlockedReward);
  s.qubeReward.unlockedReward = 0n;
  s.extraReward.forEach((r) => (r.unlockedReward = 0n));
  return { qube_reward: qube, extra_reward: extra };
}

const noRewards = (s: GaugeAccountState) => ({ qube_reward: 0n, extra_reward: s.extraReward.map(() => 0n) });

const toGauge = (ctx: Ctx, call: ReturnType<typeof callOf>) =>
  ctx.send({ to: ctx.state.gauge, flag: Flag.ALL_NOT_RESERVED, bounce: false, call });

const rewardOut = (r: RewardData) => ({ ...r });
const vestingOut = (v: VestingData | undefined) => ({ ...(v ?? vestingOf(0, 0)) });

export const GaugeAccountModel = typedModel<GaugeAccountState, typeof GaugeAccountAbi>({
  kind: GAUGE_ACCOUNT_KIND,
  abi: GaugeAccountAbi,
  init: (p) => ({
    gauge: String(p.gauge),
    user: String(p.user),
    balance: 0n,
    lockBoostedBalance: 0n,
    lockedBalance: 0n,
    veBoostedBalance: 0n,
    totalBoostedBalance: 0n,
    lockedDeposits: [],
    lastUpdateTime: 0,
    qubeReward: emptyReward(),
    extraReward: [],
    qubeVesting: vestingOf(p.qubeVestingPeriod, p.qubeVestingRatio),
    extraVesting: ((p.extraVestingPeriods as unknown[] | undefined) ?? []).map((period, k) =>
      vestingOf(period, (p.extraVestingRatios as unknown[] | undefined)?.[k]),
    ),
  }),
  handlers: {
    constructor() {},
    processDeposit(ctx, i) {
      const ve = sync(ctx, i.gauge_sync_data);
      const s = ctx.state;
      const old = storedTotal(s);
      const amount = big(i.amount);
      const lockTime = Number(i.lockTime);
      s.balance += amount;
      s.lockBoostedBalance += big(i.boostedAmount);
      if (lockTime > 0) {
        s.lockedBalance += amount;
        s.lockedDeposits.push({ amount, boostedAmount: big(i.boostedAmount), lockTime, createdAt: ctx.now });
      }
      toGauge(
        ctx,
        callOf(GaugeAbi, 'finishDeposit', {
          user: s.user,
          ...(i.claim ? takeRewards(s) : noRewards(s)),
          claim: i.claim,
          ...reboost(s, ve, big(i.gauge_sync_data.depositSupply), old),
          _deposit_nonce: i.deposit_nonce,
        }),
      );
    },
    processWithdraw(ctx, i) {
      const ve = sync(ctx, i.gauge_sync_data);
      const s = ctx.state;
      const amount = big(i.amount);
      if (amount > s.balance - s.lockedBalance) {
        toGauge(ctx, callOf(GaugeAbi, 'revertWithdraw', { user: s.user, meta: i.meta }));
        return;
      }
      const old = storedTotal(s);
      s.balance -= amount;
      s.lockBoostedBalance -= amount;
      const supply = big(i.gauge_sync_data.depositSupply);
      toGauge(
        ctx,
        callOf(GaugeAbi, 'finishWithdraw', {
          user: s.user,
          amount,
          ...(i.claim ? takeRewards(s) : noRewards(s)),
          claim: i.claim,
          ...reboost(s, ve, supply > amount ? supply - amount : 0n, old),
          meta: i.meta,
        }),
      );
    },
    processClaim(ctx, i) {
      const ve = sync(ctx, i.gauge_sync_data);
      const s = ctx.state;
      toGauge(
        ctx,
        callOf(GaugeAbi, 'finishClaim', {
          user: s.user,
          ...takeRewards(s),
          ...reboost(s, ve, big(i.gauge_sync_data.depositSupply), storedTotal(s)),
          meta: i.meta,
        }),
      );
    },
    increasePoolDebt(ctx, i) {
      ensure(ctx.sender === ctx.state.gauge, GaugeErrors.NOT_GAUGE);
      const s = ctx.state;
      s.qubeReward.unlockedReward += big(i.qube_debt);
      i.extra_debt.forEach((d, k) => {
        if (s.extraReward[k]) s.extraReward[k].unlockedReward += big(d);
      });
    },
  },
  getters: {
    /** The VoteEscrow and VE account are the zero address until the account's first action reads them. */
    getDetails: (s, _i, env) => ({
      _gauge: s.gauge,
      _user: s.user,
      _voteEscrow: s.voteEscrow || ZERO_ADDRESS,
      _veAccount: s.voteEscrow
        ? env.addressOf(VE_ACCOUNT_KIND, { voteEscrow: s.voteEscrow, user: s.user })
        : ZERO_ADDRESS,
      _current_version: 1,
      _balance: s.balance,
      _lockBoostedBalance: s.lockBoostedBalance,
      _veBoostedBalance: storedVe(s),
      _totalBoostedBalance: storedTotal(s),
      _lockedBalance: s.lockedBalance,
      _lastUpdateTime: s.lastUpdateTime,
      _lockedDepositsNum: s.lockedDeposits.length,
    }),
    /** 1.5 + 0.01 per locked deposit (the VE account part of the real figure). */
    calculateMinGas: (s) => ({ min_gas: 1_500_000_000n + 10_000_000n * BigInt(s.lockedDeposits.length) }),
    getRewardDetails: (s) => ({
      _qubeReward: rewardOut(s.qubeReward),
      _extraReward: s.extraReward.map(rewardOut),
      _qubeVesting: vestingOut(s.qubeVesting),
      _extraVesting: s.extraReward.map((_, k) => vestingOut(vestingAt(s, k))),
    }),
    /** The boosts of the account's balance for the figures passed in (what an action stores for the figures it read). */
    calculateTotalBoostedBalance: (s, i) => {
      const b = gaugeTotalBoost({
        balance: s.balance,
        lockBoosted: big(i._lockBoostedBalance),
        depositSupply: big(i._gaugeDepositSupply),
        veAcc: big(i._veAccBalance),
        veSupply: big(i._veSupply),
      });
      return {
        _veBoostedBalance: b.veBoosted,
        _totalBoostedBalance: b.totalBoosted,
        _veBoostMultiplier: b.veMultiplier,
        _lockBoostMultiplier: b.lockMultiplier,
        _totalBoostMultiplier: b.totalMultiplier,
      };
    },
    /**
     * What a claim now would leave in the account: the ve inputs are the VoteEscrow's `calculateAverage` and the VE
     * account's `calculateVeAverage` (zeros count as no veQUBE over the interval), the sync data the gauge's
     * `calcSyncData`.
     */
    pendingReward: (s, i) => {
      const ve: VeAverages = {
        veQubeAverage: big(i._veQubeAverage),
        veQubeAveragePeriod: Number(i._veQubeAveragePeriod),
        veAccQubeAverage: big(i._veAccQubeAverage),
        veAccQubeAveragePeriod: Number(i._veAccQubeAveragePeriod),
      };
      const { next } = synced(s, i.gauge_sync_data, ve);
      return {
        _qubeReward: rewardOut(next.qubeReward),
        _qubeVesting: vestingOut(next.qubeVesting),
        _extraReward: next.extraReward.map(rewardOut),
        _extraVesting: next.extraVesting.map(vestingOut),
      };
    },
    /** Locks that ended by now applied, and the lock-boosted (average, period) brought to now. */
    calculateLockBalanceAverage: (s, _i, env) => {
      const expired = expiredLocks(s.lockedDeposits, env.now);
      const average = lockAverageAt(s, Math.max(env.now, s.lastUpdateTime));
      return {
        _balance: s.balance,
        _lockedBalance: s.lockedBalance - expired.amount,
        _lockBoostedBalance: s.lockBoostedBalance - expired.boost,
        _lockBoostedBalanceAverage: average.average,
        _lockBoostedBalanceAveragePeriod: average.period,
      };
    },
    lockedDeposits: (s) => ({
      lockedDeposits: s.lockedDeposits.map((d, k) => [(d.createdAt + d.lockTime) * 100 + k, { ...d }] as const),
    }),
  },
});
