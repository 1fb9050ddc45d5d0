/**
 * The swap card's form, decided from plain values (spec 4.1 to 4.3, 5): amounts typed and shown, the quote request,
 * balances and the submit button. `useSwap` only wires state and queries to these functions.
 */
import { formatUnits, parseUnits } from '@tycho/units';
import { apiSlippage } from './slippage';
import {
  conversionState,
  isLeftAmountValid,
  spendableBalance,
  submitState,
  type QuoteProblem,
  type SubmitState,
  type SwapMode,
} from './swapLogic';
import type { SwapToken } from './swapTokens';

export type Direction = 'ltr' | 'rtl';

/** Typed decimal text to smallest units; undefined when empty, not a number or not positive (extra digits dropped). */
export function amountUnits(text: string, decimals: number | undefined): string | undefined {
  if (!text || decimals === undefined) return undefined;
  const units = parseUnits(text, decimals, 'truncate');
  return units !== null && units > 0n ? units.toString() : undefined;
}

/** Smallest units to the plain decimal text a field shows. */
export const amountText = (units: string | bigint, decimals: number) => formatUnits(units, decimals);

/**
 * The amount field's type size for a text of this many characters: the whole of a long quote (an 18-decimal token's
 * exact amount) stays readable in a phone's field instead of running past its edge. Short amounts keep the large size.
 */
export function amountSize(text: string): 'large' | 'medium' | 'small' {
  if (text.length <= 12) return 'large';
  return text.length <= 18 ? 'medium' : 'small';
}

/** The side the user typed in (the quote's input) and the other one, by direction. */
export function sidesOf<T>(direction: Direction, left: T, right: T): { input: T; output: T } {
  return direction === 'ltr' ? { input: left, output: right } : { input: right, output: left };
}

/**
 * The minimum pool TVL of a quote (spec 9, USD): a preference of the route search, not a filter. A route through a
 * shallower pool comes back flagged `lowLiquidity` and the card warns.
 */
export const ROUTE_MIN_TVL = 50_000;

export interface QuoteRequest {
  amount: string;
  direction: 'expectedexchange' | 'expectedspendamount';
  fromCurrencyAddress: string;
  toCurrencyAddress: string;
  /** The API's fraction (percent / 100), made from the app's percent here only. */
  slippage: string;
  minTvl: string;
  /** The active token list's roots (spec 7): a route passes only through listed tokens, never an unknown one. */
  whiteListCurrencies: string[];
}

/**
 * The cross_swap_route request for what the user typed, or undefined when there is nothing to quote. The API names
 * the typed side `from` in both directions (spec 7): for rtl input `from` is the token to receive. This is the only
 * place the sides are named that way; routes answer with spent-first steps.
 */
export function quoteRequestOf(input: {
  conversion: boolean;
  direction: Direction;
  left: SwapToken | undefined;
  right: SwapToken | undefined;
  /** The typed amount in the typed token's smallest units (see amountUnits). */
  amount: string | undefined;
  slippagePercent: string;
  /** The active list's token roots, sent as whiteListCurrencies. */
  listed?: readonly string[];
}): QuoteRequest | undefined {
  if (input.conversion) return undefined;
  const { input: typed, output: other } = sidesOf(input.direction, input.left, input.right);
  const { amount } = input;
  if (!typed || !other || !amount || typed.routeAddress.toLowerCase() === other.routeAddress.toLowerCase()) {
    return undefined;
  }
  return {
    amount,
    direction: input.direction === 'ltr' ? 'expectedexchange' : 'expectedspendamount',
    fromCurrencyAddress: typed.routeAddress,
    toCurrencyAddress: other.routeAddress,
    slippage: apiSlippage(input.slippagePercent),
    minTvl: String(ROUTE_MIN_TVL),
    whiteListCurrencies: [...(input.listed ?? [])],
  };
}

/** The quote answered is the one for what is typed now (a debounced key may lag behind). */
export const sameQuote = (a: QuoteRequest | undefined, b: QuoteRequest | undefined) =>
  !!a &&
  !!b &&
  a.amount === b.amount &&
  a.fromCurrencyAddress === b.fromCurrencyAddress &&
  a.toCurrencyAddress === b.toCurrencyAddress;

/**
 * What the two fields show: the typed side as typed, the other side the quote's answer (the spent amount for rtl,
 * the expected amount for ltr); a conversion shows the typed text on both sides (1:1).
 */
