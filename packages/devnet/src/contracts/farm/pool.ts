/**
 * EverFarmPoolV3 model (yf `contracts/v3/EverFarmPoolV3.sol`, `base/EverFarmPoolBase.sol`; reference
 * farming-gauges.md §1): LP deposits by token transfer with a `(deposit_owner, nonce)` payload (too little value or a
 * bad payload returns the tokens, no event), withdraw, withdrawAll and claim through the user's data
 * (`user-data.ts`), which answers with the vested reward; the pool pays what it holds and books the rest as the
 * user's pool debt. Reward tokens arrive by plain transfer (`RewardDeposit`). The owner adds rounds (speed changes),
 * sets the end once (closing is irreversible), takes the reward booked while the pool was empty, and takes the
 * whole reward balance only after end + vesting period + lock period. Upgrades and safeWithdraw are not modelled.
 */
import { abiJson, callOf, FarmFabricAbi, FarmPoolAbi, FarmUserDataAbi, TokenRootAbi, TokenWalletAbi } from '@tycho/abi';
import { functionId } from '../../engine/codec';
import { Flag } from '../../engine/constants';
import { emitEvent, typedModel } from '../../engine/typed-model';
import { ensure } from '../../engine/types';
import { addAt, at, senderOf } from '../../engine/must';
import { big } from '../tip3';
import { FARM_POOL_KIND, FARM_USER_DATA_KIND, FarmErrors, FarmGas } from './constants';
import { decodeFarmDepositPayload } from './payload';
import { poolGetters } from './pool-getters';
import {
  type FarmPoolState,
  type PoolCtx,
  payReward,
  reservePool,
  returnGas,
  sendTokens,
  syncArgs,
  transferReward,
  updatePool,
  userDataInit,
  userDataOf,
} from './pool-core';

const onlyOwner = (ctx: PoolCtx) => ensure(ctx.sender === ctx.state.owner, FarmErrors.NOT_OWNER);
const onlyUserData = (ctx: PoolCtx, user: string) =>
  ensure(ctx.sender === userDataOf(ctx, user), FarmErrors.NOT_USER_DATA);
const amounts = (xs: readonly (string | bigint)[]) => xs.map((x) => big(x));

function requestWallet(ctx: PoolCtx, root: string) {
  ctx.send({
    to: root,
    value: FarmGas.DEPLOY_WALLET_GAS + FarmGas.DEPLOY_WALLET_VALUE,
    bounce: true,
    call: callOf(TokenRootAbi, 'deployWallet', {
      answerId: functionId(abiJson(FarmPoolAbi), 'receiveTokenWalletAddress'),
      walletOwner: ctx.self,
      deployWalletValue: FarmGas.DEPLOY_WALLET_VALUE,
    }),
  });
}

function returnTokens(ctx: PoolCtx, amount: bigint, to: string, gasTo: string) {
  ctx.send({
    to: ctx.state.tokenWallet,
    flag: Flag.ALL_NOT_RESERVED,
    bounce: true,
    call: callOf(TokenWalletAbi, 'transfer', {
      amount,
      recipient: to,
      deployWalletValue: 0,
      remainingGasTo: gasTo,
      notify: false,
      payload: '',
    }),
  });
}

function onDeposit(ctx: PoolCtx, amount: bigint, sender: string, gasTo: string, payload: string) {
  const s = ctx.state;
  const p = decodeFarmDepositPayload(payload);
  if (!p || ctx.value < FarmGas.actionValue(s.rewardRoots.length)) return returnTokens(ctx, amount, sender, gasTo);
  updatePool(ctx);
  s.tokenBalance += amount;
  s.depositNonce += 1;
  s.pending[s.depositNonce] = { user: p.owner, amount, gasTo, nonce: p.nonce };
  const call = callOf(FarmUserDataAbi, 'processDeposit', {
    nonce: s.depositNonce,
    _amount: amount,
    ...syncArgs(s),
    code_version: 0,
  });
  if (!s.users.includes(p.owner)) {
    s.users.push(p.owner);
    ctx.deploy(FARM_USER_DATA_KIND, userDataInit(s, ctx.self, p.owner), {
      value: 0n,
      flag: Flag.ALL_NOT_RESERVED,
      call,
    });
  } else ctx.send({ to: userDataOf(ctx, p.owner), flag: Flag.ALL_NOT_RESERVED, bounce: true, call });
}

