/**
 * LP share math of a constant-product pair (DexPair).
 *
 * - First deposit: LP = floor(sqrt(left * right)) by default (Uniswap V2 style, nothing locked).
 *   The real DexPair mints max(left, right) instead; pass `initialLpRule: 'max'` to match it.
 * - Later deposits: the part of each amount that matches the pool ratio is deposited and
 *   LP = min(left * supply / leftReserve, right * supply / rightReserve), rounded down; the
 *   surplus is returned as change.
 * - Auto-change (DexPair's depositLiquidity with autoChange): the surplus of one token is split so
 *   that swapping part `s` of it through the pair (with the fee) leaves the rest in exactly the new
 *   pool ratio; then that rest plus the swap output is deposited. With fee fraction phi = (pool +
 *   beneficiary) / D and beta = beneficiary / D, `s` is the positive root of
 *     (1 - phi)(1 - beta) s^2 + (2 - phi) X s - a X = 0
 *   (X the reserve of the surplus token, a the surplus), solved exactly in integers and rounded down.
 * - Withdrawal: amount_i = floor(lp * reserve_i / supply).
 */
import { isqrt, maxBig, minBig, mulDiv } from './bigint-math';
import { assertValidFee, feeNumerator, type FeeParams } from './fee';
import { expectedExchange } from './constant-product';

/** How the first deposit into an empty pair mints LP. */
export type InitialLpRule = 'sqrt' | 'max';

/** LP minted by the first deposit into an empty pair. */
export function initialLpAmount(left: bigint, right: bigint, rule: InitialLpRule = 'sqrt'): bigint {
  if (left <= 0n || right <= 0n) return 0n;
  return rule === 'max' ? maxBig(left, right) : isqrt(left * right);
}

/** Inputs of a pair deposit. */
export interface PairDepositInput {
  leftAmount: bigint;
  rightAmount: bigint;
  leftReserve: bigint;
  rightReserve: bigint;
  lpSupply: bigint;
  fee: FeeParams;
  /** Swap the surplus so (almost) everything is deposited. */
  autoChange?: boolean;
  initialLpRule?: InitialLpRule;
}

/** The swap an auto-change deposit performs inside the pair. */
export interface AutoChangeSwap {
  direction: 'leftToRight' | 'rightToLeft';
  spent: bigint;
  received: bigint;
  poolFee: bigint;
  beneficiaryFee: bigint;
}

/** The result of a pair deposit. */
export interface PairDepositResult {
  lpAmount: bigint;
  /** Amounts that end up in the reserves on behalf of the depositor (fees excluded). */
  leftDeposited: bigint;
  rightDeposited: bigint;
  /** Amounts returned to the depositor (not used). */
  leftChange: bigint;
  rightChange: bigint;
  swap?: AutoChangeSwap;
  leftReserveAfter: bigint;
  rightReserveAfter: bigint;
  lpSupplyAfter: bigint;
}

/** The amount of the other token that matches `amount` at the pool ratio (rounded down). */
export function proportionalAmount(amount: bigint, reserveFrom: bigint, reserveTo: bigint): bigint {
  return reserveFrom > 0n ? mulDiv(amount, reserveTo, reserveFrom) : 0n;
}

/** Part of a one-sided surplus `a` of a token with reserve `x` to swap before depositing. */
export function autoChangeSwapAmount(a: bigint, x: bigint, fee: FeeParams): bigint {
  assertValidFee(fee);
  if (a <= 0n || x <= 0n) return 0n;
  const d = fee.denominator;
  const dMinusN = d - feeNumerator(fee);
  const k = dMinusN * (d - fee.beneficiaryNumerator);
  const p = x * (dMinusN + d) * d;
  // s = (-p + sqrt(p^2 + 4 * k * a * x * d^2)) / (2k)
  const s = (isqrt(p * p + 4n * k * a * x * d * d) - p) / (2n * k);
  return minBig(s, a);
}

