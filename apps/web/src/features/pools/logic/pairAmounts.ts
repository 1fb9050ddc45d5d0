/**
 * The amounts of the pair add-liquidity form (spec 4.8): what the user typed, and what the form shows. Without
 * auto exchange the field the user did not type last follows the pool price, live: when the reserves move, the
 * other amount moves with them. An empty pool has no price: a typed amount is copied to every field the user has
 * not typed himself (the first deposit may still set any price by typing both). Also what the pool is asked for the
 * LP a deposit would mint.
 */
import type { PoolKind } from '@tycho/abi';
import { parseUnits, sanitizeAmountInput } from '@tycho/units';
import { counterAmount } from './addLiquiditySteps';
import { maxAmountText } from './removeLiquidity';

export type Texts = readonly [string, string];

export interface PairAmounts {
  texts: Texts;
  /** The fields the user typed (not filled by the form). */
  typed: readonly [boolean, boolean];
  /** The field typed last: the other one follows the pool price. */
  last?: 0 | 1;
}

export const NO_PAIR_AMOUNTS: PairAmounts = { texts: ['', ''], typed: [false, false] };

/** `text` with at most `decimals` fraction digits (cut, never rounded up). */
export function truncateAmountText(text: string, decimals: number): string {
  const [whole = '', frac] = text.split('.');
  if (frac === undefined) return text;
  return decimals === 0 ? whole : `${whole}.${frac.slice(0, decimals)}`;
}

/** Typed amounts of a form with any number of fields (the N-pool form keeps these). */
export interface FieldAmounts {
  texts: readonly string[];
  typed: readonly boolean[];
}

/**
 * The fields after the user typed `raw` in field `index`; undefined when the keystroke is refused (not an amount,
 * too many decimals, or the field's decimals are unknown). In an empty pool the text is copied to every field the
 * user has not typed (cut to that token's decimals).
 */
export function editAmounts(
  amounts: FieldAmounts,
  index: number,
  raw: string,
  form: { decimals: readonly (number | undefined)[]; emptyPool: boolean },
): { texts: string[]; typed: boolean[] } | undefined {
  const decimals = form.decimals[index];
  if (decimals === undefined) return undefined;
  const next = sanitizeAmountInput(raw, decimals);
  if (next === null) return undefined;
  const count = Math.max(form.decimals.length, amounts.texts.length, index + 1);
  const texts = Array.from({ length: count }, (_, i) => amounts.texts[i] ?? '');
  const typed = Array.from({ length: count }, (_, i) => amounts.typed[i] ?? false);
  texts[index] = next;
  typed[index] = next !== '';
  if (form.emptyPool) {
    for (let i = 0; i < count; i++) {
      const d = form.decimals[i];
      if (i !== index && !typed[i] && d !== undefined) texts[i] = truncateAmountText(next, d);
    }
  }
  return { texts, typed };
}

/** The pair form's `editAmounts`, remembering which field was typed last. */
export function editPairAmount(
  amounts: PairAmounts,
  index: 0 | 1,
  raw: string,
  form: { decimals: readonly [number | undefined, number | undefined]; emptyPool: boolean },
): PairAmounts | undefined {
  const next = editAmounts(amounts, index, raw, form);
  if (!next) return undefined;
  return {
    texts: [next.texts[0] ?? '', next.texts[1] ?? ''],
    typed: [next.typed[0] ?? false, next.typed[1] ?? false],
    last: index,
  };
}

/**
 * The texts the form shows (and supplies): with a pool price and no auto exchange, the field not typed last is the
 * typed amount at the current reserves, rounded down; clearing the typed field clears it.
 */
export function shownPairTexts(
  amounts: PairAmounts,
  form: {
    decimals: readonly [number | undefined, number | undefined];
    reserves: { left: bigint; right: bigint };
    autoOn: boolean;
    emptyPool: boolean;
  },
): [string, string] {
  const texts: [string, string] = [...amounts.texts];
  const { last } = amounts;
  if (last === undefined || form.autoOn || form.emptyPool) return texts;
  const other = last === 0 ? 1 : 0;
  const typed = texts[last];
  const from = last === 0 ? form.reserves.left : form.reserves.right;
  const to = last === 0 ? form.reserves.right : form.reserves.left;
  const lastDecimals = form.decimals[last];
  const units = lastDecimals === undefined || !typed.trim() ? undefined : parseUnits(typed, lastDecimals, 'truncate');
  const counter = units == null ? undefined : counterAmount(units, from, to, false);
  const otherDecimals = form.decimals[other];
  if (counter !== undefined && otherDecimals !== undefined)
    texts[other] = maxAmountText(counter.toString(), otherDecimals);
  else if (typed === '') texts[other] = '';
  return texts;
}

/** A question to the pool: the LP a deposit of `amounts` (pool order, smallest units) would mint. */
export interface ExpectedLpRequest {
  pool: string;
  kind: PoolKind;
  amounts: string[];
  autoChange: boolean;
}

/**
 * What to ask the pool for the LP a deposit would mint, or undefined when there is nothing to ask: the pool or its
 * kind unknown, no amount, or (a constant-product pair without auto exchange) a side missing.
 */
export function expectedLpRequest(s: {
  pool: string | undefined;
  kind: PoolKind | undefined;
  /** Amounts in pool order; undefined: empty or not parsed. */
  amounts: readonly (bigint | undefined)[];
  autoChange: boolean;
}): ExpectedLpRequest | undefined {
  if (!s.pool || !s.kind) return undefined;
  const amounts = s.amounts.map((a) => a ?? 0n);
  if (!amounts.some((a) => a > 0n)) return undefined;
  const auto = s.kind !== 'common' || s.autoChange;
  if (!auto && amounts.some((a) => a <= 0n)) return undefined;
  return { pool: s.pool, kind: s.kind, amounts: amounts.map(String), autoChange: auto };
}

/** Form-order values in pool order: the pair's left root decides. */
export function inPoolOrder<T>(formLeft: string, poolLeft: string | undefined, values: readonly [T, T]): [T, T] {
  return poolLeft?.toLowerCase() === formLeft.toLowerCase() ? [values[0], values[1]] : [values[1], values[0]];
}