export function shownAmounts(input: {
  conversion: boolean;
  direction: Direction;
  leftText: string;
  rightText: string;
  bill: { spent: string; expected: string } | undefined;
  leftDecimals: number | undefined;
  rightDecimals: number | undefined;
  amountEntered: boolean;
}): { left: string; right: string } {
  const typed = input.direction === 'ltr' ? input.leftText : input.rightText;
  if (input.conversion) return { left: typed, right: typed };
  const answer = (units: string | undefined, decimals: number | undefined, own: string) =>
    units !== undefined && decimals !== undefined ? amountText(units, decimals) : input.amountEntered ? own : '';
  return input.direction === 'ltr'
    ? { left: input.leftText, right: answer(input.bill?.expected, input.rightDecimals, input.rightText) }
    : { left: answer(input.bill?.spent, input.leftDecimals, input.leftText), right: input.rightText };
}

/** The balance shown on the left: the coin, the token, or both added in combined mode (unknown while loading). */
export function leftBalanceOf(
  left: Pick<SwapToken, 'native' | 'combined'> | undefined,
  tokenBalance: string | undefined,
  nativeBalance: string | undefined,
): string | undefined {
  if (left?.native) return nativeBalance;
  if (!left?.combined) return tokenBalance;
  return tokenBalance !== undefined && nativeBalance !== undefined
    ? (BigInt(tokenBalance) + BigInt(nativeBalance)).toString()
    : undefined;
}

/** What the left amount may spend in this mode, once the balances it needs are known. */
export function spendableOf(input: {
  connected: boolean;
  left: Pick<SwapToken, 'native' | 'combined'> | undefined;
  mode: SwapMode;
  tokenBalance: string | undefined;
  nativeBalance: string | undefined;
}): bigint | undefined {
  const { left } = input;
  const needsNative = !!(left?.native || left?.combined);
  if (!input.connected || (needsNative && input.nativeBalance === undefined)) return undefined;
  if (!left?.native && input.tokenBalance === undefined) return undefined;
  return spendableBalance(input.mode, BigInt(input.tokenBalance ?? '0'), BigInt(input.nativeBalance ?? '0'));
}

/** What Max fills: the usable amount (balance minus the gas reserve where the coin pays), none when nothing is. */
export const maxUnitsOf = (spendable: bigint | undefined): string | undefined =>
  spendable !== undefined && spendable > 0n ? spendable.toString() : undefined;

/** Spec 5, one-coin withdrawal: the amount asked of a token must be below the pool's balance of it. */
export function exceedsPoolBalance(rightUnits: string | undefined, poolBalance: string | undefined): boolean {
  return !!rightUnits && poolBalance !== undefined && BigInt(rightUnits) >= BigInt(poolBalance);
}

/** The quote problem of what is typed (see QuoteProblem); undefined while a quote is due or when it has a route. */
export function quoteProblemOf(q: {
  amountEntered: boolean;
  /** The answer (or the failure) is for what is typed now. */
  current: boolean;
  /** The last request failed and no other is under way. */
  failed: boolean;
  /** The answer: a route, or no steps with the server's reason. */
  answer: { steps: readonly unknown[]; noRouteReason?: 'noRoute' | 'notEnoughLiquidity' | null } | undefined;
  exceedsPoolBalance: boolean;
}): QuoteProblem | undefined {
  if (!q.amountEntered) return undefined;
  if (q.exceedsPoolBalance) return 'exceedsPoolBalance';
  if (!q.current) return undefined;
  if (q.failed) return 'failed';
  if (q.answer && q.answer.steps.length === 0) return q.answer.noRouteReason ?? 'notEnoughLiquidity';
  return undefined;
}

export interface FormState {
  conversion: boolean;
  connected: boolean;
  /** Token list, wallet check or connection under way. */
  preparing: boolean;
  processing: boolean;
  calculating: boolean;
  hasLeftToken: boolean;
  hasRightToken: boolean;
  combined: boolean;
  /** The typed side holds a positive amount. */
  amountEntered: boolean;
  /** Why the typed amount has no usable quote, if so. */
  quoteProblem: QuoteProblem | undefined;
  leftUnits: string | undefined;
  leftText: string;
  spendable: bigint | undefined;
}

/** The submit button of the card: swap (spec 4.3 priority) or wrap/unwrap (spec 4.5). */
export function formSubmitState(s: FormState): SubmitState {
  const exceedsBalance = !!s.leftUnits && !isLeftAmountValid(s.leftUnits, s.leftText, s.spendable);
  if (s.conversion) {
    const valid = !!s.leftUnits && !exceedsBalance;
    const c = conversionState({ connected: s.connected, busy: s.processing || s.preparing, valid });
    if (c === 'invalid') return exceedsBalance ? 'insufficientTokenBalance' : 'enterAmount';
    return c;
  }
  return submitState({
    busy: s.processing || (s.calculating && !s.quoteProblem) || s.preparing,
    connected: s.connected,
    hasLeftToken: s.hasLeftToken,
    hasRightToken: s.hasRightToken,
    amountEntered: s.amountEntered,
    quoteProblem: s.quoteProblem,
    inputEmpty: !s.amountEntered,
    exceedsBalance,
    combined: s.combined,
    confirming: false,
  });
}
