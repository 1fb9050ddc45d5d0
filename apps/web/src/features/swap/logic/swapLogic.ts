/** Pure swap logic (spec 4.1, 4.3, 5, 9): modes, submit button state, validation, route bills and prices. */
import type { WatchTiming } from '@/shared/chain/useContractsWatch';
import { compareDecimals, decimalToString, divideDecimals, parseDecimal, shiftDecimal } from '@tycho/units';

export type SwapMode =
  'wrap' | 'unwrap' | 'coinIn' | 'coinOut' | 'combo' | 'token' | 'depositOneCoin' | 'withdrawOneCoin';
export const NATIVE = 'native';
/** Mode from the chosen sides: `native` stands for the coin, `wrapped` is the wrapped coin's root. */
export function deriveMode(
  left: string | undefined,
  right: string | undefined,
  wrapped: string | undefined,
  combined: boolean,
): SwapMode {
  const isWrapped = (a?: string) => !!a && !!wrapped && a.toLowerCase() === wrapped.toLowerCase();
  if (left === NATIVE && isWrapped(right)) return 'wrap';
  if (isWrapped(left) && right === NATIVE) return 'unwrap';
  if (left === NATIVE) return 'coinIn';
  if (right === NATIVE) return 'coinOut';
  if (combined && isWrapped(left)) return 'combo';
  return 'token';
}

/**
 * One-coin stable modes (spec 4.1): a token route whose only step deposits into a stable pool (the right token is
 * that pool's LP) or withdraws one coin from it (the left token is the LP). Other modes pass through.
 */
export function routeMode(mode: SwapMode, route: { steps: readonly { actionType?: string }[] } | undefined): SwapMode {
  if (mode !== 'token' || !route || route.steps.length !== 1) return mode;
  const action = route.steps[0].actionType;
  return action === 'deposit' ? 'depositOneCoin' : action === 'withdraw' ? 'withdrawOneCoin' : mode;
}

type SideToken = { routeAddress: string; native?: boolean; combined?: boolean; listed?: { verified?: boolean } };

/**
 * The one-coin stable modes the tokens could make (spec 4.1), before any quote: a withdrawal when the left token may
 * be an LP token, a deposit when the right one may. LP tokens are not verified list tokens (an imported LP token
 * joins the index unverified); which stable pool, if any, joins the two is asked of the API.
 */
export function oneCoinCandidates(
  left: SideToken | undefined,
  right: SideToken | undefined,
): { withdraw?: { lp: string; token: string }; deposit?: { lp: string; token: string } } {
  const plain = (t: SideToken | undefined): t is SideToken => !!t && !t.native && !t.combined;
  if (!plain(left) || !plain(right)) return {};
  const lp = (t: SideToken) => !t.listed?.verified;
  return {
    withdraw: lp(left) ? { lp: left.routeAddress, token: right.routeAddress } : undefined,
    deposit: lp(right) ? { lp: right.routeAddress, token: left.routeAddress } : undefined,
  };
}

/** The mode shown: the route's when there is one, else the one-coin mode the tokens make (spec 4.1). */
export function shownMode(
  mode: SwapMode,
  route: { steps: readonly { actionType?: string }[] } | undefined,
  oneCoin: 'deposit' | 'withdraw' | undefined,
): SwapMode {
  if (route || mode !== 'token' || !oneCoin) return routeMode(mode, route);
  return oneCoin === 'deposit' ? 'depositOneCoin' : 'withdrawOneCoin';
}

export type ImpactLevel = 'normal' | 'warning' | 'danger' | 'extreme';
/** Price impact colouring from the server fraction: <1 % normal, 1-5 % warning, >5 % danger, >15 % extreme. */
export function impactLevel(fraction: string | number): ImpactLevel {
  const parsed = parseDecimal(fraction);
  if (!parsed) return 'normal';
  const percent = shiftDecimal(parsed, 2);
  const above = (limit: bigint) => compareDecimals(percent, { units: limit, scale: 0 });
  if (above(15n) > 0) return 'extreme';
  if (above(5n) > 0) return 'danger';
  if (above(1n) >= 0) return 'warning';
  return 'normal';
}

/** Spec 9: the route pools' watch handler is debounced 3000 ms (a burst of trades re-quotes once, after it). */
export const SWAP_POOL_WATCH: WatchTiming = { mode: 'debounce', ms: 3000 };

export const SAFE_NATIVE_RESERVE = 10_000_000_000n; // 10 TYCHO
export const WRAP_GAS = 1_000_000_000n; // 1 TYCHO

/** Balance the left amount may use in each mode (spec 5), smallest units. */
export function spendableBalance(mode: SwapMode, tokenBalance: bigint, nativeBalance: bigint): bigint {
  const nativeFree = nativeBalance > SAFE_NATIVE_RESERVE ? nativeBalance - SAFE_NATIVE_RESERVE : 0n;
  switch (mode) {
    case 'wrap':
    case 'coinIn':
      return nativeFree;
    case 'combo':
      return tokenBalance + nativeFree;
    default:
      return tokenBalance;
  }
}

