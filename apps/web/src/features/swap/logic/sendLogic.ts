/** Sending a swap, decided apart from React (spec 4.2, 4.12): the payload request, the status outcome, the poll. */
import type { CrossSwapStatusResponse, Route } from '@tycho/api';
import { formatAmount, formatNumber } from '@/shared/lib/format';
import type { WaitResult } from '@/shared/lib/waitUntil';
import { billOf, rateChanged } from './swapLogic';
import { apiSlippage, routeSlippage } from './slippage';
import type { SwapSendInput } from './swapState';

/**
 * Status polls (spec 8, 9): every 2 s; "Timed out waiting" after 30 Pending answers or 50 failed requests (in total,
 * counted apart: a failed request is not a Pending answer).
 */
export const STATUS_POLL = { intervalMs: 2000, attempts: 30, totalErrors: 50 } as const;
/** Balance polls after a wrap or unwrap: every 2 s, 30 checks. */
export const CONVERSION_POLL = { intervalMs: 2000, attempts: 30 } as const;

/** The route the confirmation showed: the same pools in the same order and the same amounts and minimums. */
export function sameConfirmedRoute(a: Route | undefined, b: Route | undefined): boolean {
  if (!a || !b || a.steps.length !== b.steps.length) return false;
  const pools = a.steps.every((s, k) => s.poolAddress.toLowerCase() === b.steps[k].poolAddress.toLowerCase());
  return pools && !rateChanged(billOf(a), billOf(b));
}

/** The cross_swap_payload request of exactly the confirmed route, with the funding the send was given. */
export function payloadRequestOf(input: SwapSendInput) {
  return {
    route: input.route,
    slippage: apiSlippage(input.slippagePercent),
    id: input.callId,
    nativeBalance: input.nativeBalance,
    tokenBalance: input.tokenBalance,
    recipient: input.owner,
    nativeInfo: input.funding.nativeInfo,
    amountToWrap: input.funding.amountToWrap,
  };
}

export type SwapOutcome =
  | { kind: 'succeeded'; amount: string; hash: string | null }
  | { kind: 'cancelled' }
  /** A cross-exchange cancelled by slippage: the tolerance the route had (compounded per step, spec 9). */
  | { kind: 'crossCancelled'; slippagePercent: number };

/** The end of a swap from its status answer; undefined while Pending. */
export function swapOutcome(
  status: CrossSwapStatusResponse,
  route: Route,
  slippagePercent: string,
): SwapOutcome | undefined {
  if (status.status === 'Succeed') {
    return { kind: 'succeeded', amount: status.amount[0] ?? '0', hash: status.transactionHash };
  }
  if (status.status === 'Cancelled') {
    return route.steps.length > 1
      ? { kind: 'crossCancelled', slippagePercent: routeSlippage(slippagePercent, route.steps.length) }
      : { kind: 'cancelled' };
  }
  return undefined;
}

/** A notification to show: its message id and values, its kind, and the transaction it links to. */
export interface Notice {
  id: string;
  values: Record<string, string>;
  kind: 'info' | 'success' | 'error';
  hash?: string | null;
}

/** The names a swap's notifications use. */
export interface SwapNames {
  leftSymbol: string;
  rightSymbol: string;
  rightDecimals: number;
}

/** What replaces the pending toast of a sent swap (spec 4.12): success with its transaction, or why not. */
export function swapResultNotice(result: WaitResult<SwapOutcome>, names: SwapNames): Notice {
  const pair = `${names.leftSymbol}/${names.rightSymbol}`;
  if (result.kind !== 'done') return { id: 'swap.toast.timeout', values: {}, kind: 'error' };
  const outcome = result.value;
  if (outcome.kind === 'succeeded') {
    return {
      id: 'swap.toast.success',
      values: { amount: formatAmount(outcome.amount, names.rightDecimals), symbol: names.rightSymbol },
      kind: 'success',
      hash: outcome.hash,
    };
  }
  if (outcome.kind === 'crossCancelled') {
    return {
      id: 'swap.toast.crossCancelled',
      values: { pair, slippage: formatNumber(outcome.slippagePercent, { precision: 3 }), symbol: names.leftSymbol },
      kind: 'error',
    };
  }
  return { id: 'swap.toast.cancelled', values: {}, kind: 'error' };
}

/** The phases of a wrap or unwrap as its notifications tell them. */
export type ConversionPhase = 'pending' | 'success' | 'cancelled' | 'failed' | 'timeout';

/**
 * A wrap or unwrap notification (spec 4.12): each names the amount and the token spent and the one received,
 * e.g. "Wrapping 5 TYCHO into WTYCHO…", "Unwrapped 3 WTYCHO into TYCHO".
 */
export function conversionNotice(
  kind: 'wrap' | 'unwrap',
  phase: ConversionPhase,
  names: { amount: string; symbol: string; target: string; message?: string },
): Notice {
  const values = { amount: names.amount, symbol: names.symbol, target: names.target, message: names.message ?? '' };
  const id = `swap.toast.${kind}${phase[0].toUpperCase()}${phase.slice(1)}`;
  return { id, values, kind: phase === 'pending' ? 'info' : phase === 'success' ? 'success' : 'error' };
}
