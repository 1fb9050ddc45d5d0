/**
 * Stable pool liquidity: deposits (balanced, imbalanced, one coin) and withdrawals (balanced,
 * one coin), with the fees of the Broxus DexStablePair/DexStablePool contracts.
 *
 * - `stableDeposit(amounts)`: Curve's add_liquidity. Imbalance fee on each token's distance from
 *   the ideal (proportional) balance at the rate fee * N / (4 * (N - 1)); LP = supply * (D2 - D0) / D0.
 * - `stableDepositOneCoin(i, amount)`: DexStablePool's one-coin deposit. The contract charges the
 *   plain swap fee on the whole deposited amount (not the imbalance fee), then mints as above.
 * - `stableWithdraw(lp)`: amount_i = floor(balance_i * lp / supply), no fee.
 * - `stableWithdrawOneCoin(i, lp)`: calc_withdraw_one_coin. The fee is charged on the LP amount
 *   (lp * fee), converted to token i by solving y with and without it.
 * D0 is taken as the smallest integer >= D* and D1/D2 as floors, so rounding favours the pool.
 */
import { absDiff, divUp, mulDiv, mulDivUp, pow10, smallestTrue } from './bigint-math';
import { assertValidFee, chargeFee, feeNumerator, splitFee } from './fee';
import { solveD, solveY, type StableInvariant } from './stableswap-invariant';
import { stablePoolInvariant, type StablePoolState } from './stableswap';

/** The result of a stable deposit. */
export interface StableDepositResult {
  lpAmount: bigint;
  /** Pool fees per token (stay in the reserves). */
  poolFees: bigint[];
  /** Beneficiary fees per token (leave the reserves). */
  beneficiaryFees: bigint[];
  /** Reserves after the deposit. */
  balances: bigint[];
  lpSupply: bigint;
}

/** The result of a stable withdrawal. */
export interface StableWithdrawResult {
  /** Amounts paid out per token. */
  amounts: bigint[];
  poolFees: bigint[];
  beneficiaryFees: bigint[];
  balances: bigint[];
  lpSupply: bigint;
}

function zeros(n: number): bigint[] {
  return new Array<bigint>(n).fill(0n);
}

function dOf(balances: readonly bigint[], inv: StableInvariant): bigint {
  return solveD(
    balances.map((b, k) => b * inv.precisionMul[k]!),
    inv.annNum,
    inv.ap,
  );
}

/** LP minted by the first deposit: D, scaled down to the LP decimals when they are fewer. */
function initialLp(pool: StablePoolState, d1: bigint, inv: StableInvariant): bigint {
  if (pool.lpDecimals === undefined) return d1;
  const lpPrecision = pow10(pool.lpDecimals);
  return inv.precision > lpPrecision ? mulDiv(d1, lpPrecision, inv.precision) : d1;
}

/**
 * Deposit of any amounts (one per token). The first deposit needs every amount positive.
 * `undefined` when nothing would be minted.
 */
