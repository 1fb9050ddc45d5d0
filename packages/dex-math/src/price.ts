/**
 * Prices, price impact and slippage.
 *
 * Spot prices are exact rationals in human units (decimals applied): "how many quote tokens for one
 * base token". Price impact is `1 - effectivePrice / spotPrice`, never negative, where the caller
 * passes the input net of fees (the route does) so the impact measures the curve only and the fee
 * is shown apart. Slippage follows spec section 9: over n steps it compounds to (1 + s/100)^n - 1.
 */
import { mulDiv, pow10 } from './bigint-math';
import { formatRational, parseDecimal, rational, rationalToNumber, type Rational } from './rational';
import { stableInvariant, type Amplification, type StableInvariant } from './stableswap-invariant';

/** Price of one base token in quote tokens for a constant-product pair (decimal-aware). */
export function pairSpotPrice(
  reserveBase: bigint,
  reserveQuote: bigint,
  decimalsBase: number,
  decimalsQuote: number,
): Rational | undefined {
  if (reserveBase <= 0n || reserveQuote <= 0n) return undefined;
  return rational(reserveQuote * pow10(decimalsBase), reserveBase * pow10(decimalsQuote));
}

/** Both prices of a pair as decimal strings (rounded down to `digits` decimals). */
export interface PairPrices {
  /** Right tokens for one left token. */
  leftToRight: string;
  /** Left tokens for one right token. */
  rightToLeft: string;
}

/** Left-to-right and right-to-left spot prices of a pair (spec 3, derived pool values). */
export function pairPrices(
  leftReserve: bigint,
  rightReserve: bigint,
  leftDecimals: number,
  rightDecimals: number,
  digits = 18,
): PairPrices | undefined {
  const lr = pairSpotPrice(leftReserve, rightReserve, leftDecimals, rightDecimals);
  const rl = pairSpotPrice(rightReserve, leftReserve, rightDecimals, leftDecimals);
  return lr && rl ? { leftToRight: formatRational(lr, digits), rightToLeft: formatRational(rl, digits) } : undefined;
}

/**
 * Marginal rate of a stable pool in normalised units: d(x_j) / d(x_i) along the curve,
 * x_j (Ann x_i + DP) / (x_i (Ann x_j + DP)) with DP = D^(N+1) / (N^N prod x).
 */
export function stableMarginalRate(inv: StableInvariant, i: number, j: number): Rational | undefined {
  const { n, annNum, ap, xp, d } = inv;
  if (i === j || d === 0n) return undefined;
  let np = n ** n;
  for (const x of xp) np *= x;
  const dPow = ap * d ** (n + 1n);
  const xi = xp[i]!;
  const xj = xp[j]!;
  return rational(xj * (annNum * xi * np + dPow), xi * (annNum * xj * np + dPow));
}

/**
 * Marginal LP minted per token unit of token i deposited alone (supply / D * dD/dx_i * precisionMul_i),
 * with dD/dx_i = (Ann + DP/x_i) / (Ann - 1 + (N+1) DP / D).
 */
export function stableLpRate(inv: StableInvariant, i: number, lpSupply: bigint): Rational | undefined {
  const { n, annNum, ap, xp, d, precisionMul } = inv;
  if (d === 0n || lpSupply <= 0n) return undefined;
  let np = n ** n;
  for (const x of xp) np *= x;
  const xi = xp[i]!;
  const top = annNum * np * xi + ap * d ** (n + 1n);
  const bottom = xi * ((annNum - ap) * np + (n + 1n) * ap * d ** n);
  return rational(lpSupply * precisionMul[i]! * top, d * bottom);
}

/**
 * Marginal price of one token i in tokens j of a stable pool, in human units (decimals applied;
 * normalised balances already share one scale).
 */
export function stableSpotPrice(
  balances: readonly bigint[],
  decimals: readonly number[],
  amp: Amplification,
  i: number,
  j: number,
): Rational | undefined {
  if (i === j || balances.some((b) => b <= 0n)) return undefined;
  return stableMarginalRate(stableInvariant(balances, decimals, amp), i, j);
}

/**
 * Price impact of a trade as a fraction: max(0, 1 - (amountOut / amountIn) / spotRate), where
 * spotRate is the marginal rate in token units (out units per in unit) and amountIn is net of fees.
 */
export function priceImpact(amountIn: bigint, amountOut: bigint, spotRate: Rational): number {
  if (amountIn <= 0n || spotRate.num <= 0n) return 0;
  const q = rational(amountOut * spotRate.den, amountIn * spotRate.num);
  if (q.num >= q.den) return 0;
  return rationalToNumber(rational(q.den - q.num, q.den));
}

/** (1 + s/100)^steps as an exact rational; s is the slippage in percent. */
export function slippageFactor(slippagePercent: string | number, steps: number): Rational {
  const s = parseDecimal(slippagePercent);
  if (s.num < 0n) throw new RangeError('slippage must not be negative');
  const base = rational(s.den * 100n + s.num, s.den * 100n);
  const k = BigInt(Math.max(0, Math.floor(steps)));
  return rational(base.num ** k, base.den ** k);
}

/** Compounded slippage over `steps` steps, in percent: ((1 + s/100)^steps - 1) * 100. */
export function compoundSlippage(slippagePercent: string | number, steps: number): number {
  const f = slippageFactor(slippagePercent, steps);
  return rationalToNumber(rational((f.num - f.den) * 100n, f.den));
}

/**
 * Minimum received for an expected amount: floor(amount * (1 - c/100)) where c is the slippage
 * (compounded over `steps` steps, default 1). Never negative.
 */
export function minimumReceived(expectedAmount: bigint, slippagePercent: string | number, steps = 1): bigint {
  if (expectedAmount <= 0n) return 0n;
  const f = slippageFactor(slippagePercent, steps);
  // 1 - (f - 1) = 2 - f
  const num = 2n * f.den - f.num;
  return num <= 0n ? 0n : mulDiv(expectedAmount, num, f.den);
}
