/**
 * The vote-escrow (veQUBE) boost of a gauge position (dao `GaugeAccountHelpers.tsol` `_veBoost`,
 * `calculateTotalBoostedBalance`, `calculateIntervalBalances`), with the math from dex-math's `gaugeTotalBoost`.
 *
 * Four (average, period) pairs feed it, each a time-average and the seconds it covers: the VoteEscrow's total veQUBE
 * (`calculateAverage`), the user's VE account's veQUBE (`calculateVeAverage`), the gauge's deposit supply
 * (`GaugeSyncData.depositSupplyAverage`) and the account's own lock-boosted balance. The account stores the pairs it
 * saw at each action (the contract's `lastAverageState`); over the interval to the next action each figure's average
 * is (avg₂·per₂ − avg₁·per₁)/(per₂ − per₁), the interval being the growth of the lock-boosted period. The QUBE weight
 * is the total boost of those interval averages, its ve part capped at the ve-boosted balance and the whole at the
 * total-boosted balance stored at the last action (what the gauge's totalBoostedSupply holds for the user).
 *
 * Devnet simplification: the real account asks the VoteEscrow (`getVeAverage` → `receiveVeAverage`) and then the
 * user's VE account (`getVeAverage` → `receiveVeAccAverage`) in a message round trip; here `readVe` reads both
 * synchronously through the engine's read-only `peek`, brought to the action's time with the same pure functions as
 * their getters (the VoteEscrow's stored average is not moved by the read). An off-chain caller passing those
 * getters' answers to `pendingReward` therefore gets what a claim at that moment would pay.
 */
import { BOOST_SCALE, gaugeTotalBoost, MAX_VE_MULTIPLIER } from '@tycho/dex-math';
import type { HandlerContext } from '../../engine/types';
import { syncedAccount, type VoteEscrowAccountState } from '../vote-escrow/account';
import { VE_ACCOUNT_KIND, VE_KIND } from '../vote-escrow/constants';
import { veAverageAt, type VoteEscrowState } from '../vote-escrow/root-core';
import { GAUGE_KIND } from './constants';

/** What the ve boost reads of a gauge's state: the vote escrow it follows. */
interface GaugeVeLink {
  voteEscrow: string;
}

export interface VeFigures {
  /** The user's veQUBE. */
  veAcc: bigint;
  /** The VoteEscrow's total veQUBE. */
  veSupply: bigint;
}

/** The averages an account sees at an action (dao `Averages`, `lastAverageState` / `curAverageState`). */
export interface Averages {
  veQubeAverage: bigint;
  veQubeAveragePeriod: number;
  veAccQubeAverage: bigint;
  veAccQubeAveragePeriod: number;
  lockBoostedBalanceAverage: bigint;
  lockBoostedBalanceAveragePeriod: number;
  gaugeSupplyAverage: bigint;
  gaugeSupplyAveragePeriod: number;
}

/** The ve part: the VoteEscrow's and the VE account's pairs (`pendingReward`'s four ve inputs). */
export type VeAverages = Pick<
  Averages,
  'veQubeAverage' | 'veQubeAveragePeriod' | 'veAccQubeAverage' | 'veAccQubeAveragePeriod'
>;

export const NO_VE_AVERAGES: VeAverages = {
  veQubeAverage: 0n,
  veQubeAveragePeriod: 0,
  veAccQubeAverage: 0n,
  veAccQubeAveragePeriod: 0,
};

/** What an action reads from the vote escrow: the current figures (for the new boost) and the averages. */
export interface VeReading extends VeFigures {
  /** The gauge's VoteEscrow ('' if the gauge has none that is a VoteEscrow). */
  voteEscrow: string;
  averages: VeAverages;
}

const NO_VE: VeReading = { voteEscrow: '', veAcc: 0n, veSupply: 0n, averages: NO_VE_AVERAGES };

/**
 * The user's and the total veQUBE and their averages now, through the gauge's VoteEscrow (none if the gauge has no
 * VoteEscrow): the VoteEscrow's `calculateAverage` and the VE account's `calculateVeAverage` (expired locks left out;
 * 0 while the user has no VE account).
 */
