/**
 * Stableswap exchange math (DexStablePair with 2 tokens, DexStablePool with N tokens).
 *
 * Like the Broxus contracts, the fee is taken from the input: fee = ceil(dx * (pool + beneficiary) / denominator),
 * the rest `dx - fee` (normalised) is added to x_i, y_j is solved from the invariant and
 * dy = floor((xp_j - y_j) / precisionMul_j). The beneficiary fee leaves the reserves; the pool fee stays.
 * The invariant target is the smallest integer >= D* (see stableswap-invariant), so D never decreases.
 */
import { mulDivUp, divUp } from './bigint-math';
import { assertValidFee, chargeFee, feeNumerator, type FeeParams } from './fee';
import { solveY, stableInvariant, type Amplification, type StableInvariant } from './stableswap-invariant';

/** A stable pool's state in token units. */
export interface StablePoolState {
  /** Reserves per token, in token units. */
  balances: readonly bigint[];
  /** Decimals per token. */
  decimals: readonly number[];
  amp: Amplification;
  fee: FeeParams;
  /** LP token total supply. */
  lpSupply: bigint;
  /**
   * LP token decimals. When given and smaller than the largest token decimals, the first deposit
   * mints D scaled down to them (DexStablePool, LP decimals 9); otherwise it mints D (DexStablePair).
   */
  lpDecimals?: number;
}

/** The result of an exact-input stable exchange. */
export interface StableExchangeResult {
  amountOut: bigint;
  poolFee: bigint;
  beneficiaryFee: bigint;
  /** Reserves after the exchange. */
  balances: bigint[];
}

/** The input needed for an exact stable exchange output. */
export interface StableSpendResult {
  amountIn: bigint;
  poolFee: bigint;
  beneficiaryFee: bigint;
}

/** The invariant of a pool state; pass it to the functions below to skip re-solving D. */
export function stablePoolInvariant(pool: StablePoolState): StableInvariant {
  return stableInvariant(pool.balances, pool.decimals, pool.amp);
}

function checkIndices(pool: StablePoolState, i: number, j: number): boolean {
  const n = pool.balances.length;
  return i !== j && i >= 0 && j >= 0 && i < n && j < n;
}

/**
 * Output of token j for an exact input of token i. `undefined` when impossible (bad indices, a
 * non-positive amount, an empty reserve, a zero output, an output that would drain the reserve,
 * or a fee that rounds to zero for a pool that charges one).
 */
export function stableExchange(
  pool: StablePoolState,
  i: number,
  j: number,
  amountIn: bigint,
  inv: StableInvariant = stablePoolInvariant(pool),
): StableExchangeResult | undefined {
  assertValidFee(pool.fee);
  if (!checkIndices(pool, i, j) || amountIn <= 0n || inv.d === 0n) return undefined;
  const f = chargeFee(amountIn, pool.fee);
  if (f.poolFee === 0n && pool.fee.poolNumerator > 0n) return undefined;
  const xp = inv.xp.slice();
  xp[i] = xp[i]! + (amountIn - f.total) * inv.precisionMul[i]!;
  const y = solveY(xp, j, inv.dUp, inv.annNum, inv.ap);
  if (y === undefined || y >= inv.xp[j]!) return undefined;
  const amountOut = (inv.xp[j]! - y) / inv.precisionMul[j]!;
  const balJ = pool.balances[j]!;
  if (amountOut <= 0n || amountOut >= balJ) return undefined;
  const balances = pool.balances.slice();
  balances[i] = balances[i]! + amountIn - f.beneficiaryFee;
  balances[j] = balJ - amountOut;
  return { amountOut, poolFee: f.poolFee, beneficiaryFee: f.beneficiaryFee, balances };
}

/**
 * Input of token i needed to receive exactly `amountOut` of token j (the contracts' `_get_dx`).
 * `stableExchange(amountIn)` then yields at least `amountOut`. `undefined` when impossible.
 */
export function stableSpendAmount(
  pool: StablePoolState,
  i: number,
  j: number,
  amountOut: bigint,
  inv: StableInvariant = stablePoolInvariant(pool),
): StableSpendResult | undefined {
  assertValidFee(pool.fee);
  if (!checkIndices(pool, i, j) || amountOut <= 0n || inv.d === 0n) return undefined;
  if (amountOut >= pool.balances[j]!) return undefined;
  const xp = inv.xp.slice();
  xp[j] = xp[j]! - amountOut * inv.precisionMul[j]!;
  const x = solveY(xp, i, inv.dUp, inv.annNum, inv.ap);
  if (x === undefined || x <= inv.xp[i]!) return undefined;
  const net = divUp(x - inv.xp[i]!, inv.precisionMul[i]!);
  const amountIn = mulDivUp(net, pool.fee.denominator, pool.fee.denominator - feeNumerator(pool.fee));
  const f = chargeFee(amountIn, pool.fee);
  return { amountIn, poolFee: f.poolFee, beneficiaryFee: f.beneficiaryFee };
}
