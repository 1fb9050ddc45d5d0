/**
 * Constant-product (x * y = k) pair math with fees, as the Broxus/FlatQube DexPair computes it.
 *
 * Exchange (exact input `a`): fee = ceil(a * (pool + beneficiary) / denominator) is taken from the
 * input; the remaining `a - fee` moves the curve:
 *   newOut = ceil(reserveIn * reserveOut / (reserveIn + a - fee)),  amountOut = reserveOut - newOut.
 * The pool's part of the fee stays in the reserves, the beneficiary's part leaves them:
 *   reserveIn' = reserveIn + a - beneficiaryFee,  reserveOut' = reserveOut - amountOut.
 * Spend (exact output `b`):
 *   newIn = ceil(reserveIn * reserveOut / (reserveOut - b)),
 *   amountIn = ceil((newIn - reserveIn) * denominator / (denominator - pool - beneficiary)).
 * Every rounding favours the pool: outputs down, inputs up, so `expectedExchange(spend(b)) >= b`.
 */
import { divUp, mulDivUp } from './bigint-math';
import { assertValidFee, chargeFee, feeNumerator, type FeeParams } from './fee';

/** The result of swapping an exact input amount through a pair. */
export interface PairExchangeResult {
  amountOut: bigint;
  /** Fee (in the input token) kept in the reserves. */
  poolFee: bigint;
  /** Fee (in the input token) paid out to the beneficiary; it leaves the reserves. */
  beneficiaryFee: bigint;
  reserveInAfter: bigint;
  reserveOutAfter: bigint;
}

/** The input needed to receive an exact output amount from a pair. */
export interface PairSpendResult {
  amountIn: bigint;
  poolFee: bigint;
  beneficiaryFee: bigint;
}

/**
 * Output for an exact input. `undefined` when the trade is impossible: a non-positive amount, an
 * empty reserve, or an output that rounds to zero.
 */
export function expectedExchange(
  amountIn: bigint,
  reserveIn: bigint,
  reserveOut: bigint,
  fee: FeeParams,
): PairExchangeResult | undefined {
  assertValidFee(fee);
  if (amountIn <= 0n || reserveIn <= 0n || reserveOut <= 0n) return undefined;
  const f = chargeFee(amountIn, fee);
  const newOut = divUp(reserveIn * reserveOut, reserveIn + amountIn - f.total);
  const amountOut = reserveOut - newOut;
  if (amountOut <= 0n) return undefined;
  return {
    amountOut,
    poolFee: f.poolFee,
    beneficiaryFee: f.beneficiaryFee,
    reserveInAfter: reserveIn + amountIn - f.beneficiaryFee,
    reserveOutAfter: newOut,
  };
}

/**
 * Input needed for an exact output. `undefined` when the output is not positive, the reserves are
 * empty, or `amountOut >= reserveOut` (a pair can never be drained).
 */
export function expectedSpendAmount(
  amountOut: bigint,
  reserveIn: bigint,
  reserveOut: bigint,
  fee: FeeParams,
): PairSpendResult | undefined {
  assertValidFee(fee);
  if (amountOut <= 0n || reserveIn <= 0n || reserveOut <= 0n || amountOut >= reserveOut) return undefined;
  const newIn = mulDivUp(reserveIn, reserveOut, reserveOut - amountOut);
  const net = newIn - reserveIn;
  const amountIn = mulDivUp(net, fee.denominator, fee.denominator - feeNumerator(fee));
  const f = chargeFee(amountIn, fee);
  return { amountIn, poolFee: f.poolFee, beneficiaryFee: f.beneficiaryFee };
}
