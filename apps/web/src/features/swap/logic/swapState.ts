/**
 * The swap card as one pure state machine (spec 4.1 to 4.5, 4.12). `swapReducer` holds what the user did (the typed
 * text, its side, the phase from editing through the confirmation, the send and its end); `typedSwapOf` parses the
 * typed amount once and makes the quote request; `swapViewOf` adds the quote and the balances already loaded and
 * decides everything the card shows, the submit state and the funding of the confirmed route, once. `useSwap` only
 * wires state, queries and the send's steps to these functions; the send takes a `SwapSendInput`, never the form.
 */
import type { Route } from '@tycho/api';
import { swapFunding, type Funding } from './funding';
import {
  amountUnits,
  exceedsPoolBalance,
  formSubmitState,
  leftBalanceOf,
  maxUnitsOf,
  quoteProblemOf,
  quoteRequestOf,
  shownAmounts,
  sidesOf,
  spendableOf,
  type Direction,
  type QuoteRequest,
} from './swapForm';
import { billOf, deriveMode, NATIVE, shownMode, type SubmitState, type SwapMode } from './swapLogic';
import type { StoredAmounts } from './swapStorage';
import type { SwapToken } from './swapTokens';

/**
 * editing: the form; confirming: the confirm popup is open; preparing: the confirmed route's wallet call is built;
 * signing: the wallet asks for the signature; pending: sent, the status is awaited (the amounts are cleared);
 * converting: a wrap or unwrap under way; done and failed: the last send's end (the form is usable again).
 */
export type SwapPhase =
  'editing' | 'confirming' | 'preparing' | 'signing' | 'pending' | 'converting' | 'done' | 'failed';

/** Why the last send ended without a swap: refused in the wallet, an error, slippage (the pool cancelled it), time. */
export type SwapFailure = 'rejected' | 'error' | 'slippage' | 'timeout';

export interface SwapState {
  leftText: string;
  rightText: string;
  direction: Direction;
  phase: SwapPhase;
  /** The send-time re-quote of the confirmed pools, shown while the live quote it answered is the current one. */
  requoted?: { route: Route; live: Route | undefined };
  failure?: SwapFailure;
}

export type SwapEvent =
  | { type: 'edit'; side: Direction; text: string }
  /** The sides swap: the amounts shown (typed and quoted) move with them, the typed side flips. */
  | { type: 'reverse'; shown: { left: string; right: string } }
  | { type: 'reset' }
  /** The submit button of a ready swap: the confirm popup opens. */
  | { type: 'open' }
  | { type: 'cancel' }
  /** The popup's confirm: the wallet call of the route is asked for. */
  | { type: 'confirm' }
  | { type: 'prepared'; result: 'ready' | 'failed' }
  | { type: 'prepared'; result: 'rateChanged'; route: Route; live: Route | undefined }
  /** The wallet signed (the amounts clear) or refused / failed before anything was pending. */
  | { type: 'signed' }
  | { type: 'sendFailed'; rejected: boolean }
  /** The status of a signed swap: succeeded, cancelled by the pools' minimums (slippage), or no answer in time. */
  | { type: 'settled'; outcome: 'succeeded' | 'slippage' | 'timeout' }
  | { type: 'convert' }
  | { type: 'converted'; outcome: 'sent' | 'rejected' | 'failed' }
  | { type: 'conversionSettled' };

/** The form as a reload finds it (spec 9 `amounts`): only the typed side comes back, the other is quoted. */
export function initialSwapState(stored: StoredAmounts | undefined): SwapState {
  return {
    leftText: stored?.leftAmount ?? '',
    rightText: stored?.rightAmount ?? '',
    direction: stored?.side ?? 'ltr',
    phase: 'editing',
  };
}

/** A send or conversion under way: the fields wait, the quote is not refreshed. */
export const isProcessing = (phase: SwapPhase) =>
  phase === 'preparing' || phase === 'signing' || phase === 'pending' || phase === 'converting';

/** The confirm popup is open. */
export const isConfirming = (phase: SwapPhase) => phase === 'confirming' || phase === 'preparing';

const cleared = (s: SwapState): SwapState => ({ ...s, leftText: '', rightText: '', direction: 'ltr' });
const ended = (s: SwapState, failure?: SwapFailure): SwapState => ({
  ...s,
  phase: failure ? 'failed' : 'done',
  requoted: undefined,
  failure,
});

