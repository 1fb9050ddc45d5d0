/**
 * Gauge state and the helpers its handlers share: reward update, sync data for accounts, token payouts, gas return.
 * The handlers are in `gauge.ts`.
 */
import { callOf, GaugeAbi, GaugeAccountAbi, TokenWalletAbi, ZERO_ADDRESS } from '@tycho/abi';
import { EMPTY_CELL } from '../../engine/codec';
import { Flag } from '../../engine/constants';
import { emitEvent } from '../../engine/typed-model';
import type { HandlerContext } from '../../engine/types';
import { max } from '../tip3';
import type { GaugeAccountParams } from './account-sync';
import { GAUGE_ACCOUNT_KIND, GAUGE_KIND, GaugeGas } from './constants';
import { advanceRounds, type RewardRound } from './rewards';

export { GAUGE_ACCOUNT_KIND, GAUGE_KIND };

export interface TokenData {
  root: string;
  wallet: string;
  balance: bigint;
  cumulativeBalance: bigint;
}

export interface GaugeState {
  owner: string;
  voteEscrow: string;
  /** Who deployed the gauge; only it may run the setup calls (the factory's role). */
  factory: string;
  /** The GaugeFactory's deploy nonce when a factory deployed it (it then answers `onGaugeDeploy`); else null. */
  deployNonce?: number | null;
  deposit: TokenData;
  qube: TokenData;
  extra: TokenData[];
  lockBoostedSupply: bigint;
  totalBoostedSupply: bigint;
  maxBoost: bigint;
  maxLockTime: number;
  qubeRounds: RewardRound[];
  extraRounds: RewardRound[][];
  qubeVestingPeriod: number;
  qubeVestingRatio: number;
  extraVestingPeriods: number[];
  extraVestingRatios: number[];
  extraRewardEnded: boolean[];
  withdrawAllLockPeriod: number;
  lastRewardTime: number;
  /**
   * Time-average of the deposit supply (`deposit.balance`) and the seconds it covers, up to `lastAverageUpdateTime`
   * (dao `supplyAverage`, `supplyAveragePeriod`): accounts read it to average the supply in the ve boost. Absent in
   * states saved before it was modelled (it then counts from `lastRewardTime`, see `supplyAverageAt`).
   */
  supplyAverage?: bigint;
  supplyAveragePeriod?: number;
  lastAverageUpdateTime?: number;
  setup: { tokens: boolean; vesting: boolean; lock: boolean };
  initialized: boolean;
  /** Users with an account (deployed on their first deposit). */
  users: string[];
  depositNonce: number;
  /** Deposits sent to accounts and not finished yet, by nonce. */
  pending: Record<string, PendingDeposit>;
}

export interface PendingDeposit {
  callId: number;
  amount: bigint;
  boosted: bigint;
  lockTime: number;
  gasTo: string;
}

export type Ctx = HandlerContext<GaugeState>;
export interface Meta {
  call_id: string | number;
  nonce: string | number;
  send_gas_to: string;
}

export const emptyToken = (root = ''): TokenData => ({ root, wallet: '', balance: 0n, cumulativeBalance: 0n });

/** Rounds advanced to `now` (without changing the state). */
export function projected(s: GaugeState, now: number) {
  const t = Math.max(now, s.lastRewardTime);
  return {
    qube: advanceRounds(s.qubeRounds, s.lastRewardTime, t, s.totalBoostedSupply),
    extra: s.extraRounds.map((r) => advanceRounds(r, s.lastRewardTime, t, s.lockBoostedSupply)),
    time: t,
  };
}

/**
 * `calculateSupplyAverage` (dao `GaugeRewards.tsol`, the deposit-supply part): the (average, period) of the deposit
 * supply brought to `now` (pure). The first update (time 0) or one at the same second only stamps the time. A state
 * saved before the average was kept starts it at its `lastRewardTime` (the supply changes only after an update).
 */
export function supplyAverageAt(s: GaugeState, now: number) {
  const average = s.supplyAverage ?? s.deposit.balance;
  const period = s.supplyAveragePeriod ?? 0;
  const last = s.lastAverageUpdateTime ?? s.lastRewardTime;
  if (now <= last || last === 0) return { average, period, time: Math.max(now, last) };
  const dt = now - last;
  return {
    average: (average * BigInt(period) + s.deposit.balance * BigInt(dt)) / BigInt(period + dt),
    period: period + dt,
    time: now,
  };
}

function updateSupplyAverage(ctx: Ctx) {
  const a = supplyAverageAt(ctx.state, ctx.now);
  ctx.state.supplyAverage = a.average;
  ctx.state.supplyAveragePeriod = a.period;
  ctx.state.lastAverageUpdateTime = a.time;
}

/** Brings the accumulators and the supply average up to now (every user action and round change does this first). */
export function updateRewards(ctx: Ctx) {
  const p = projected(ctx.state, ctx.now);
  ctx.state.qubeRounds = p.qube;
  ctx.state.extraRounds = p.extra;
  ctx.state.lastRewardTime = p.time;
  updateSupplyAverage(ctx);
}

/** Changes the deposit supply (tokens deposited or withdrawn), its average brought up to now first. */
export function changeDepositSupply(ctx: Ctx, delta: bigint) {
  updateSupplyAverage(ctx);
  ctx.state.deposit.balance += delta;
}

