/**
 * Gauge (dao `contracts/gauge/Gauge.tsol`): LP deposits by token transfer with an optional lock (boost up to
 * maxBoost at maxLockTime), QUBE rounds funded by VoteEscrow transfers, extra reward rounds set by the owner and
 * funded by anyone, claims and withdrawals through the user's GaugeAccount (`account.ts`), which keeps the balance,
 * the locks and the accrued rewards. Incoming transfers: `gauge-transfers.ts`. Simplifications: see `rewards.ts`.
 */
import { abiJson, callOf, GaugeAbi, GaugeAccountAbi, GaugeFactoryAbi, TokenRootAbi } from '@tycho/abi';
import { functionId } from '../../engine/codec';
import { Flag } from '../../engine/constants';
import { at, senderOf } from '../../engine/must';
import { emitEvent, typedModel } from '../../engine/typed-model';
import { ensure } from '../../engine/types';
import { big } from '../tip3';
import { GaugeErrors, GaugeGas, MAX_LOCK_LIMIT } from './constants';
import {
  accountOf,
  changeDepositSupply,
  changeLockSupply,
  changeTotalSupply,
  type Ctx,
  emptyToken,
  GAUGE_KIND,
  type GaugeState,
  type Meta,
  payRewards,
  reserveGauge,
  returnGas,
  sendTokens,
  syncData,
  updateRewards,
} from './gauge-core';
import { gaugeGetters } from './gauge-getters';
import { minGas, onDeposit, onQubeRound, onRewardDeposit } from './gauge-transfers';

const onlyOwner = (ctx: Ctx) => ensure(ctx.sender === ctx.state.owner, GaugeErrors.NOT_OWNER);
const onlyFactory = (ctx: Ctx) => ensure(ctx.sender === ctx.state.factory, GaugeErrors.NOT_FACTORY);
const onlyAccount = (ctx: Ctx, u: string) => ensure(ctx.sender === accountOf(ctx, u), GaugeErrors.NOT_GAUGE_ACCOUNT);

function requestWallet(ctx: Ctx, root: string) {
  ctx.send({
    to: root,
    value: GaugeGas.DEPLOY_WALLET_GAS + GaugeGas.DEPLOY_WALLET_VALUE,
    bounce: true,
    call: callOf(TokenRootAbi, 'deployWallet', {
      answerId: functionId(abiJson(GaugeAbi), 'receiveTokenWalletAddress'),
      walletOwner: ctx.self,
      deployWalletValue: GaugeGas.DEPLOY_WALLET_VALUE,
    }),
  });
}

/** Calls the user's account with the remaining gas; a user without an account gets `revert` instead. */
function toAccount(ctx: Ctx, user: string, call: ReturnType<typeof callOf>, revert: () => void) {
  ensure(ctx.value >= minGas(ctx.state), GaugeErrors.LOW_MSG_VALUE);
  reserveGauge(ctx);
  if (!ctx.state.users.includes(user)) return revert();
  updateRewards(ctx);
  ctx.send({ to: accountOf(ctx, user), flag: Flag.ALL_NOT_RESERVED, bounce: true, call });
}

const amounts = (xs: readonly (string | bigint)[]) => xs.map((x) => big(x));

