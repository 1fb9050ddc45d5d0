/**
 * What the swap screen keeps in localStorage (spec 9): the typed amount under `amounts` (FlatQube's shape:
 * `{ leftAmount, rightAmount, side }`, side "ltr" when the left amount was typed, "rtl" for the right one; only the
 * typed side is restored, the other comes from the quote), and the greeting's dismissal under `swap_notation`.
 * A storage failure is ignored (spec 8); stored values are validated on read.
 */
import type { Direction } from './swapForm';

export const AMOUNTS_KEY = 'amounts';
export const NOTATION_KEY = 'swap_notation';

export interface StoredAmounts {
  leftAmount: string;
  rightAmount: string;
  side: Direction;
}

type Reader = Pick<Storage, 'getItem'> | undefined;
type Writer = Pick<Storage, 'setItem' | 'removeItem'> | undefined;

const DECIMAL = /^\d*\.?\d*$/;
const amountText = (value: unknown) => (typeof value === 'string' && DECIMAL.test(value) ? value : '');

/** The stored typed amount: the typed side's text (digits and one dot), or undefined when none is stored. */
export function readAmounts(storage: Reader): StoredAmounts | undefined {
  let raw: string | null | undefined;
  try {
    raw = storage?.getItem(AMOUNTS_KEY);
  } catch {
    return undefined;
  }
  if (!raw) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { leftAmount, rightAmount, side } = parsed as Record<string, unknown>;
  if (side !== 'ltr' && side !== 'rtl') return undefined;
  const typed = amountText(side === 'ltr' ? leftAmount : rightAmount);
  if (!typed) return undefined;
  return side === 'ltr' ? { leftAmount: typed, rightAmount: '', side } : { leftAmount: '', rightAmount: typed, side };
}

/** Stores the typed amount of `side`; an empty amount removes the entry. */
export function writeAmounts(storage: Writer, side: Direction, typed: string): void {
  try {
    if (!typed) storage?.removeItem(AMOUNTS_KEY);
    else {
      const value: StoredAmounts =
        side === 'ltr' ? { leftAmount: typed, rightAmount: '', side } : { leftAmount: '', rightAmount: typed, side };
      storage?.setItem(AMOUNTS_KEY, JSON.stringify(value));
    }
  } catch {
    /* storage failure ignored */
  }
}

/** Whether the user closed the greeting banner (any stored value counts, as FlatQube stores "1"). */
export function notationDismissed(storage: Reader): boolean {
  try {
    return storage?.getItem(NOTATION_KEY) != null;
  } catch {
    return false;
  }
}

export function dismissNotation(storage: Pick<Storage, 'setItem'> | undefined): void {
  try {
    storage?.setItem(NOTATION_KEY, '1');
  } catch {
    /* storage failure ignored */
  }
}
