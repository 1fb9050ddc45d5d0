/**
 * The vote-escrow (veQUBE) boost of a gauge position (dao `GaugeAccountHelpers.tsol` `_veBoost`,
 * `calculateTotalBoostedBalance`, `calculateIntervalBalances`), with the math from dex-math's `gaugeTotalBoost`.
 *
 * Devnet simplification: the real account asks the VoteEscrow (`getVeAverage` → `receiveVeAverage`) and then the
 * user's VE account (`getVeAverage` → `receiveVeAccAverage`) for time-averaged veQUBE before each action. Here the
 * account reads, at the action, the current veQUBE of the gauge's VoteEscrow (its total, burns of expired locks
 * pending) and of the user's VE account (expired locks left out), through the engine's read-only `peek`. The ve
 * boost so found is kept until the user's next action: the QUBE weight over an interval is the time-average lock
 * boost plus that stored ve boost, capped at the stored total-boosted balance (the contract's cap).
 */
import { BOOST_SCALE, gaugeTotalBoost, MAX_VE_MULTIPLIER } from '@tycho/dex-math';
import type { HandlerContext } from '../../engine/types';
import { syncedAccount, type VoteEscrowAccountState } from '../vote-escrow/account';
import { VE_ACCOUNT_KIND, VE_KIND } from '../vote-escrow/constants';
import type { VoteEscrowState } from '../vote-escrow/root-core';
import { GAUGE_KIND, type GaugeState } from './gauge-core';

export interface VeFigures {
  /** The user's veQUBE. */
  veAcc: bigint;
  /** The VoteEscrow's total veQUBE. */
  veSupply: bigint;
}

const NO_VE: VeFigures = { veAcc: 0n, veSupply: 0n };

/** The user's and the total veQUBE now, through the gauge's VoteEscrow (none if the gauge has no VoteEscrow). */
export function readVe(ctx: Pick<HandlerContext<unknown>, 'peek' | 'addressOf' | 'now'>, gauge: string, user: string) {
  const g = ctx.peek(gauge);
  if (g?.kind !== GAUGE_KIND) return NO_VE;
  const voteEscrow = (g.state as GaugeState).voteEscrow;
  const root = voteEscrow ? ctx.peek(voteEscrow) : undefined;
  if (root?.kind !== VE_KIND) return NO_VE;
  const veSupply = (root.state as VoteEscrowState).veQubeBalance;
  const acc = ctx.peek(ctx.addressOf(VE_ACCOUNT_KIND, { voteEscrow, user }));
  if (acc?.kind !== VE_ACCOUNT_KIND) return { veAcc: 0n, veSupply };
  const { next } = syncedAccount(acc.state as VoteEscrowAccountState, ctx.now);
  return { veAcc: next.veQubeBalance, veSupply };
}

/** The position's ve-boosted and total-boosted balances for the figures read at an action. */
export function veBoostOf(balance: bigint, lockBoosted: bigint, depositSupply: bigint, ve: VeFigures) {
  const b = gaugeTotalBoost({ balance, lockBoosted, depositSupply, veAcc: ve.veAcc, veSupply: ve.veSupply });
  return { veBoosted: b.veBoosted, totalBoosted: b.totalBoosted };
}

/**
 * The QUBE weight over the interval since the last action: balance·(m_lock(average) + m_ve(stored) − 1), capped at
 * the total-boosted balance stored at that action (what the gauge's totalBoostedSupply holds for this user).
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