export const GaugeModel = typedModel<GaugeState, typeof GaugeAbi>({
  kind: GAUGE_KIND,
  abi: GaugeAbi,
  init: (params) => ({
    owner: '',
    voteEscrow: '',
    factory: '',
    deployNonce: typeof params.deployNonce === 'number' ? params.deployNonce : null,
    deposit: emptyToken(),
    qube: emptyToken(),
    extra: [],
    lockBoostedSupply: 0n,
    totalBoostedSupply: 0n,
    maxBoost: 1000n,
    maxLockTime: 0,
    qubeRounds: [],
    extraRounds: [],
    qubeVestingPeriod: 0,
    qubeVestingRatio: 0,
    extraVestingPeriods: [],
    extraVestingRatios: [],
    extraRewardEnded: [],
    withdrawAllLockPeriod: 0,
    lastRewardTime: 0,
    supplyAverage: 0n,
    supplyAveragePeriod: 0,
    lastAverageUpdateTime: 0,
    setup: { tokens: false, vesting: false, lock: false },
    initialized: false,
    users: [],
    depositNonce: 0,
    pending: {},
  }),
  handlers: {
    constructor(ctx, i) {
      ctx.state.owner = i._owner;
      ctx.state.voteEscrow = i._voteEscrow;
      ctx.state.factory = ctx.sender ?? '';
      ctx.state.lastRewardTime = ctx.now;
    },
    setupTokens(ctx, i) {
      onlyFactory(ctx);
      const extras = i._extraRewardTokenRoot;
      ensure(i._depositTokenRoot !== i._qubeTokenRoot, GaugeErrors.BAD_DEPOSIT_TOKEN);
      ensure(!extras.includes(i._qubeTokenRoot), GaugeErrors.BAD_REWARD_TOKENS_INPUT);
      const s = ctx.state;
      s.deposit = emptyToken(i._depositTokenRoot);
      s.qube = emptyToken(i._qubeTokenRoot);
      s.extra = extras.map((r) => emptyToken(r));
      s.extraRounds = extras.map(() => []);
      s.extraRewardEnded = extras.map(() => false);
      for (const root of [i._depositTokenRoot, i._qubeTokenRoot, ...extras]) requestWallet(ctx, root);
      s.setup.tokens = true;
    },
    receiveTokenWalletAddress(ctx, i) {
      const s = ctx.state;
      for (const t of [s.deposit, s.qube, ...s.extra]) if (t.root === ctx.sender && !t.wallet) t.wallet = i.wallet;
    },
    setupVesting(ctx, i) {
      onlyFactory(ctx);
      const s = ctx.state;
      // each token's period and ratio: ratio ≤ 1000, both 0 or both > 0 (dao `GaugeBase.setupVesting`)
      const periods = [i._qubeVestingPeriod, ...i._extraVestingPeriods].map(Number);
      const ratios = [i._qubeVestingRatio, ...i._extraVestingRatios].map(Number);
      ensure(periods.length === ratios.length && ratios.length === s.extra.length + 1, GaugeErrors.BAD_VESTING_SETUP);
      ensure(
        ratios.every((r, k) => r <= 1000 && (r === 0) === (periods[k] === 0)),
        GaugeErrors.BAD_VESTING_SETUP,
      );
      // one period and one ratio for QUBE, then one per extra token (the lengths are checked above)
      [s.qubeVestingPeriod, ...s.extraVestingPeriods] = periods;
      [s.qubeVestingRatio, ...s.extraVestingRatios] = ratios;
      s.withdrawAllLockPeriod = Number(i._withdrawAllLockPeriod);
      s.setup.vesting = true;
    },
    setupBoostLock(ctx, i) {
      onlyFactory(ctx);
      const maxBoost = big(i._maxBoost);
      const maxLockTime = Number(i._maxLockTime);
      ensure(maxLockTime <= MAX_LOCK_LIMIT && (maxLockTime === 0 || maxBoost >= 1000n), GaugeErrors.BAD_LOCK_SETUP);
      ctx.state.maxBoost = maxBoost;
      ctx.state.maxLockTime = maxLockTime;
      ctx.state.setup.lock = true;
    },
    initialize(ctx, i) {
      onlyFactory(ctx);
      const s = ctx.state;
      // like the contract: the three setups, not the wallets (their addresses arrive after, from the roots)
      ensure(s.setup.tokens && s.setup.vesting && s.setup.lock, GaugeErrors.CANT_BE_INITIALIZED);
      s.initialized = true;
      s.lastRewardTime = ctx.now;
      if (s.deployNonce !== null && s.deployNonce !== undefined)
        ctx.send({
          to: s.factory,
          value: GaugeGas.FACTORY_CALLBACK,
          bounce: false,
          call: callOf(GaugeFactoryAbi, 'onGaugeDeploy', { deploy_nonce: s.deployNonce, call_id: i.call_id }),
        });
    },
    onAcceptTokensTransfer(ctx, i) {
      const s = ctx.state;
      reserveGauge(ctx);
      const amount = big(i.amount);
      if (ctx.sender === s.deposit.wallet) return onDeposit(ctx, amount, i.sender, i.remainingGasTo, i.payload);
      if (ctx.sender === s.qube.wallet) {
        if (i.sender === s.voteEscrow) onQubeRound(ctx, amount, i.payload);
        return returnGas(ctx, i.remainingGasTo);
      }
      const id = s.extra.findIndex((t) => t.wallet === ctx.sender);
      if (id >= 0) {
        onRewardDeposit(ctx, id, amount, i.sender, i.remainingGasTo, i.payload);
        return returnGas(ctx, i.remainingGasTo);
      }
      // An unknown token is swallowed with no accounting, like the contract.
    },
    finishDeposit(ctx, i) {
      onlyAccount(ctx, i.user);
      const s = ctx.state;
      const d = s.pending[i._deposit_nonce];
      ensure(d, GaugeErrors.BAD_INPUT);
      delete s.pending[i._deposit_nonce];
      reserveGauge(ctx);
      changeTotalSupply(ctx, i.boosted_bal_old, i.boosted_bal_new);
      emitEvent(ctx, GaugeAbi, 'Deposit', {
        call_id: d.callId,
        user: i.user,
        amount: d.amount,
        boosted_amount: d.boosted,
        lock_time: d.lockTime,
        totalBoostedSupply: s.totalBoostedSupply,
        lockBoostedSupply: s.lockBoostedSupply,
      });
      const meta = { call_id: d.callId, nonce: 0, send_gas_to: d.gasTo };
      if (i.claim) payRewards(ctx, i.user, big(i.qube_reward), amounts(i.extra_reward), meta);
      returnGas(ctx, d.gasTo);
    },
    withdraw(ctx, i) {
      ensure(big(i.amount) > 0n, GaugeErrors.BAD_INPUT);
      const user = senderOf(ctx);
      toAccount(
        ctx,
        user,
        callOf(GaugeAccountAbi, 'processWithdraw', {
          amount: i.amount,
          claim: i.claim,
          gauge_sync_data: syncData(ctx.state, ctx.now),
          meta: i.meta,
        }),
        () => {
          emitEvent(ctx, GaugeAbi, 'WithdrawRevert', { call_id: i.meta.call_id, user });
          returnGas(ctx, i.meta.send_gas_to);
        },
      );
    },
    revertWithdraw(ctx, i) {
      onlyAccount(ctx, i.user);
      reserveGauge(ctx);
      emitEvent(ctx, GaugeAbi, 'WithdrawRevert', { call_id: i.meta.call_id, user: i.user });
      returnGas(ctx, i.meta.send_gas_to);
    },
    finishWithdraw(ctx, i) {
      onlyAccount(ctx, i.user);
      const s = ctx.state;
      const amount = big(i.amount);
      changeDepositSupply(ctx, -amount);
      changeTotalSupply(ctx, i.boosted_bal_old, i.boosted_bal_new);
      changeLockSupply(s, -amount);
      reserveGauge(ctx);
      sendTokens(ctx, s.deposit.wallet, amount, i.user, i.meta.send_gas_to);
      emitEvent(ctx, GaugeAbi, 'Withdraw', {
        call_id: i.meta.call_id,
        user: i.user,
        amount,
        totalBoostedSupply: s.totalBoostedSupply,
        lockBoostedSupply: s.lockBoostedSupply,
      });
      if (i.claim) payRewards(ctx, i.user, big(i.qube_reward), amounts(i.extra_reward), i.meta as Meta);
      returnGas(ctx, i.meta.send_gas_to);
    },
    claimReward(ctx, i) {
      const user = senderOf(ctx);
      toAccount(
        ctx,
        user,
        callOf(GaugeAccountAbi, 'processClaim', { gauge_sync_data: syncData(ctx.state, ctx.now), meta: i.meta }),
        () => {
          emitEvent(ctx, GaugeAbi, 'ClaimRevert', { call_id: i.meta.call_id, user });
          returnGas(ctx, i.meta.send_gas_to);
        },
      );
    },
    revertClaim(ctx, i) {
      onlyAccount(ctx, i.user);
      reserveGauge(ctx);
      emitEvent(ctx, GaugeAbi, 'ClaimRevert', { call_id: i.meta.call_id, user: i.user });
      returnGas(ctx, i.meta.send_gas_to);
    },
    finishClaim(ctx, i) {
      onlyAccount(ctx, i.user);
      reserveGauge(ctx);
      changeTotalSupply(ctx, i.boosted_bal_old, i.boosted_bal_new);
      payRewards(ctx, i.user, big(i.qube_reward), amounts(i.extra_reward), i.meta as Meta);
      returnGas(ctx, i.meta.send_gas_to);
    },
    burnLockBoostedBalance(ctx, i) {
      onlyAccount(ctx, i.user);
      updateRewards(ctx);
      reserveGauge(ctx);
      changeLockSupply(ctx.state, -big(i.expired_boosted));
      emitEvent(ctx, GaugeAbi, 'LockBoostedBurn', { user: i.user, lock_boosted_burned: i.expired_boosted });
      returnGas(ctx, i.user);
    },
    addRewardRounds(ctx, i) {
      onlyOwner(ctx);
      const s = ctx.state;
      reserveGauge(ctx);
      ensure(i.ids.length === i.new_rounds.length, GaugeErrors.BAD_REWARD_ROUNDS_INPUT);
      updateRewards(ctx);
      i.ids.forEach((rawId, k) => {
        const id = Number(rawId);
        const r = i.new_rounds[k];
        const rounds = s.extraRounds[id];
        const start = Number(r.startTime);
        const last = rounds?.at(-1);
        ensure(rounds && !s.extraRewardEnded[id], GaugeErrors.BAD_REWARD_ROUNDS_INPUT);
        ensure(start >= ctx.now && (!last || start > last.startTime), GaugeErrors.BAD_REWARD_ROUNDS_INPUT);
        if (last) last.endTime = start;
        const round = { startTime: start, endTime: 0, rewardPerSecond: big(r.rewardPerSecond), accRewardPerShare: 0n };
        round.accRewardPerShare = last?.accRewardPerShare ?? 0n;
        rounds.push(round);
        emitEvent(ctx, GaugeAbi, 'RewardRoundAdded', { call_id: i.meta.call_id, id, new_reward_round: round });
      });
      returnGas(ctx, i.meta.send_gas_to);
    },
    setExtraFarmEndTime(ctx, i) {
      onlyOwner(ctx);
      const s = ctx.state;
      reserveGauge(ctx);
      ensure(i.ids.length === i.farm_end_times.length, GaugeErrors.BAD_FARM_END_TIME);
      updateRewards(ctx);
      i.ids.forEach((rawId, k) => {
        const id = Number(rawId);
        const t = Number(i.farm_end_times[k]);
        const last = s.extraRounds[id]?.at(-1);
        // the contract's order: a round (4002), the time (4003), then not ended yet (4002)
        ensure(last, GaugeErrors.BAD_REWARD_ROUNDS_INPUT);
        ensure(t >= ctx.now && t > last.startTime, GaugeErrors.BAD_FARM_END_TIME);
        ensure(!s.extraRewardEnded[id], GaugeErrors.BAD_REWARD_ROUNDS_INPUT);
        last.endTime = t;
        s.extraRewardEnded[id] = true;
        emitEvent(ctx, GaugeAbi, 'ExtraFarmEndSet', { call_id: i.meta.call_id, id, farm_end_time: t });
      });
      returnGas(ctx, i.meta.send_gas_to);
    },
    /**
     * The owner takes the whole balance of extra reward tokens that ended for good, once their last round's end +
     * their vesting period + withdrawAllLockPeriod passed (`GaugeBase.withdrawUnclaimed`; no path for QUBE). The
     * real contract zeroes the balance before `_transferReward`, which then counts the whole amount as debt and
     * sends nothing; the model sends it (docs/decisions.md, "Gauge withdrawUnclaimed").
     */
    withdrawUnclaimed(ctx, i) {
      onlyOwner(ctx);
      const s = ctx.state;
      ensure(ctx.value >= GaugeGas.withdrawUnclaimed(i.ids.length), GaugeErrors.LOW_MSG_VALUE);
      const extraAmounts = s.extra.map(() => 0n);
      for (const rawId of i.ids) {
        const id = Number(rawId);
        const last = s.extraRounds[id]?.at(-1);
        ensure(last && s.extraRewardEnded[id], GaugeErrors.CANT_WITHDRAW_UNCLAIMED_ALL);
        const unlockAt = last.endTime + (s.extraVestingPeriods[id] ?? 0) + s.withdrawAllLockPeriod;
        ensure(ctx.now >= unlockAt, GaugeErrors.CANT_WITHDRAW_UNCLAIMED_ALL);
        const token = at(s.extra, id, 'extra reward token of the gauge');
        extraAmounts[id] = token.balance;
        token.balance = 0n;
      }
      reserveGauge(ctx);
      s.extra.forEach((token, id) => {
        const amount = extraAmounts[id];
        if (amount > 0n) sendTokens(ctx, token.wallet, amount, i.to, i.meta.send_gas_to);
      });
      emitEvent(ctx, GaugeAbi, 'WithdrawUnclaimed', { call_id: i.meta.call_id, to: i.to, extra_amounts: extraAmounts });
      returnGas(ctx, i.meta.send_gas_to);
    },
  },
  getters: gaugeGetters,
});