/** Sends a user action to the user's data with the remaining gas; a user without data gets the gas back. */
function toUserData(ctx: PoolCtx, gasTo: string, call: (s: FarmPoolState) => ReturnType<typeof callOf>) {
  const s = ctx.state;
  ensure(ctx.value >= FarmGas.actionValue(s.rewardRoots.length), FarmErrors.LOW_WITHDRAW_MSG_VALUE);
  reservePool(ctx);
  const user = senderOf(ctx);
  if (!s.users.includes(user)) return returnGas(ctx, gasTo);
  updatePool(ctx);
  ctx.send({ to: userDataOf(ctx, user), flag: Flag.ALL_NOT_RESERVED, bounce: true, call: call(s) });
}

function payOut(ctx: PoolCtx, to: string, owed: bigint[], gasTo: string) {
  owed.forEach((o, k) => payReward(ctx, k, o, to, gasTo));
}

export const FarmPoolModel = typedModel<FarmPoolState, typeof FarmPoolAbi>({
  kind: FARM_POOL_KIND,
  abi: FarmPoolAbi,
  init: (params) => ({
    owner: '',
    fabric: typeof params.fabric === 'string' ? params.fabric : '',
    deployNonce: typeof params.deployNonce === 'number' ? params.deployNonce : null,
    migrationTime: typeof params.migrationTime === 'number' ? params.migrationTime : 0,
    tokenRoot: '',
    tokenWallet: '',
    tokenBalance: 0n,
    rewardRoots: [],
    rewardWallets: [],
    rewardBalance: [],
    rewardBalanceCumulative: [],
    unclaimedReward: [],
    accRewardPerShare: [],
    rounds: [],
    farmEndTime: 0,
    lastRewardTime: 0,
    vestingPeriod: 0,
    vestingRatio: 0,
    withdrawAllLockPeriod: 0,
    users: [],
    depositNonce: 0,
    pending: {},
  }),
  handlers: {
    constructor(ctx, i) {
      const s = ctx.state;
      const n = i._rewardTokenRoot.length;
      const period = Number(i._vestingPeriod);
      const ratio = Number(i._vestingRatio);
      ensure(ratio <= 1000 && (period === 0) === (ratio === 0), FarmErrors.BAD_VESTING_SETUP);
      ensure(n > 0 && i._rewardRounds.length > 0, FarmErrors.BAD_REWARD_ROUNDS_INPUT);
      const rounds = i._rewardRounds.map((r) => ({
        startTime: Number(r.startTime),
        rewardPerSecond: amounts(r.rewardPerSecond),
      }));
      rounds.forEach((r, j) => {
        ensure(r.rewardPerSecond.length === n, FarmErrors.BAD_REWARD_ROUNDS_INPUT);
        const previous = rounds[j - 1];
        ensure(!previous || r.startTime > previous.startTime, FarmErrors.BAD_REWARD_ROUNDS_INPUT);
      });
      s.owner = i._owner;
      s.tokenRoot = i._tokenRoot;
      s.rewardRoots = [...i._rewardTokenRoot];
      s.rewardWallets = s.rewardRoots.map(() => '');
      const zeros = () => s.rewardRoots.map(() => 0n);
      s.rewardBalance = zeros();
      s.rewardBalanceCumulative = zeros();
      s.unclaimedReward = zeros();
      s.accRewardPerShare = zeros();
      s.rounds = rounds;
      s.vestingPeriod = period;
      s.vestingRatio = ratio;
      s.withdrawAllLockPeriod = Number(i._withdrawAllLockPeriod);
      s.lastRewardTime = ctx.now;
      for (const root of [s.tokenRoot, ...s.rewardRoots]) requestWallet(ctx, root);
      if (s.deployNonce !== null && ctx.sender === s.fabric) {
        ctx.send({
          to: s.fabric,
          value: FarmGas.FABRIC_CALLBACK,
          bounce: false,
          call: callOf(FarmFabricAbi, 'onPoolDeploy', {
            pool_deploy_nonce: s.deployNonce,
            pool_owner: i._owner,
            reward_rounds: i._rewardRounds,
            tokenRoot: i._tokenRoot,
            rewardTokenRoot: i._rewardTokenRoot,
            vestingPeriod: i._vestingPeriod,
            vestingRatio: i._vestingRatio,
            withdrawAllLockPeriod: i._withdrawAllLockPeriod,
          }),
        });
      }
    },
    receiveTokenWalletAddress(ctx, i) {
      const s = ctx.state;
      if (ctx.sender === s.tokenRoot && !s.tokenWallet) s.tokenWallet = i.wallet;
      s.rewardRoots.forEach((r, k) => {
        if (r === ctx.sender && !s.rewardWallets[k]) s.rewardWallets[k] = i.wallet;
      });
    },
    onAcceptTokensTransfer(ctx, i) {
      const s = ctx.state;
      reservePool(ctx);
      const amount = big(i.amount);
      if (ctx.sender === s.tokenWallet && s.tokenWallet)
        return onDeposit(ctx, amount, i.sender, i.remainingGasTo, i.payload);
      const k = s.rewardWallets.findIndex((w) => w && w === ctx.sender);
      ensure(k >= 0, FarmErrors.NOT_TOKEN_WALLET);
      addAt(s.rewardBalance, k, amount, 'farm reward balance');
      addAt(s.rewardBalanceCumulative, k, amount, 'farm cumulative reward balance');
      emitEvent(ctx, FarmPoolAbi, 'RewardDeposit', { token_root: at(s.rewardRoots, k, 'farm reward root'), amount });
      returnGas(ctx, i.remainingGasTo);
    },
    finishDeposit(ctx, i) {
      const s = ctx.state;
      const d = s.pending[i._deposit_nonce];
      ensure(d, FarmErrors.NOT_USER_DATA);
      onlyUserData(ctx, d.user);
      delete s.pending[i._deposit_nonce];
      reservePool(ctx);
      const { paid, debt } = transferReward(ctx, d.user, amounts(i._vested), d.gasTo);
      emitEvent(ctx, FarmPoolAbi, 'Deposit', { user: d.user, amount: d.amount, reward: paid, reward_debt: debt });
      returnGas(ctx, d.gasTo);
    },
    withdraw(ctx, i) {
      const amount = big(i.amount);
      ensure(amount > 0n, FarmErrors.ZERO_AMOUNT_INPUT);
      toUserData(ctx, i.send_gas_to, (s) =>
        callOf(FarmUserDataAbi, 'processWithdraw', {
          _amount: amount,
          ...syncArgs(s),
          send_gas_to: i.send_gas_to,
          nonce: i.nonce,
          code_version: 0,
        }),
      );
    },
    withdrawAll(ctx, i) {
      toUserData(ctx, i.send_gas_to, (s) =>
        callOf(FarmUserDataAbi, 'processWithdrawAll', {
          ...syncArgs(s),
          send_gas_to: i.send_gas_to,
          nonce: i.nonce,
          code_version: 0,
        }),
      );
    },
    claimReward(ctx, i) {
      toUserData(ctx, i.send_gas_to, (s) =>
        callOf(FarmUserDataAbi, 'processClaimReward', {
          ...syncArgs(s),
          send_gas_to: i.send_gas_to,
          nonce: i.nonce,
          code_version: 0,
        }),
      );
    },
    finishWithdraw(ctx, i) {
      onlyUserData(ctx, i.user);
      const s = ctx.state;
      reservePool(ctx);
      const amount = big(i._withdrawAmount);
      if (amount > 0n) {
        s.tokenBalance -= amount;
        sendTokens(ctx, s.tokenWallet, amount, i.user, i.send_gas_to);
      }
      const { paid, debt } = transferReward(ctx, i.user, amounts(i._vested), i.send_gas_to);
      if (amount > 0n)
        emitEvent(ctx, FarmPoolAbi, 'Withdraw', { user: i.user, amount, reward: paid, reward_debt: debt });
      else emitEvent(ctx, FarmPoolAbi, 'Claim', { user: i.user, reward: paid, reward_debt: debt });
      returnGas(ctx, i.send_gas_to);
    },
    withdrawUnclaimed(ctx, i) {
      onlyOwner(ctx);
      ensure(ctx.value >= FarmGas.OWNER_CALL, FarmErrors.LOW_MSG_VALUE);
      reservePool(ctx);
      updatePool(ctx);
      const s = ctx.state;
      const owed = [...s.unclaimedReward];
      s.unclaimedReward = owed.map(() => 0n);
      payOut(ctx, i.to, owed, i.send_gas_to);
      returnGas(ctx, i.send_gas_to);
    },
    withdrawUnclaimedAll(ctx, i) {
      onlyOwner(ctx);
      const s = ctx.state;
      ensure(ctx.value >= FarmGas.OWNER_CALL, FarmErrors.LOW_MSG_VALUE);
      ensure(
        s.farmEndTime > 0 && ctx.now >= s.farmEndTime + s.vestingPeriod + s.withdrawAllLockPeriod,
        FarmErrors.CANT_WITHDRAW_UNCLAIMED_ALL,
      );
      reservePool(ctx);
      updatePool(ctx);
      s.unclaimedReward = s.unclaimedReward.map(() => 0n);
      payOut(ctx, i.to, [...s.rewardBalance], i.send_gas_to);
      returnGas(ctx, i.send_gas_to);
    },
    addRewardRound(ctx, i) {
      onlyOwner(ctx);
      const s = ctx.state;
      ensure(ctx.value >= FarmGas.OWNER_CALL, FarmErrors.LOW_MSG_VALUE);
      const start = Number(i.reward_round.startTime);
      const rps = amounts(i.reward_round.rewardPerSecond);
      const last = s.rounds.at(-1);
      ensure(s.farmEndTime === 0, FarmErrors.BAD_REWARD_ROUNDS_INPUT);
      ensure(rps.length === s.rewardRoots.length, FarmErrors.BAD_REWARD_ROUNDS_INPUT);
      ensure(start >= ctx.now && (!last || start >= last.startTime), FarmErrors.BAD_REWARD_ROUNDS_INPUT);
      reservePool(ctx);
      updatePool(ctx);
      s.rounds.push({ startTime: start, rewardPerSecond: rps });
      emitEvent(ctx, FarmPoolAbi, 'RewardRoundAdded', { reward_round: { startTime: start, rewardPerSecond: rps } });
      returnGas(ctx, i.send_gas_to);
    },
    setEndTime(ctx, i) {
      onlyOwner(ctx);
      const s = ctx.state;
      ensure(ctx.value >= FarmGas.OWNER_CALL, FarmErrors.LOW_MSG_VALUE);
      const t = Number(i.farm_end_time);
      const last = s.rounds.at(-1);
      ensure(s.farmEndTime === 0, FarmErrors.BAD_FARM_END_TIME);
      ensure(t >= ctx.now && (!last || t >= last.startTime), FarmErrors.BAD_FARM_END_TIME);
      reservePool(ctx);
      updatePool(ctx);
      s.farmEndTime = t;
      emitEvent(ctx, FarmPoolAbi, 'farmEndSet', { time: t });
      returnGas(ctx, i.send_gas_to);
    },
  },
  getters: poolGetters,
});
