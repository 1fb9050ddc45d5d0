/**
 * UserDataV3 model (yf `contracts/v3/UserDataV3.sol`): one user's position in one farm pool. Every action first
 * computes the reward since the last one (`pendingFarmReward` in @tycho/dex-math: the immediate share, the vested
 * part of the new reward, the released part of older locked reward and the pool debt), then changes the amount and
 * calls the pool back with what to pay. A withdrawal of more than the balance only returns the gas.
 */
import { callOf, FarmPoolAbi, FarmUserDataAbi } from '@tycho/abi';
import { farmRewardDebt, pendingFarmReward } from '@tycho/dex-math';
import { Flag } from '../../engine/constants';
import { typedModel } from '../../engine/typed-model';
import { ensure, type HandlerContext } from '../../engine/types';
import { big, max } from '../tip3';
import { FARM_USER_DATA_KIND, FarmErrors, FarmGas } from './constants';

export interface FarmUserDataState {
  pool: string;
  user: string;
  vestingPeriod: number;
  vestingRatio: number;
  amount: bigint;
  rewardDebt: bigint[];
  entitled: bigint[];
  vestingTime: number[];
  poolDebt: bigint[];
  lastRewardTime: number;
}

type Ctx = HandlerContext<FarmUserDataState>;
interface Sync {
  _accRewardPerShare: readonly (string | bigint)[];
  poolLastRewardTime: string | number;
  farmEndTime: string | number;
}

const fill = <T>(xs: T[], n: number, zero: T) => Array.from({ length: n }, (_, k) => xs[k] ?? zero);

/** The reward since the last action, as the pool's sync data gives it (pure). */
export function userPending(s: FarmUserDataState, sync: Sync) {
  const acc = sync._accRewardPerShare.map((a) => big(a));
  const n = acc.length;
  const u = {
    amount: s.amount,
    rewardDebt: fill(s.rewardDebt, n, 0n),
    entitled: fill(s.entitled, n, 0n),
    vestingTime: fill(s.vestingTime, n, 0),
    poolDebt: fill(s.poolDebt, n, 0n),
    lastRewardTime: s.lastRewardTime,
  };
  const t = Number(sync.poolLastRewardTime);
  const vest = { period: s.vestingPeriod, ratio: s.vestingRatio };
  return { acc, t, pending: pendingFarmReward(u, acc, t, Number(sync.farmEndTime), vest) };
}

/** Applies the reward update and the new amount; returns what the pool pays now. */
function settle(ctx: Ctx, sync: Sync, amount: bigint): bigint[] {
  const s = ctx.state;
  ensure(ctx.sender === s.pool, FarmErrors.NOT_FARM_POOL);
  ctx.reserve(max(ctx.balanceBefore, FarmGas.USER_DATA_RESERVE));
  const { acc, t, pending } = userPending(s, sync);
  s.entitled = pending.entitled;
  s.vestingTime = pending.vestingTime;
  s.poolDebt = pending.poolDebt;
  s.lastRewardTime = Math.max(t, s.lastRewardTime);
  s.amount = amount;
  s.rewardDebt = farmRewardDebt(amount, acc);
  return pending.vested;
}

function finishWithdraw(ctx: Ctx, sync: Sync, amount: bigint, gasTo: string, nonce: string | number) {
  const vested = settle(ctx, sync, ctx.state.amount - amount);
  ctx.send({
    to: ctx.state.pool,
    flag: Flag.ALL_NOT_RESERVED,
    bounce: false,
    call: callOf(FarmPoolAbi, 'finishWithdraw', {
      user: ctx.state.user,
      _withdrawAmount: amount,
      _vested: vested,
      send_gas_to: gasTo,
      nonce,
    }),
  });
}

export const FarmUserDataModel = typedModel<FarmUserDataState, typeof FarmUserDataAbi>({
  kind: FARM_USER_DATA_KIND,
  abi: FarmUserDataAbi,
  init: (params) => ({
    pool: String(params.pool ?? ''),
    user: String(params.user ?? ''),
    vestingPeriod: Number(params.vestingPeriod ?? 0),
    vestingRatio: Number(params.vestingRatio ?? 0),
    amount: 0n,
    rewardDebt: [],
    entitled: [],
    vestingTime: [],
    poolDebt: [],
    lastRewardTime: 0,
  }),
  handlers: {
    processDeposit(ctx, i) {
      const vested = settle(ctx, i, ctx.state.amount + big(i._amount));
      ctx.send({
        to: ctx.state.pool,
        flag: Flag.ALL_NOT_RESERVED,
        bounce: false,
        call: callOf(FarmPoolAbi, 'finishDeposit', { _deposit_nonce: i.nonce, _vested: vested }),
      });
    },
    processWithdraw(ctx, i) {
      const amount = big(i._amount);
      if (amount > ctx.state.amount) {
        ensure(ctx.sender === ctx.state.pool, FarmErrors.NOT_FARM_POOL);
        ctx.reserve(max(ctx.balanceBefore, FarmGas.USER_DATA_RESERVE));
        ctx.send({ to: i.send_gas_to, flag: Flag.ALL_NOT_RESERVED | Flag.IGNORE_ERRORS, bounce: false });
        return;
      }
      finishWithdraw(ctx, i, amount, i.send_gas_to, i.nonce);
    },
    processWithdrawAll(ctx, i) {
      finishWithdraw(ctx, i, ctx.state.amount, i.send_gas_to, i.nonce);
    },
    processClaimReward(ctx, i) {
      finishWithdraw(ctx, i, 0n, i.send_gas_to, i.nonce);
    },
    increasePoolDebt(ctx, i) {
      const s = ctx.state;
      ensure(ctx.sender === s.pool, FarmErrors.NOT_FARM_POOL);
      ctx.reserve(max(ctx.balanceBefore, FarmGas.USER_DATA_RESERVE));
      const add = i._pool_debt.map((d) => big(d));
      s.poolDebt = add.map((d, k) => (s.poolDebt[k] ?? 0n) + d);
      ctx.send({ to: i.send_gas_to, flag: Flag.ALL_NOT_RESERVED | Flag.IGNORE_ERRORS, bounce: false });
    },
  },
  getters: {
    getDetails: (s) => ({
      value0: {
        pool_debt: s.poolDebt,
        entitled: s.entitled,
        vestingTime: s.vestingTime,
        amount: s.amount,
        rewardDebt: s.rewardDebt,
        farmPool: s.pool,
        user: s.user,
        current_version: 0,
      },
    }),
    pendingReward: (s, i) => {
      const { pending } = userPending(s, i);
      return {
        _entitled: pending.entitled,
        _vested: pending.vested,
        _pool_debt: pending.poolDebt,
        _vesting_time: pending.vestingTime,
      };
    },
  },
});