export function swapReducer(s: SwapState, e: SwapEvent): SwapState {
  switch (e.type) {
    case 'edit': {
      const typed = e.side === 'ltr' ? { leftText: e.text } : { rightText: e.text };
      const other = e.text ? {} : e.side === 'ltr' ? { rightText: '' } : { leftText: '' };
      const phase = s.phase === 'done' || s.phase === 'failed' ? 'editing' : s.phase;
      return { ...s, ...typed, ...other, direction: e.side, phase };
    }
    case 'reverse':
      if (isProcessing(s.phase)) return s;
      return {
        ...s,
        leftText: e.shown.right,
        rightText: e.shown.left,
        direction: s.direction === 'ltr' ? 'rtl' : 'ltr',
      };
    case 'reset':
      return cleared(s);
    case 'open':
      return isProcessing(s.phase) ? s : { ...s, phase: 'confirming', requoted: undefined, failure: undefined };
    case 'cancel':
      return s.phase === 'confirming' ? { ...s, phase: 'editing', requoted: undefined } : s;
    case 'confirm':
      return s.phase === 'confirming' ? { ...s, phase: 'preparing' } : s;
    case 'prepared':
      if (s.phase !== 'preparing') return s;
      if (e.result === 'rateChanged') return { ...s, phase: 'confirming', requoted: { route: e.route, live: e.live } };
      if (e.result === 'ready') return { ...s, phase: 'signing', requoted: undefined };
      return ended(s, 'error');
    case 'signed':
      return s.phase === 'signing' ? { ...cleared(s), phase: 'pending' } : s;
    case 'sendFailed':
      return s.phase === 'signing' ? ended(s, e.rejected ? 'rejected' : 'error') : s;
    case 'settled':
      if (s.phase !== 'pending') return s;
      return ended(s, e.outcome === 'succeeded' ? undefined : e.outcome);
    case 'convert':
      return isProcessing(s.phase) ? s : { ...s, phase: 'converting', failure: undefined };
    case 'converted':
      if (s.phase !== 'converting') return s;
      if (e.outcome === 'sent') return cleared(s);
      return ended(s, e.outcome === 'rejected' ? 'rejected' : 'error');
    case 'conversionSettled':
      return s.phase === 'converting' ? ended(s) : s;
  }
}

const modeKey = (t: SwapToken | undefined) => (t?.native ? NATIVE : t?.routeAddress);

export interface TypedSwap {
  /** The mode the tokens make (before any route). */
  mode: SwapMode;
  conversion: boolean;
  /** The same token on both sides (outside a conversion) cannot be swapped: the card says so. */
  sameToken: boolean;
  /** The typed amount in the typed token's smallest units: the one parse of the typed text. */
  typedUnits: string | undefined;
  /** The quote request of what is typed (undefined for conversions and when there is nothing to quote). */
  request: QuoteRequest | undefined;
}

/** What the typed text asks for: the mode, the typed amount (parsed here only) and its quote request. */
export function typedSwapOf(input: {
  state: Pick<SwapState, 'leftText' | 'rightText' | 'direction'>;
  left: SwapToken | undefined;
  right: SwapToken | undefined;
  wrappedRoot: string | undefined;
  slippagePercent: string;
  listed?: readonly string[];
}): TypedSwap {
  const { state, left, right } = input;
  const mode = deriveMode(modeKey(left), modeKey(right), input.wrappedRoot, !!left?.combined);
  const conversion = mode === 'wrap' || mode === 'unwrap';
  const sameToken =
    !!left && !!right && !conversion && left.routeAddress.toLowerCase() === right.routeAddress.toLowerCase();
  const typedText = state.direction === 'ltr' ? state.leftText : state.rightText;
  const typedUnits = amountUnits(typedText, sidesOf(state.direction, left, right).input?.decimals);
  const request = quoteRequestOf({
    conversion,
    direction: state.direction,
    left,
    right,
    amount: typedUnits,
    slippagePercent: input.slippagePercent,
    listed: input.listed,
  });
  return { mode, conversion, sameToken, typedUnits, request };
}

/** The quote query as the card sees it. */
export interface QuoteStatus {
  /** The answer (or the failure) is for what is typed now. */
  current: boolean;
  data: Route | undefined;
  isError: boolean;
  isFetching: boolean;
  isSuccess: boolean;
}

/** What the send of one confirmed route needs besides the route: the account and the balances already loaded. */
export interface SendBase {
  owner: string;
  mode: SwapMode;
  slippagePercent: string;
  /** The left token's (or wrapped coin's) balance; '0' when the coin itself is sold. */
  tokenBalance: string;
  nativeBalance: string;
}

/** The explicit inputs of a swap send (and of its preview): one route, its funding and the confirmation's call id. */
export interface SwapSendInput extends SendBase {
  route: Route;
  callId: string;
  funding: Funding;
}

/** The funding of a route from the balances already loaded: the one place the send decides it (see swapFunding). */
export const fundingOf = (base: SendBase, route: Route): Funding =>
  swapFunding(base.mode, BigInt(route.steps[0].amount), BigInt(base.tokenBalance));

export const sendInputOf = (base: SendBase, route: Route, callId: string): SwapSendInput => ({
  ...base,
  route,
  callId,
  funding: fundingOf(base, route),
});

