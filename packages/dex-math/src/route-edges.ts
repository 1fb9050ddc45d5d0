/**
 * Quoting one route edge (a swap, a one-coin deposit or a one-coin withdrawal) forwards (exact
 * input) or backwards (exact output), with the pool math of this package.
 */
import { divUp } from './bigint-math';
import { expectedExchange } from './constant-product';
import { stableLpRate, stableMarginalRate } from './price';
import { rational, rationalToNumber, type Rational } from './rational';
import type { IndexedPool, RouteEdge } from './route-graph';
import { stableExchange, stableSpendAmount } from './stableswap';
import {
  stableDepositOneCoin,
  stableDepositOneCoinAmount,
  stableWithdrawOneCoin,
  stableWithdrawOneCoinLpAmount,
} from './stableswap-liquidity';

/** A quoted edge. `fee` is in the spent token, or in the received token when `feeInOutput`. */
export interface EdgeQuote {
  amountIn: bigint;
  amountOut: bigint;
  fee: bigint;
  feeInOutput: boolean;
}

/**
 * Output for an exact input, or undefined. Pair swaps take an allocation-free path with the same
 * result as `expectedExchange`: out = rOut - ceil(rIn * rOut / (rIn + eff)) = floor(rOut * eff / (rIn + eff)).
 */
export function edgeOut(p: IndexedPool, e: RouteEdge, amountIn: bigint): bigint | undefined {
  if (e.action === 'exchange' && !p.stable) {
    const { reserves, fee } = p.pool;
    const den = fee.denominator;
    const eff = amountIn - divUp(amountIn * (fee.poolNumerator + fee.beneficiaryNumerator), den);
    const rOut = reserves[e.j]!;
    const out = eff > 0n ? (rOut * eff) / (reserves[e.i]! + eff) : 0n;
    return out > 0n ? out : undefined;
  }
  return edgeQuote(p, e, amountIn)?.amountOut;
}

/** Full forward quote of an edge. */
export function edgeQuote(p: IndexedPool, e: RouteEdge, amountIn: bigint): EdgeQuote | undefined {
  const pool = p.pool;
  if (e.action === 'exchange') {
    if (!p.stable) {
      const r = expectedExchange(amountIn, pool.reserves[e.i]!, pool.reserves[e.j]!, pool.fee);
      return r && { amountIn, amountOut: r.amountOut, fee: r.poolFee + r.beneficiaryFee, feeInOutput: false };
    }
    const r = stableExchange(p.stable, e.i, e.j, amountIn, p.inv);
    return r && { amountIn, amountOut: r.amountOut, fee: r.poolFee + r.beneficiaryFee, feeInOutput: false };
  }
  if (!p.stable) return undefined;
  if (e.action === 'deposit') {
    const r = stableDepositOneCoin(p.stable, e.i, amountIn, p.inv);
    return (
      r && { amountIn, amountOut: r.lpAmount, fee: r.poolFees[e.i]! + r.beneficiaryFees[e.i]!, feeInOutput: false }
    );
  }
  const r = stableWithdrawOneCoin(p.stable, e.j, amountIn, p.inv);
  return (
    r && { amountIn, amountOut: r.amounts[e.j]!, fee: r.poolFees[e.j]! + r.beneficiaryFees[e.j]!, feeInOutput: true }
  );
}

/** Input needed for an exact output, or undefined. Pair swaps compute `expectedSpendAmount` without allocating. */
export function edgeIn(p: IndexedPool, e: RouteEdge, amountOut: bigint): bigint | undefined {
  const pool = p.pool;
  if (e.action === 'exchange') {
    if (!p.stable) {
      const rIn = pool.reserves[e.i]!;
      const rOut = pool.reserves[e.j]!;
      if (amountOut <= 0n || amountOut >= rOut) return undefined;
      const den = pool.fee.denominator;
      const net = divUp(rIn * rOut, rOut - amountOut) - rIn;
      return divUp(net * den, den - pool.fee.poolNumerator - pool.fee.beneficiaryNumerator);
    }
    return stableSpendAmount(p.stable, e.i, e.j, amountOut, p.inv)?.amountIn;
  }
  if (!p.stable) return undefined;
  if (e.action === 'deposit') return stableDepositOneCoinAmount(p.stable, e.i, amountOut, p.inv);
  return stableWithdrawOneCoinLpAmount(p.stable, e.j, amountOut, p.inv);
}

/** Marginal rate of an edge in token units (received units per spent unit), before fees. */
export function edgeSpotRate(p: IndexedPool, e: RouteEdge): Rational | undefined {
  const pool = p.pool;
  if (!p.stable || !p.inv) {
    return e.action === 'exchange' ? rational(pool.reserves[e.j]!, pool.reserves[e.i]!) : undefined;
  }
  const pm = p.inv.precisionMul;
  if (e.action === 'exchange') {
    const r = stableMarginalRate(p.inv, e.i, e.j);
    return r && rational(r.num * pm[e.i]!, r.den * pm[e.j]!);
  }
  if (e.action === 'deposit') return stableLpRate(p.inv, e.i, pool.lpSupply);
  const r = stableLpRate(p.inv, e.j, pool.lpSupply);
  return r && rational(r.den, r.num);
}

/**
 * An upper bound of the edge's output per unit of input, as a float: the marginal rate times
 * (1 - fee). Every curve here is concave (pairs, stableswap exchange, one-coin deposit and
 * withdrawal), so output <= input * bound for any input; the search prunes with it.
 */
export function edgeRateBound(p: IndexedPool, e: RouteEdge): number {
  const spot = edgeSpotRate(p, e);
  if (!spot || spot.num <= 0n) return 0;
  const { fee } = p.pool;
  const keep = 1 - Number(fee.poolNumerator + fee.beneficiaryNumerator) / Number(fee.denominator);
  return rationalToNumber(spot) * keep;
}