/** Deposit into a constant-product pair, optionally with auto-change. `undefined` if nothing is minted. */
export function depositLiquidity(input: PairDepositInput): PairDepositResult | undefined {
  const { leftAmount: l, rightAmount: r, leftReserve: lr, rightReserve: rr, lpSupply: supply, fee } = input;
  assertValidFee(fee);
  if (l < 0n || r < 0n) return undefined;
  if (supply === 0n || lr === 0n || rr === 0n) {
    const lp = initialLpAmount(l, r, input.initialLpRule);
    if (lp === 0n) return undefined;
    return result(lp, l, r, 0n, 0n, undefined, lr + l, rr + r, supply + lp);
  }
  // Step 1: the proportional part.
  const l1 = minBig(l, proportionalAmount(r, rr, lr));
  const r1 = minBig(r, proportionalAmount(l, lr, rr));
  const lp1 = minBig(mulDiv(l1, supply, lr), mulDiv(r1, supply, rr));
  const leftReserve = lr + l1;
  const rightReserve = rr + r1;
  const supply1 = supply + lp1;
  const leftRest = l - l1;
  const rightRest = r - r1;
  if (!input.autoChange || (leftRest === 0n && rightRest === 0n)) {
    if (lp1 === 0n) return undefined;
    return result(lp1, l1, r1, leftRest, rightRest, undefined, leftReserve, rightReserve, supply1);
  }
  // Step 2: swap part of the surplus; step 3: deposit the rest with what the swap returned.
  const leftToRight = leftRest > 0n;
  const rest = leftToRight ? leftRest : rightRest;
  const inReserve = leftToRight ? leftReserve : rightReserve;
  const outReserve = leftToRight ? rightReserve : leftReserve;
  const s = autoChangeSwapAmount(rest, inReserve, fee);
  const ex = s > 0n && s < rest ? expectedExchange(s, inReserve, outReserve, fee) : undefined;
  if (!ex) {
    if (lp1 === 0n) return undefined;
    return result(lp1, l1, r1, leftRest, rightRest, undefined, leftReserve, rightReserve, supply1);
  }
  const depIn = rest - s;
  const lp3 = minBig(mulDiv(depIn, supply1, ex.reserveInAfter), mulDiv(ex.amountOut, supply1, ex.reserveOutAfter));
  const lp = lp1 + lp3;
  if (lp === 0n) return undefined;
  const swap: AutoChangeSwap = {
    direction: leftToRight ? 'leftToRight' : 'rightToLeft',
    spent: s,
    received: ex.amountOut,
    poolFee: ex.poolFee,
    beneficiaryFee: ex.beneficiaryFee,
  };
  const inAfter = ex.reserveInAfter + depIn;
  const outAfter = ex.reserveOutAfter + ex.amountOut;
  return leftToRight
    ? result(lp, l - ex.beneficiaryFee, r1, 0n, 0n, swap, inAfter, outAfter, supply1 + lp3)
    : result(lp, l1, r - ex.beneficiaryFee, 0n, 0n, swap, outAfter, inAfter, supply1 + lp3);
}

function result(
  lpAmount: bigint,
  leftDeposited: bigint,
  rightDeposited: bigint,
  leftChange: bigint,
  rightChange: bigint,
  swap: AutoChangeSwap | undefined,
  leftReserveAfter: bigint,
  rightReserveAfter: bigint,
  lpSupplyAfter: bigint,
): PairDepositResult {
  const r: PairDepositResult = {
    lpAmount,
    leftDeposited,
    rightDeposited,
    leftChange,
    rightChange,
    leftReserveAfter,
    rightReserveAfter,
    lpSupplyAfter,
  };
  if (swap) r.swap = swap;
  return r;
}

/**
 * Token amounts paid out for burning `lpAmount` (or held by an LP balance): floor(lp * reserve_i / supply).
 * Works for any number of reserves.
 */
export function withdrawLiquidity(lpAmount: bigint, reserves: readonly bigint[], lpSupply: bigint): bigint[] {
  if (lpAmount <= 0n || lpSupply <= 0n) return reserves.map(() => 0n);
  const lp = minBig(lpAmount, lpSupply);
  return reserves.map((r) => mulDiv(lp, r, lpSupply));
}

/** The user's token amounts behind an LP balance (same rule as a withdrawal). */
export const userTokenAmounts = withdrawLiquidity;

/**
 * The share of the pool an LP balance represents, in percent, as a decimal string rounded down to
 * `digits` decimals (the spec shows 8).
 */
export function sharePercent(lpBalance: bigint, lpSupply: bigint, digits = 8): string {
  if (lpSupply <= 0n || lpBalance <= 0n) return digits > 0 ? `0.${'0'.repeat(digits)}` : '0';
  const scale = 10n ** BigInt(digits);
  const v = mulDiv(minBig(lpBalance, lpSupply) * 100n, scale, lpSupply);
  if (digits === 0) return v.toString();
  const s = v.toString().padStart(digits + 1, '0');
  return `${s.slice(0, -digits)}.${s.slice(-digits)}`;
}