/** Left amount validity (spec 5): empty is valid; otherwise positive and within the spendable balance. */
export function isLeftAmountValid(units: string | undefined, text: string, spendable: bigint | undefined): boolean {
  if (!text) return true;
  if (!units) return false;
  if (spendable === undefined) return true;
  return BigInt(units) <= spendable;
}

export type SubmitState =
  | 'loading'
  | 'connect'
  | 'selectToken'
  | 'noLiquidity'
  | 'noRoute'
  | 'quoteFailed'
  | 'exceedsPoolBalance'
  | 'enterAmount'
  | 'insufficientBalance'
  | 'insufficientTokenBalance'
  | 'awaitingConfirmation'
  | 'ready';

/**
 * Why the typed amount has no usable quote (spec 4.3, 5, 8): the quote request failed (server or network), no pools
 * connect the tokens ("route does not exist"), pools connect them but none can fill the amount ("not enough
 * liquidity"), or (one-coin withdrawal) the amount asked is not below the pool's balance of the token.
 */
export type QuoteProblem = 'failed' | 'noRoute' | 'notEnoughLiquidity' | 'exceedsPoolBalance';

const PROBLEM_STATE: Record<QuoteProblem, SubmitState> = {
  failed: 'quoteFailed',
  noRoute: 'noRoute',
  notEnoughLiquidity: 'noLiquidity',
  exceedsPoolBalance: 'exceedsPoolBalance',
};

export interface SubmitInput {
  busy: boolean; // preparing, syncing, calculating, processing
  connected: boolean;
  hasLeftToken: boolean;
  hasRightToken: boolean;
  amountEntered: boolean; // either side has text
  /** Set when the typed amount has no usable quote. */
  quoteProblem: QuoteProblem | undefined;
  inputEmpty: boolean; // the input side (by direction) is empty
  exceedsBalance: boolean;
  combined: boolean;
  confirming: boolean;
}

/** Submit button state, in the exact priority of spec 4.3 (the quote problems share the "no liquidity" slot). */
export function submitState(s: SubmitInput): SubmitState {
  if (s.busy) return 'loading';
  if (!s.connected) return 'connect';
  if (!s.hasLeftToken || !s.hasRightToken) return 'selectToken';
  if (s.amountEntered && s.quoteProblem) return PROBLEM_STATE[s.quoteProblem];
  if (s.inputEmpty) return 'enterAmount';
  if (s.exceedsBalance) return s.combined ? 'insufficientBalance' : 'insufficientTokenBalance';
  if (s.confirming) return 'awaitingConfirmation';
  return 'ready';
}

/** Conversion (wrap/unwrap) submit (spec 4.5). */
export function conversionState(s: {
  connected: boolean;
  busy: boolean;
  valid: boolean;
}): 'connect' | 'loading' | 'ready' | 'invalid' {
  if (!s.connected) return 'connect';
  if (s.busy) return 'loading';
  return s.valid ? 'ready' : 'invalid';
}

export interface RouteLike {
  steps: readonly {
    amount: string;
    expectedAmount: string;
    minExpectedAmount: string;
    spentCurrencyAddress: string;
    receiveCurrencyAddress: string;
  }[];
  globalFee: string;
  globalPriceImpact: string;
}

/** Bill from a route: what is spent, expected, minimum expected. */
export function billOf(
  route: RouteLike | undefined,
): { spent: string; expected: string; minExpected: string } | undefined {
  if (!route || route.steps.length === 0) return undefined;
  const first = route.steps[0];
  const last = route.steps[route.steps.length - 1];
  return { spent: first.amount, expected: last.expectedAmount, minExpected: last.minExpectedAmount };
}

/** Digits a price is computed to (rounded down). */
const PRICE_DECIMALS = 20;

/** Price of one left token in right tokens (or the flipped one), from amounts in smallest units. */
export function priceOf(
  spent: string,
  received: string,
  leftDecimals: number,
  rightDecimals: number,
  flipped: boolean,
): string {
  const l = { units: BigInt(spent), scale: leftDecimals };
  const r = { units: BigInt(received), scale: rightDecimals };
  if (l.units === 0n || r.units === 0n) return '0';
  const price = flipped ? divideDecimals(l, r, PRICE_DECIMALS) : divideDecimals(r, l, PRICE_DECIMALS);
  return price ? decimalToString(price) : '0';
}

/** The rate changed when the amounts or the minimum received differ from the confirmed ones. */
export function rateChanged(
  a: { spent: string; expected: string; minExpected: string } | undefined,
  b: { spent: string; expected: string; minExpected: string } | undefined,
): boolean {
  if (!a || !b) return false;
  return a.spent !== b.spent || a.expected !== b.expected || a.minExpected !== b.minExpected;
}

/** The stable pool a one-coin withdrawal of `lp` into `token` runs in, and the token's position in it. */
export function withdrawPoolOf(
  pools: readonly { meta: { poolAddress: string; lpAddress: string; currencyAddresses: readonly string[] } }[],
  lp: string,
  token: string,
): { poolAddress: string; index: number } | undefined {
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  for (const { meta } of pools) {
    if (!same(meta.lpAddress, lp)) continue;
    const index = meta.currencyAddresses.findIndex((a) => same(a, token));
    if (index >= 0) return { poolAddress: meta.poolAddress, index };
  }
  return undefined;
}
