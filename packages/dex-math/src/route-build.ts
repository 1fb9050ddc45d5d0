/**
 * Turns a chosen path into the route answer: forward quotes of every step from the route's input,
 * per-step price impact and fee, minimum amounts from the compounded slippage, global fee and
 * global price impact.
 */
import { mulDiv } from './bigint-math';
import { minimumReceived, priceImpact } from './price';
import { edgeQuote, edgeSpotRate } from './route-edges';
import type { RouteEdge, RouteIndex } from './route-index';
import type { Route, RouteQuery, RouteStep } from './route-types';

const RATE_SCALE = 10n ** 18n;

/** Builds the route for `edges` (in spending order) starting with `input`; undefined if a step fails. */
export function buildRoute(
  index: RouteIndex,
  edges: readonly RouteEdge[],
  input: bigint,
  query: RouteQuery,
): Route | undefined {
  const slippage = query.slippagePercent ?? 0;
  const steps: RouteStep[] = [];
  let amount = input;
  let keep = RATE_SCALE; // prod(1 - feeRate), scaled
  let impactKeep = 1;
  for (let k = 0; k < edges.length; k++) {
    const e = edges[k]!;
    const p = index.pools[e.pool]!;
    const q = edgeQuote(p, e, amount);
    if (!q) return undefined;
    const gross = q.feeInOutput ? q.amountOut + q.fee : q.amountIn;
    const feeRateScaled = gross > 0n ? mulDiv(q.fee, RATE_SCALE, gross) : 0n;
    keep = mulDiv(keep, RATE_SCALE - feeRateScaled, RATE_SCALE);
    const spot = edgeSpotRate(p, e);
    const netIn = q.feeInOutput ? q.amountIn : q.amountIn - q.fee;
    const grossOut = q.feeInOutput ? q.amountOut + q.fee : q.amountOut;
    const impact = spot ? priceImpact(netIn, grossOut, spot) : 0;
    impactKeep *= 1 - impact;
    const spentToken = index.tokens[e.from]!;
    const receiveToken = index.tokens[e.to]!;
    steps.push({
      actionType: e.action,
      amount: q.amountIn,
      expectedAmount: q.amountOut,
      minExpectedAmount: minimumReceived(q.amountOut, slippage, k + 1),
      fee: q.fee,
      feeToken: q.feeInOutput ? receiveToken : spentToken,
      poolAddress: p.pool.address,
      poolType: p.pool.kind,
      priceImpact: impact,
      spentToken,
      receiveToken,
    });
    amount = q.amountOut;
  }
  const last = steps[steps.length - 1];
  if (!last) return undefined;
  return {
    direction: query.direction,
    steps,
    amount: input,
    expectedAmount: last.expectedAmount,
    minExpectedAmount: last.minExpectedAmount,
    globalFee: mulDiv(input, RATE_SCALE - keep, RATE_SCALE),
    globalFeeRate: Number(RATE_SCALE - keep) / 1e18,
    globalPriceImpact: Math.max(0, 1 - impactKeep),
  };
}