export function readVe(
  ctx: Pick<HandlerContext<unknown>, 'peek' | 'addressOf' | 'now'>,
  gauge: string,
  user: string,
): VeReading {
  const g = ctx.peek(gauge);
  if (g?.kind !== GAUGE_KIND) return NO_VE;
  const voteEscrow = (g.state as GaugeVeLink).voteEscrow;
  const root = voteEscrow ? ctx.peek(voteEscrow) : undefined;
  if (root?.kind !== VE_KIND) return NO_VE;
  const rootState = root.state as VoteEscrowState;
  const total = veAverageAt(rootState, ctx.now);
  const reading: VeReading = {
    voteEscrow,
    veAcc: 0n,
    veSupply: rootState.veQubeBalance,
    averages: { ...NO_VE_AVERAGES, veQubeAverage: total.veQubeAverage, veQubeAveragePeriod: total.veQubeAveragePeriod },
  };
  const acc = ctx.peek(ctx.addressOf(VE_ACCOUNT_KIND, { voteEscrow, user }));
  if (acc?.kind !== VE_ACCOUNT_KIND) return reading;
  const { next } = syncedAccount(acc.state as VoteEscrowAccountState, ctx.now);
  reading.veAcc = next.veQubeBalance;
  reading.averages.veAccQubeAverage = next.veQubeAverage;
  reading.averages.veAccQubeAveragePeriod = next.veQubeAveragePeriod;
  return reading;
}

/** The position's ve-boosted and total-boosted balances for the figures read at an action. */
export function veBoostOf(balance: bigint, lockBoosted: bigint, depositSupply: bigint, ve: VeFigures) {
  const b = gaugeTotalBoost({ balance, lockBoosted, depositSupply, veAcc: ve.veAcc, veSupply: ve.veSupply });
  return { veBoosted: b.veBoosted, totalBoosted: b.totalBoosted };
}

/**
 * balance·(m_lock(lockAverage) + m_ve(veBoosted) − 1), capped at `storedTotal` (the multipliers of `gaugeTotalBoost`
 * for a given ve-boosted balance). Also the QUBE weight of an account saved before the averages were kept: its lock
 * average and the ve boost stored at its last action.
 */
export function intervalTotalBoosted(balance: bigint, lockAverage: bigint, veBoosted: bigint, storedTotal: bigint) {
  if (balance <= 0n) return 0n;
  const base = (balance * 4n) / 10n;
  const lockBonus = (lockAverage * BOOST_SCALE) / balance;
  let veBonus = base > 0n ? (veBoosted * BOOST_SCALE) / base : BOOST_SCALE;
  if (veBonus > MAX_VE_MULTIPLIER) veBonus = MAX_VE_MULTIPLIER;
  if (veBonus < BOOST_SCALE) veBonus = BOOST_SCALE;
  const avg = (balance * (lockBonus + veBonus - BOOST_SCALE)) / BOOST_SCALE;
  return avg < storedTotal ? avg : storedTotal;
}

/** The average over an interval of a series from its (average, period) pairs at both ends (dao `_seriesAvg`). */
export function intervalAverage(avg1: bigint, per1: number, avg2: bigint, per2: number, delta: number): bigint {
  const from = avg1 * BigInt(per1);
  const to = avg2 * BigInt(per2);
  return to < from || delta <= 0 ? 0n : (to - from) / BigInt(delta);
}

/** What the account stored at its last action. */
export interface StoredBalances {
  balance: bigint;
  lockBoosted: bigint;
  veBoosted: bigint;
  totalBoosted: bigint;
}

/**
 * `calculateIntervalBalances`: the weights over the interval between the averages `last` (the last action) and `cur`
 * (now). `qube` (QUBE, over totalBoostedSupply): the total boost of the interval averages, the ve-boosted part capped
 * at the stored one and the total at the stored total. `lock` (extra tokens, over lockBoostedSupply): the interval
 * average of the lock-boosted balance (never above the stored one: the account's own pair only falls behind by
 * flooring). No time between them: the stored balances.
 */
export function intervalBalances(p: StoredBalances, last: Averages, cur: Averages) {
  if (p.balance <= 0n) return { qube: 0n, lock: 0n };
  const delta = cur.lockBoostedBalanceAveragePeriod - last.lockBoostedBalanceAveragePeriod;
  if (delta <= 0) return { qube: p.totalBoosted, lock: p.lockBoosted };
  const avg = (k: 'lockBoostedBalance' | 'veAccQube' | 'veQube' | 'gaugeSupply') =>
    intervalAverage(
      last[`${k}Average`],
      last[`${k}AveragePeriod`],
      cur[`${k}Average`],
      cur[`${k}AveragePeriod`],
      delta,
    );
  const lockAvg = avg('lockBoostedBalance');
  const lock = lockAvg < p.lockBoosted ? lockAvg : p.lockBoosted;
  const b = gaugeTotalBoost({
    balance: p.balance,
    lockBoosted: lock,
    depositSupply: avg('gaugeSupply'),
    veAcc: avg('veAccQube'),
    veSupply: avg('veQube'),
  });
  // a ve boost above the stored one means veQUBE was added since the last action and not synced yet: not counted
  const total =
    b.veBoosted <= p.veBoosted ? b.totalBoosted : intervalTotalBoosted(p.balance, lock, p.veBoosted, b.totalBoosted);
  return { qube: total < p.totalBoosted ? total : p.totalBoosted, lock };
}