export function stableDeposit(
  pool: StablePoolState,
  amounts: readonly bigint[],
  inv: StableInvariant = stablePoolInvariant(pool),
): StableDepositResult | undefined {
  assertValidFee(pool.fee);
  const n = pool.balances.length;
  if (amounts.length !== n || amounts.some((a) => a < 0n)) return undefined;
  const newBalances = pool.balances.map((b, k) => b + amounts[k]!);
  const d1 = dOf(newBalances, inv);
  if (pool.lpSupply === 0n) {
    if (amounts.some((a) => a === 0n)) return undefined;
    const lpAmount = initialLp(pool, d1, inv);
    if (lpAmount <= 0n) return undefined;
    return { lpAmount, poolFees: zeros(n), beneficiaryFees: zeros(n), balances: newBalances, lpSupply: lpAmount };
  }
  const d0 = inv.dUp;
  if (d0 === 0n || d1 <= d0) return undefined;
  const rateNum = mulDiv(feeNumerator(pool.fee), BigInt(n), BigInt(4 * (n - 1)));
  const poolFees = zeros(n);
  const beneficiaryFees = zeros(n);
  const balances = newBalances.slice();
  const forD2 = newBalances.slice();
  for (let k = 0; k < n; k++) {
    const ideal = mulDiv(d1, pool.balances[k]!, d0);
    const total = mulDivUp(rateNum, absDiff(ideal, newBalances[k]!), pool.fee.denominator);
    const f = splitFee(total, pool.fee);
    poolFees[k] = f.poolFee;
    beneficiaryFees[k] = f.beneficiaryFee;
    balances[k] = newBalances[k]! - f.beneficiaryFee;
    forD2[k] = newBalances[k]! - f.total;
  }
  const d2 = dOf(forD2, inv);
  if (d2 <= d0) return undefined;
  const lpAmount = mulDiv(pool.lpSupply, d2 - d0, d0);
  if (lpAmount <= 0n) return undefined;
  return { lpAmount, poolFees, beneficiaryFees, balances, lpSupply: pool.lpSupply + lpAmount };
}

/** One-coin deposit of token i (DexStablePool): swap fee on the amount, LP from the D growth. */
export function stableDepositOneCoin(
  pool: StablePoolState,
  i: number,
  amount: bigint,
  inv: StableInvariant = stablePoolInvariant(pool),
): StableDepositResult | undefined {
  assertValidFee(pool.fee);
  const n = pool.balances.length;
  if (i < 0 || i >= n || amount <= 0n || pool.lpSupply === 0n || inv.d === 0n) return undefined;
  const f = chargeFee(amount, pool.fee);
  const forD2 = pool.balances.slice();
  forD2[i] = forD2[i]! + amount - f.total;
  const d0 = inv.dUp;
  const d2 = dOf(forD2, inv);
  if (d2 <= d0) return undefined;
  const lpAmount = mulDiv(pool.lpSupply, d2 - d0, d0);
  if (lpAmount <= 0n) return undefined;
  const balances = pool.balances.slice();
  balances[i] = balances[i]! + amount - f.beneficiaryFee;
  const poolFees = zeros(n);
  const beneficiaryFees = zeros(n);
  poolFees[i] = f.poolFee;
  beneficiaryFees[i] = f.beneficiaryFee;
  return { lpAmount, poolFees, beneficiaryFees, balances, lpSupply: pool.lpSupply + lpAmount };
}

/**
 * Token i amount needed to mint at least `lpAmount` LP through a one-coin deposit (exact-output
 * inverse of `stableDepositOneCoin`).
 */
export function stableDepositOneCoinAmount(
  pool: StablePoolState,
  i: number,
  lpAmount: bigint,
  inv: StableInvariant = stablePoolInvariant(pool),
): bigint | undefined {
  const n = pool.balances.length;
  if (i < 0 || i >= n || lpAmount <= 0n || pool.lpSupply === 0n || inv.d === 0n) return undefined;
  const d0 = inv.dUp;
  const target = d0 + mulDivUp(d0, lpAmount, pool.lpSupply);
  const x = solveY(inv.xp, i, target, inv.annNum, inv.ap);
  if (x === undefined) return undefined;
  const net = x > inv.xp[i]! ? divUp(x - inv.xp[i]!, inv.precisionMul[i]!) : 1n;
  const guess = mulDivUp(net, pool.fee.denominator, pool.fee.denominator - feeNumerator(pool.fee));
  const enough = (a: bigint): boolean => (stableDepositOneCoin(pool, i, a, inv)?.lpAmount ?? 0n) >= lpAmount;
  return smallestTrue(enough, guess, 0n);
}

