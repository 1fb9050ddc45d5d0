/**
 * The boost calculator's form (spec: gauges, calculator): which gauge it shows (`?gauge=`, else the first by TVL),
 * the veQUBE field (the wallet's veQUBE until edited), what is wrong with the typed amount, lock or veQUBE, and the
 * figures of the position after such a deposit, the account's existing deposit counted once (`depositFigures`, the
 * same computation as the gauge page's preview). Pure: `useBoostCalculator` keeps the texts and calls it.
 */
import { formatUnits, parseUnits } from '@tycho/units';
import { lockAllowed, lockSecondsOf } from './boost';
import { depositFigures, maxBoostsOf, veFigures, type GaugeFacts, type GaugeFigures, type Position } from './calc';

/** veQUBE has QUBE's decimals. */
export const VE_DECIMALS = 9;

export type CalcProblem = 'amount' | 'lock' | 've' | undefined;

/** The gauge the calculator shows: the one the link names, else the first listed (by TVL), '' while none is known. */
export function calcGaugeAddress(param: string | null, listed: readonly { address: string }[] | undefined): string {
  return param ?? listed?.[0]?.address ?? '';
}

/** The veQUBE field: what the user typed, else the wallet's veQUBE. */
export function calcVeText(edited: string | undefined, walletVe: bigint): string {
  return edited ?? formatUnits(walletVe, VE_DECIMALS);
}

export interface CalcInput {
  amountText: string;
  daysText: string;
  veText: string;
  /** The gauge's listing and details (undefined while they load). */
  gauge: GaugeFacts | undefined;
  /** The connected wallet's veQUBE (0 without one). */
  walletVe: bigint;
  /** The account's position in the gauge already (counted once in the result). */
  existing: Position;
}

export interface CalcOutput {
  problem: CalcProblem;
  /** The position's figures after the deposit; undefined without a valid positive amount or with a problem. */
  result: GaugeFigures | undefined;
  /** The gauge's max boosts, shown before an amount is typed too. */
  max: ReturnType<typeof maxBoostsOf> | undefined;
}

/**
 * The first problem, in the fields' order: a typed amount that is not a positive number of LP (an empty one is no
 * problem, it just shows nothing), a lock that is not whole days or beyond the gauge's max lock (once the gauge is
 * known), a veQUBE that is not a non-negative number (empty is 0).
 */
export function calcForm(c: CalcInput): CalcOutput {
  const decimals = c.gauge?.details.depositToken.decimals ?? undefined;
  const lockSeconds = lockSecondsOf(c.daysText);
  const amount = decimals === undefined ? null : parseUnits(c.amountText, decimals);
  const ve = c.veText.trim() === '' ? 0n : parseUnits(c.veText, VE_DECIMALS);
  let problem: CalcProblem;
  if (c.amountText.trim() && (amount === null || amount <= 0n)) problem = 'amount';
  else if (c.gauge && !lockAllowed(lockSeconds, c.gauge.item.maxLockTime)) problem = 'lock';
  else if (ve === null || ve < 0n) problem = 've';
  const g = c.gauge;
  const result =
    g && amount && amount > 0n && ve !== null && !problem
      ? depositFigures(g, amount, lockSeconds, veFigures(ve, c.walletVe, BigInt(g.details.veQubeSupply)), c.existing)
      : undefined;
  return { problem, result, max: g ? maxBoostsOf(g) : undefined };
}