export interface SwapViewInput {
  state: SwapState;
  typed: TypedSwap;
  left: SwapToken | undefined;
  right: SwapToken | undefined;
  owner: string | undefined;
  /** Token list, wallet check or connection under way. */
  preparing: boolean;
  quote: QuoteStatus;
  slippagePercent: string;
  /** Loaded balances: the left token's (undefined for the coin or while loading), the right one's, the coin's. */
  leftTokenBalance: string | undefined;
  rightTokenBalance: string | undefined;
  nativeBalance: string | undefined;
  /** The one-coin stable pool of the tokens, if any (spec 4.1, 5). */
  oneCoinPool: { kind: 'deposit' | 'withdraw' | undefined; balance: string | undefined };
}

/** Everything the card shows and sends, decided once per render from the state and what is loaded. */
export function swapViewOf(v: SwapViewInput) {
  const { state, typed, left, right, quote } = v;
  const { conversion, typedUnits } = typed;
  const processing = isProcessing(state.phase);
  const live = quote.current && quote.data && !quote.isError ? quote.data : undefined;
  const bill = billOf(live);
  const amountEntered = !!typedUnits;
  const calculating = amountEntered && (!quote.current || (quote.isFetching && !quote.data));
  const shown = shownAmounts({
    conversion,
    direction: state.direction,
    leftText: state.leftText,
    rightText: state.rightText,
    bill,
    leftDecimals: left?.decimals,
    rightDecimals: right?.decimals,
    amountEntered,
  });
  // the typed side's units are the one parse; the other side's are the quote's (a conversion is 1:1)
  const ltr = conversion || state.direction === 'ltr';
  const rtl = conversion || state.direction === 'rtl';
  const leftUnits = ltr ? typedUnits : bill?.spent;
  const rightUnits = rtl ? typedUnits : bill?.expected;
  const quoteProblem = quoteProblemOf({
    amountEntered,
    current: quote.current,
    failed: quote.isError && !quote.isFetching,
    answer: quote.isSuccess ? quote.data : undefined,
    // spec 5: a one-coin withdrawal asks less than the pool holds of the token
    exceedsPoolBalance: exceedsPoolBalance(rightUnits, v.oneCoinPool.balance),
  });
  const connected = !!v.owner;
  const tokenBalance = v.leftTokenBalance;
  const spendable = spendableOf({ connected, left, mode: typed.mode, tokenBalance, nativeBalance: v.nativeBalance });
  const formState = formSubmitState({
    conversion,
    connected,
    preparing: v.preparing,
    processing,
    calculating,
    hasLeftToken: !!left,
    hasRightToken: !!right && !typed.sameToken,
    combined: !!left?.combined,
    amountEntered,
    quoteProblem,
    leftUnits,
    leftText: shown.left,
    spendable,
  });
  const confirming = isConfirming(state.phase);
  const submit: SubmitState = confirming && formState === 'ready' ? 'awaitingConfirmation' : formState;
  const route = live && live.steps.length > 0 ? live : undefined;
  // without a route yet, an LP token against a token of its stable pool is a one-coin deposit or withdrawal
  const mode = shownMode(typed.mode, route, v.oneCoinPool.kind);
  const sendBase: SendBase | undefined =
    v.owner && left && (left.native || tokenBalance !== undefined) && v.nativeBalance !== undefined
      ? {
          owner: v.owner,
          mode,
          slippagePercent: v.slippagePercent,
          tokenBalance: left.native ? '0' : (tokenBalance ?? '0'),
          nativeBalance: v.nativeBalance,
        }
      : undefined;
  // the popup shows the re-quote of the confirmed pools until the live quote it answered changes
  const requoted = state.requoted;
  const confirmRoute = requoted && requoted.live === route ? requoted.route : route;
  return {
    mode,
    conversion,
    sameToken: typed.sameToken,
    leftText: shown.left,
    rightText: shown.right,
    direction: state.direction,
    leftUnits,
    /** The live quote (a route with steps), the one the pools are watched for. */
    route,
    bill: route ? bill : undefined,
    quoteProblem,
    calculating,
    processing,
    /** The confirm popup is open; its confirm is being prepared. */
    confirming,
    preparingCall: state.phase === 'preparing',
    state: submit,
    /** What Max fills: the usable amount of the left side (the coin keeps its gas reserve). */
    maxUnits: maxUnitsOf(spendable),
    leftBalance: leftBalanceOf(left, tokenBalance, v.nativeBalance),
    rightBalance: right?.native ? v.nativeBalance : v.rightTokenBalance,
    sendBase,
    confirmRoute: confirming ? confirmRoute : undefined,
    /** How the confirmed route is paid (token, coin or both), decided from the loaded balances. */
    funding: confirming && confirmRoute && sendBase ? fundingOf(sendBase, confirmRoute) : undefined,
  };
}
export type SwapView = ReturnType<typeof swapViewOf>;
