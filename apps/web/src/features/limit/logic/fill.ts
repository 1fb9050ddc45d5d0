/**
 * Taking an order from the book (document 2, section 5: "not enough volume in the order"): how much of the order's
 * sold token the taker asks for, what it costs, and the filled part of an order.
 */
import { parseUnits } from '@tycho/units';

export type FillProblem = 'enterAmount' | 'notEnoughVolume' | 'insufficientBalance' | 'loading';

export interface FillInput {
  /** What the taker wants of the order's sold token, text in whole tokens. */
  text: string;
  decimals: number;
  /** Sold tokens the order still offers. */
  available: bigint;
  /** Cost in the order's bought token (quoted by the order); undefined while quoting. */
  cost: bigint | undefined;
  /** Taker's balance of the order's bought token; undefined while unknown. */
  balance: bigint | undefined;
}

export function fillProblem(input: FillInput): { problem?: FillProblem; amount?: bigint } {
  const amount = input.text.trim() ? (parseUnits(input.text.trim(), input.decimals) ?? undefined) : undefined;
  if (amount === undefined || amount <= 0n) return { problem: 'enterAmount' };
  if (amount > input.available) return { problem: 'notEnoughVolume', amount };
  if (input.cost === undefined || input.balance === undefined) return { problem: 'loading', amount };
  if (input.cost > input.balance) return { problem: 'insufficientBalance', amount };
  return { amount };
}

/** Filled part in percent with two decimals (rounded down), from the initial and the remaining sold amounts. */
export function filledPercent(initial: bigint, current: bigint): string {
  if (initial <= 0n) return '0';
  const filled = initial - current;
  const basis = (filled * 10_000n) / initial;
  const whole = basis / 100n;
  const frac = basis % 100n;
  return frac === 0n ? whole.toString() : `${whole}.${frac.toString().padStart(2, '0').replace(/0$/, '')}`;
}

/** `percent` (0 to 100) of what an order still offers, rounded down; 100 is all of it. */
export function percentOf(available: bigint, percent: number): bigint {
  if (percent >= 100) return available;
  return (available * BigInt(Math.max(0, Math.round(percent * 100)))) / 10_000n;
}
