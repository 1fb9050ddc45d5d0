/**
 * GaugeAccount (dao `contracts/gauge/GaugeAccount.tsol`): one user's position at one gauge. The gauge calls it with
 * its sync data (rounds advanced to now, the deposit supply and its average); the account reads the veQUBE averages
 * (`ve-boost.ts` `readVe`), expires locks that ended (telling the gauge to burn their boost), accrues each reward
 * token with its weight over the interval since its last action (`ve-boost.ts` `intervalBalances`), stores the
 * averages it saw, applies the action and calls the gauge back (`finishDeposit`, `finishWithdraw` or
 * `revertWithdraw`, `finishClaim`) with its total-boosted balance before and after (lock boost + veQUBE boost).
 * Simplifications: see `rewards.ts` and `ve-boost.ts`; the state and its pure sync are in `account-sync.ts`.
 */
import { callOf, GaugeAbi, GaugeAccountAbi, ZERO_ADDRESS } from '@tycho/abi';
import { gaugeTotalBoost } from '@tycho/dex-math';
import { Flag } from '../../engine/constants';
import { typedModel } from '../../engine/typed-model';
import { ensure, type HandlerContext } from '../../engine/types';
import { big, max } from '../tip3';
import { GaugeErrors, GaugeGas } from './constants';
import { VE_ACCOUNT_KIND } from '../vote-escrow/constants';
import { GAUGE_ACCOUNT_KIND } from './gauge-core';
import { readVe, veBoostOf, type VeAverages, type VeReading } from './ve-boost';
import { expiredLocks, type RewardData, type VestingData } from './rewards';
import {
  emptyReward,
  type GaugeAccountState,
  lockAverageAt,
  storedTotal,
  storedVe,
  synced,
  type SyncData,
  vestingAt,
  vestingOf,
} from './account-sync';

export { type GaugeAccountParams, type GaugeAccountState, lockAverageAt, storedTotal, synced } from './account-sync';

type Ctx = HandlerContext<GaugeAccountState>;

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
 * contract's `_sync_data`) and the gauge's deposit supply as the gauge sent it (before the action, for a deposit
 * and for a withdraw alike); returns the total-boosted balance before
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
      toGauge(
        ctx,
        callOf(GaugeAbi, 'finishWithdraw', {
          user: s.user,
          amount,
          ...(i.claim ? takeRewards(s) : noRewards(s)),
          claim: i.claim,
          // the deposit supply the gauge sent, from before this withdraw (`processWithdraw_final` uses
          // `_data.gaugeDepositSupply` as read by the sync, not the supply after the amount leaves)
          ...reboost(s, ve, big(i.gauge_sync_data.depositSupply), old),
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
    /** 1.5 + 0.01 per locked deposit + 0.5 per extra reward token (`GaugeAccountHelpers.calculateMinGas`). */
    calculateMinGas: (s) => ({ min_gas: GaugeGas.accountMinGas(s.lockedDeposits.length, s.extraReward.length) }),
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