/** `GaugeSyncData` as the account expects it (after `updateRewards`, or projected for getters). */
export function syncData(s: GaugeState, now: number) {
  const p = projected(s, now);
  const a = supplyAverageAt(s, now);
  return {
    depositSupply: s.deposit.balance,
    depositSupplyAverage: a.average,
    depositSupplyAveragePeriod: a.period,
    extraRewardRounds: p.extra,
    qubeRewardRounds: p.qube,
    poolLastRewardTime: p.time,
  };
}

/** The vesting terms a new account starts with (`GaugeAccountParams`, outside its address). */
export const accountParams = (s: GaugeState): Record<string, unknown> & GaugeAccountParams => ({
  qubeVestingPeriod: s.qubeVestingPeriod,
  qubeVestingRatio: s.qubeVestingRatio,
  extraVestingPeriods: [...s.extraVestingPeriods],
  extraVestingRatios: [...s.extraVestingRatios],
});

export const accountOf = (ctx: Pick<Ctx, 'addressOf' | 'self'>, user: string) =>
  ctx.addressOf(GAUGE_ACCOUNT_KIND, { gauge: ctx.self, user });

export const reserveGauge = (ctx: Ctx) => ctx.reserve(max(ctx.balanceBefore, GaugeGas.GAUGE_RESERVE));

/** Everything not reserved back to `to` (the handler reserved once with `reserveGauge` before). */
export function returnGas(ctx: Ctx, to: string) {
  ctx.send({ to, flag: Flag.ALL_NOT_RESERVED | Flag.IGNORE_ERRORS, bounce: false });
}

export function sendTokens(ctx: Ctx, wallet: string, amount: bigint, to: string, gasTo: string) {
  ctx.send({
    to: wallet,
    value: GaugeGas.TRANSFER + GaugeGas.DEPLOY_WALLET_VALUE,
    bounce: true,
    call: callOf(TokenWalletAbi, 'transfer', {
      amount,
      recipient: to,
      deployWalletValue: GaugeGas.DEPLOY_WALLET_VALUE,
      remainingGasTo: gasTo,
      notify: false,
      payload: EMPTY_CELL,
    }),
  });
}

/**
 * Pays rewards from the gauge's balances: what is short becomes the user's pool debt (sent back to the account,
 * which adds it to the unlocked reward). Emits `Claim`.
 */
export function payRewards(ctx: Ctx, user: string, qube: bigint, extra: bigint[], meta: Meta) {
  const s = ctx.state;
  const pay = (t: TokenData, owed: bigint) => {
    const paid = owed < t.balance ? owed : t.balance;
    if (paid > 0n) {
      t.balance -= paid;
      sendTokens(ctx, t.wallet, paid, user, meta.send_gas_to);
    }
    return [paid, owed - paid] as const;
  };
  const [qubePaid, qubeDebt] = pay(s.qube, qube);
  const extras = s.extra.map((t, i) => pay(t, extra[i] ?? 0n));
  const extraDebt = extras.map(([, d]) => d);
  if (qubeDebt > 0n || extraDebt.some((d) => d > 0n)) {
    ctx.send({
      to: accountOf(ctx, user),
      value: GaugeGas.CALLBACK,
      bounce: false,
      call: callOf(GaugeAccountAbi, 'increasePoolDebt', {
        qube_debt: qubeDebt,
        extra_debt: extraDebt,
        send_gas_to: meta.send_gas_to,
      }),
    });
  }
  emitEvent(ctx, GaugeAbi, 'Claim', {
    call_id: meta.call_id,
    user,
    qube_reward: qubePaid,
    extra_reward: extras.map(([p]) => p),
    qube_debt: qubeDebt,
    extra_debt: extraDebt,
    totalBoostedSupply: s.totalBoostedSupply,
    lockBoostedSupply: s.lockBoostedSupply,
  });
}

/** Changes the lock-boosted supply (tokens arriving, withdrawn, lock boost burnt): extra tokens are shared over it. */
export function changeLockSupply(s: GaugeState, delta: bigint) {
  s.lockBoostedSupply += delta;
  if (s.lockBoostedSupply < 0n) s.lockBoostedSupply = 0n;
}

/**
 * Moves the total-boosted supply (QUBE is shared over it) by an account's change of total-boosted balance, as the
 * account reports it when it finishes an action (rewards are brought up to now first).
 */
export function changeTotalSupply(ctx: Ctx, old: unknown, next: unknown) {
  updateRewards(ctx);
  const s = ctx.state;
  s.totalBoostedSupply += BigInt(String(next)) - BigInt(String(old));
  if (s.totalBoostedSupply < 0n) s.totalBoostedSupply = 0n;
}

const roundOut = (r: RewardRound) => ({ ...r });
export const roundsOut = (rounds: RewardRound[]) => rounds.map(roundOut);
/** A token's data as the getters answer it: a wallet not known yet (or a root not set up) is the zero address. */
export const tokenOut = (t: TokenData) => ({
  ...t,
  root: t.root || ZERO_ADDRESS,
  wallet: t.wallet || ZERO_ADDRESS,
});
