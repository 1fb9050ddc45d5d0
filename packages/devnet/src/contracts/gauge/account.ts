/**
 * GaugeAccount (dao `contracts/gauge/GaugeAccount.tsol`): one user's position at one gauge. The gauge calls it with
 * its sync data (rounds advanced to now); the account expires locks that ended (telling the gauge to burn their
 * boost), accrues each reward token with its time-averaged weight, applies the action and calls the gauge back
 * (`finishDeposit`, `finishWithdraw` or `revertWithdraw`, `finishClaim`) with its total-boosted balance before and
 * after (lock boost + veQUBE boost, `ve-boost.ts`). Simplifications: see `rewards.ts` and `ve-boost.ts`.
 */
import { callOf, GaugeAbi, GaugeAccountAbi, type FunctionInput } from '@tycho/abi';
import { gaugeTotalBoost } from '@tycho/dex-math';
import { Flag } from '../../engine/constants';
import { typedModel } from '../../engine/typed-model';
import { ensure, type HandlerContext } from '../../engine/types';
import { big, max } from '../tip3';
import { GaugeErrors, GaugeGas } from './constants';
import { GAUGE_ACCOUNT_KIND } from './gauge-core';
import { intervalTotalBoosted, readVe, veBoostOf, type VeFigures } from './ve-boost';
import {
  accrueVesting,
  averageLockBoosted,
  expiredLocks,
  type LockedDeposit,
  type RewardData,
  type RewardRound,
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
 * Rewards and locks brought to the gauge's time (pure: returns the new state and the boost of the expired locks).
 * Extra tokens use the time-average lock-boosted weight; QUBE adds the ve boost stored at the last action, capped at
 * the stored total-boosted balance.
 */
export function synced(s: GaugeAccountState, sync: SyncData) {
  const t = Math.max(Number(sync.poolLastRewardTime), s.lastUpdateTime);
  const weight = averageLockBoosted(s.lockBoostedBalance, s.lockedDeposits, s.lastUpdateTime, t);
  const qubeWeight = intervalTotalBoosted(s.balance, weight, storedVe(s), storedTotal(s));
  const extraRounds = sync.extraRewardRounds.map(rounds);
  const expired = expiredLocks(s.lockedDeposits, t);
  const qube = accrueVesting(
    s.qubeReward,
    s.qubeVesting ?? vestingOf(0, 0),
    rounds(sync.qubeRewardRounds),
    qubeWeight,
    t,
  );
  const extra = extraRounds.map((r, k) =>
    accrueVesting(s.extraReward[k] ?? emptyReward(), vestingAt(s, k), r, weight, t),
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
  };
  return { next, expiredBoost: expired.boost };
}

function sync(ctx: Ctx, data: SyncData) {
  ensure(ctx.sender === ctx.state.gauge, GaugeErrors.NOT_GAUGE);
  ctx.reserve(max(ctx.balanceBefore, GaugeGas.ACCOUNT_RESERVE));
  const { next, expiredBoost } = synced(ctx.state, data);
  Object.assign(ctx.state, next);
  if (expiredBoost > 0n) {
    ctx.send({
      to: ctx.state.gauge,
      value: GaugeGas.CALLBACK,
      bounce: false,
      call: callOf(GaugeAbi, 'burnLockBoostedBalance', { user: ctx.state.user, expired_boosted: expiredBoost }),
    });
  }
}

/**
 * Recomputes the ve and total boosts after an action from the veQUBE read now and the gauge's deposit supply after
 * the action; returns the total-boosted balance before and after (the gauge moves totalBoostedSupply by the change).
 */
function reboost(ctx: Ctx, depositSupply: bigint, old: bigint) {
  const s = ctx.state;
  const ve = readVe(ctx, s.gauge, s.user);
  const b = veBoostOf(s.balance, s.lockBoostedBalance, depositSupply, ve);
  s.veBoostedBalance = b.veBoosted;
  s.totalBoostedBalance = b.totalBoosted;
  s.lastVe = ve;
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
      sync(ctx, i.gauge_sync_data);
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
          ...reboost(ctx, big(i.gauge_sync_data.depositSupply), old),
          _deposit_nonce: i.deposit_nonce,
        }),
      );
    },
    processWithdraw(ctx, i) {
      sync(ctx, i.gauge_sync_data);
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
          ...reboost(ctx, supply > amount ? supply - amount : 0n, old),
          meta: i.meta,
        }),
      );
    },
    processClaim(ctx, i) {
      sync(ctx, i.gauge_sync_data);
      const s = ctx.state;
      toGauge(
        ctx,
        callOf(GaugeAbi, 'finishClaim', {
          user: s.user,
          ...takeRewards(s),
          ...reboost(ctx, big(i.gauge_sync_data.depositSupply), storedTotal(s)),
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
    getDetails: (s) => ({
      _gauge: s.gauge,
      _user: s.user,
      _voteEscrow: s.gauge,
      _veAccount: s.gauge,
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
    /** The ve figures passed in are the veQUBE to boost by (the devnet has no ve averages, see `ve-boost.ts`). */
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
    /** The ve inputs are not used: between actions the ve boost stays the one stored at the last action. */
    pendingReward: (s, i) => {
      const { next } = synced(s, i.gauge_sync_data);
      return {
        _qubeReward: rewardOut(next.qubeReward),
        _qubeVesting: vestingOut(next.qubeVesting),
        _extraReward: next.extraReward.map(rewardOut),
        _extraVesting: next.extraVesting.map(vestingOut),
      };
    },
    calculateLockBalanceAverage: (s, _i, env) => {
      const expired = expiredLocks(s.lockedDeposits, env.now);
      return {
        _balance: s.balance,
        _lockedBalance: s.lockedBalance - expired.amount,
        _lockBoostedBalance: s.lockBoostedBalance - expired.boost,
        _lockBoostedBalanceAverage: averageLockBoosted(
          s.lockBoostedBalance,
          s.lockedDeposits,
          s.lastUpdateTime,
          env.now,
        ),
        _lockBoostedBalanceAveragePeriod: Math.max(env.now - s.lastUpdateTime, 0),
      };
    },
    lockedDeposits: (s) => ({
      lockedDeposits: s.lockedDeposits.map((d, k) => [(d.createdAt + d.lockTime) * 100 + k, { ...d }] as const),
    }),
  },
});
