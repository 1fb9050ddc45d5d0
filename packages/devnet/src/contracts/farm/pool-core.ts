/** Farm pool state and the helpers its handlers share: accumulator update, reward payouts with debt, gas return. */
import { callOf, FarmPoolAbi, FarmUserDataAbi, TokenWalletAbi } from '@tycho/abi';
import { advanceFarm, type FarmRound } from '@tycho/dex-math';
import { EMPTY_CELL } from '../../engine/codec';
import { Flag } from '../../engine/constants';
import type { HandlerContext } from '../../engine/types';
import { at } from '../../engine/must';
import { max } from '../tip3';
import { FARM_USER_DATA_KIND, FarmGas } from './constants';

export interface FarmPoolState {
  owner: string;
  fabric: string;
  deployNonce: number | null;
  /** 0 = none: after it the pool stops earning (the migration date). */
  migrationTime: number;
  tokenRoot: string;
  tokenWallet: string;
  tokenBalance: bigint;
  rewardRoots: string[];
  rewardWallets: string[];
  rewardBalance: bigint[];
  rewardBalanceCumulative: bigint[];
  unclaimedReward: bigint[];
  accRewardPerShare: bigint[];
  rounds: FarmRound[];
  farmEndTime: number;
  lastRewardTime: number;
  vestingPeriod: number;
  vestingRatio: number;
  withdrawAllLockPeriod: number;
  users: string[];
  depositNonce: number;
  pending: Record<string, { user: string; amount: bigint; gasTo: string; nonce: number }>;
}

export type PoolCtx = HandlerContext<FarmPoolState>;

export const userDataInit = (s: FarmPoolState, pool: string, user: string) => ({
  pool,
  user,
  vestingPeriod: s.vestingPeriod,
  vestingRatio: s.vestingRatio,
});

export const userDataOf = (ctx: Pick<PoolCtx, 'addressOf' | 'self' | 'state'>, user: string) =>
  ctx.addressOf(FARM_USER_DATA_KIND, userDataInit(ctx.state, ctx.self, user));

/** The accumulator projected to `now` (without changing the state). */
export const projectedReward = (s: FarmPoolState, now: number) =>
  advanceFarm(
    {
      rounds: s.rounds,
      farmEndTime: s.farmEndTime,
      stopTime: s.migrationTime,
      lastRewardTime: s.lastRewardTime,
      accRewardPerShare: s.accRewardPerShare,
      unclaimedReward: s.unclaimedReward,
      tokenBalance: s.tokenBalance,
    },
    now,
  );

/** Brings the accumulator to now (every user action and round change does this first). */
export function updatePool(ctx: PoolCtx) {
  const p = projectedReward(ctx.state, ctx.now);
  ctx.state.accRewardPerShare = p.accRewardPerShare;
  ctx.state.unclaimedReward = p.unclaimedReward;
  ctx.state.lastRewardTime = p.lastRewardTime;
}

/** What the pool sends a user data with every action. */
export const syncArgs = (s: FarmPoolState) => ({
  _accRewardPerShare: s.accRewardPerShare,
  poolLastRewardTime: s.lastRewardTime,
  farmEndTime: s.farmEndTime,
});

export const reservePool = (ctx: PoolCtx) => ctx.reserve(max(ctx.balanceBefore, FarmGas.POOL_RESERVE));

export function returnGas(ctx: PoolCtx, to: string) {
  ctx.send({ to, flag: Flag.ALL_NOT_RESERVED | Flag.IGNORE_ERRORS, bounce: false });
}

export function sendTokens(ctx: PoolCtx, wallet: string, amount: bigint, to: string, gasTo: string) {
  ctx.send({
    to: wallet,
    value: FarmGas.TRANSFER + FarmGas.DEPLOY_WALLET_VALUE,
    bounce: true,
    call: callOf(TokenWalletAbi, 'transfer', {
      amount,
      recipient: to,
      deployWalletValue: FarmGas.DEPLOY_WALLET_VALUE,
      remainingGasTo: gasTo,
      notify: false,
      payload: EMPTY_CELL,
    }),
  });
}

/** Pays up to `owed` of reward token `k` from the pool's reward balance to `to`; returns what was paid. */
export function payReward(ctx: PoolCtx, k: number, owed: bigint, to: string, gasTo: string): bigint {
  const s = ctx.state;
  const balance = at(s.rewardBalance, k, 'farm reward balance');
  const p = owed < balance ? owed : balance;
  if (p > 0n) {
    s.rewardBalance[k] = balance - p;
    sendTokens(ctx, at(s.rewardWallets, k, 'farm reward wallet'), p, to, gasTo);
  }
  return p;
}

/**
 * `transferReward`: pays each token from what the pool holds; what is short becomes the user's pool debt (sent to
 * the user data, which adds it to the next payout). Returns what was paid and the debt.
 */
export function transferReward(ctx: PoolCtx, user: string, owed: bigint[], gasTo: string) {
  const paid: bigint[] = [];
  const debt: bigint[] = [];
  for (const [k, o] of owed.entries()) {
    const p = payReward(ctx, k, o, user, gasTo);
    paid.push(p);
    debt.push(o - p);
  }
  if (debt.some((d) => d > 0n))
    ctx.send({
      to: userDataOf(ctx, user),
      value: FarmGas.CALLBACK,
      bounce: false,
      call: callOf(FarmUserDataAbi, 'increasePoolDebt', { _pool_debt: debt, send_gas_to: gasTo, code_version: 0 }),
    });
  return { paid, debt };
}

export const poolAbi = FarmPoolAbi;