/** Balanced withdrawal: amount_i = floor(balance_i * lp / supply); no fee. */
export function stableWithdraw(pool: StablePoolState, lpAmount: bigint): StableWithdrawResult | undefined {
  const n = pool.balances.length;
  if (lpAmount <= 0n || lpAmount > pool.lpSupply) return undefined;
  const amounts = pool.balances.map((b) => mulDiv(b, lpAmount, pool.lpSupply));
  return {
    amounts,
    poolFees: zeros(n),
    beneficiaryFees: zeros(n),
    balances: pool.balances.map((b, k) => b - amounts[k]!),
    lpSupply: pool.lpSupply - lpAmount,
  };
}

/** One-coin withdrawal: burn `lpAmount` LP for token i only (calc_withdraw_one_coin). */
export function stableWithdrawOneCoin(
  pool: StablePoolState,
  i: number,
  lpAmount: bigint,
  inv: StableInvariant = stablePoolInvariant(pool),
): StableWithdrawResult | undefined {
  assertValidFee(pool.fee);
  const n = pool.balances.length;
  if (i < 0 || i >= n || lpAmount <= 0n || lpAmount >= pool.lpSupply || inv.d === 0n) return undefined;
  const d0 = inv.dUp;
  const d1 = d0 - mulDiv(lpAmount, d0, pool.lpSupply);
  const lpFee = mulDivUp(lpAmount, feeNumerator(pool.fee), pool.fee.denominator);
  const d1Fee = d0 - mulDiv(lpAmount - lpFee, d0, pool.lpSupply);
  const y0 = solveY(inv.xp, i, d1, inv.annNum, inv.ap);
  const y = solveY(inv.xp, i, d1Fee, inv.annNum, inv.ap);
  if (y0 === undefined || y === undefined || y >= inv.xp[i]!) return undefined;
  const pm = inv.precisionMul[i]!;
  const amountOut = (inv.xp[i]! - y) / pm;
  if (amountOut <= 0n) return undefined;
  const f = splitFee(y > y0 ? divUp(y - y0, pm) : 0n, pool.fee);
  const amounts = zeros(n);
  amounts[i] = amountOut;
  const poolFees = zeros(n);
  const beneficiaryFees = zeros(n);
  poolFees[i] = f.poolFee;
  beneficiaryFees[i] = f.beneficiaryFee;
  const balances = pool.balances.slice();
  balances[i] = balances[i]! - amountOut - f.beneficiaryFee;
  if (balances[i]! <= 0n) return undefined;
  return { amounts, poolFees, beneficiaryFees, balances, lpSupply: pool.lpSupply - lpAmount };
}

/**
 * LP amount needed to receive at least `amountOut` of token i through a one-coin withdrawal
 * (exact-output inverse of `stableWithdrawOneCoin`).
 */
export function stableWithdrawOneCoinLpAmount(
  pool: StablePoolState,
  i: number,
  amountOut: bigint,
  inv: StableInvariant = stablePoolInvariant(pool),
): bigint | undefined {
  const n = pool.balances.length;
  if (i < 0 || i >= n || amountOut <= 0n || amountOut >= pool.balances[i]! || inv.d === 0n) return undefined;
  const xp = inv.xp.slice();
  xp[i] = xp[i]! - amountOut * inv.precisionMul[i]!;
  const d1 = solveD(xp, inv.annNum, inv.ap);
  const d0 = inv.dUp;
  const raw = mulDivUp(pool.lpSupply, d0 - d1, d0);
  const guess = mulDivUp(raw, pool.fee.denominator, pool.fee.denominator - feeNumerator(pool.fee));
  // lp >= supply counts as "enough" so the predicate stays monotone; checked below.
  const enough = (lp: bigint): boolean =>
    lp >= pool.lpSupply || (stableWithdrawOneCoin(pool, i, lp, inv)?.amounts[i] ?? 0n) >= amountOut;
  const lp = smallestTrue(enough, guess < pool.lpSupply ? guess : pool.lpSupply - 1n, 0n);
  return lp < pool.lpSupply ? lp : undefined;
}
