/**
 * The state every pool kind keeps, and the bridge to @tycho/dex-math: all amounts a pool computes (exchange, spend,
 * deposits, withdrawals, one-coin variants) come from dex-math, never from code here.
 */
import { DexPoolType, type DexPoolTypeValue, ZERO_ADDRESS } from '@tycho/abi';
import { at } from '../../engine/must';
import {
  depositLiquidity,
  expectedExchange,
  expectedSpendAmount,
  type FeeParams,
  stableDeposit,
  stableDepositOneCoin,
  stableDepositOneCoinAmount,
  stableExchange,
  type StablePoolState,
  stableSpendAmount,
  stableWithdraw,
  stableWithdrawOneCoin,
  stableWithdrawOneCoinLpAmount,
  withdrawLiquidity,
} from '@tycho/dex-math';

import { LP_DECIMALS_POOL } from './constants';

export interface PoolFeeParams {
  denominator: bigint;
  pool_numerator: bigint;
  beneficiary_numerator: bigint;
  referrer_numerator: bigint;
  beneficiary: string;
  threshold: [string, bigint][];
  referrer_threshold: [string, bigint][];
}

export interface PoolState {
  root: string;
  type: DexPoolTypeValue;
  roots: string[];
  /** Token wallets of the pool ('' until the root answered). */
  wallets: string[];
  /** Token decimals (-1 until known) and symbols ('' until known). */
  decimals: number[];
  symbols: string[];
  lpRoot: string;
  lpWallet: string;
  lpDecimals: number;
  /** Reserves (token wallets hold reserves + accumulated beneficiary fees). */
  balances: bigint[];
  lpSupply: bigint;
  accumulatedFees: bigint[];
  fee: PoolFeeParams;
  amp: { value: bigint; precision: bigint };
  active: boolean;
  vault: string;
  wtycho: string;
  /** Who gets the leftover of the deployment gas (the deployer). */
  gasTo: string;
}

export const feeOf = (s: PoolState): FeeParams => ({
  denominator: s.fee.denominator,
  poolNumerator: s.fee.pool_numerator,
  beneficiaryNumerator: s.fee.beneficiary_numerator,
});

export const stableOf = (s: PoolState): StablePoolState => ({
  balances: s.balances,
  decimals: s.decimals,
  amp: s.amp,
  fee: feeOf(s),
  lpSupply: s.lpSupply,
  lpDecimals: s.type === DexPoolType.StablePool ? LP_DECIMALS_POOL : undefined,
});

export const indexOf = (s: PoolState, root: string) => s.roots.indexOf(root);
export const isStable = (s: PoolState) => s.type !== DexPoolType.ConstantProduct;

export interface SwapQuote {
  amountOut: bigint;
  poolFee: bigint;
  beneficiaryFee: bigint;
  balances: bigint[];
}

/** Exact-input exchange i → j; undefined when impossible. */
export function quoteExchange(s: PoolState, i: number, j: number, amount: bigint): SwapQuote | undefined {
  if (i < 0 || j < 0 || i === j || s.lpSupply === 0n) return undefined;
  if (!isStable(s)) {
    const r = expectedExchange(amount, at(s.balances, i, 'pool balance'), at(s.balances, j, 'pool balance'), feeOf(s));
    if (!r) return undefined;
    const balances = s.balances.slice();
    balances[i] = r.reserveInAfter;
    balances[j] = r.reserveOutAfter;
    return { amountOut: r.amountOut, poolFee: r.poolFee, beneficiaryFee: r.beneficiaryFee, balances };
  }
  const r = stableExchange(stableOf(s), i, j, amount);
  return r && { amountOut: r.amountOut, poolFee: r.poolFee, beneficiaryFee: r.beneficiaryFee, balances: r.balances };
}

/** Exact-output: the input of token i needed to receive `out` of token j. */
export function quoteSpend(s: PoolState, i: number, j: number, out: bigint) {
  if (i < 0 || j < 0 || i === j || s.lpSupply === 0n) return undefined;
  if (!isStable(s)) {
    return expectedSpendAmount(out, at(s.balances, i, 'pool balance'), at(s.balances, j, 'pool balance'), feeOf(s));
  }
  return stableSpendAmount(stableOf(s), i, j, out);
}

export interface LiquidityQuote {
  lpAmount: bigint;
  /** Amounts taken into the pool per token (pair: without change). */
  used: bigint[];
  change: bigint[];
  poolFees: bigint[];
  beneficiaryFees: bigint[];
  balances: bigint[];
  lpSupply: bigint;
}

/** Deposit of per-token amounts (auto-change for pairs when asked; stable pools take any mix). */
export function quoteDeposit(s: PoolState, amounts: bigint[], autoChange: boolean): LiquidityQuote | undefined {
  const n = s.roots.length;
  const zero = () => new Array<bigint>(n).fill(0n);
  if (!isStable(s)) {
    const r = depositLiquidity({
      leftAmount: at(amounts, 0, 'deposit amount'),
      rightAmount: at(amounts, 1, 'deposit amount'),
      leftReserve: at(s.balances, 0, 'pool balance'),
      rightReserve: at(s.balances, 1, 'pool balance'),
      lpSupply: s.lpSupply,
      fee: feeOf(s),
      autoChange,
    });
    if (!r) return undefined;
    const poolFees = zero();
    const beneficiaryFees = zero();
    if (r.swap) {
      const k = r.swap.direction === 'leftToRight' ? 0 : 1;
      poolFees[k] = r.swap.poolFee;
      beneficiaryFees[k] = r.swap.beneficiaryFee;
    }
    const change = [r.leftChange, r.rightChange];
    return {
      lpAmount: r.lpAmount,
      used: amounts.map((a, k) => a - at(change, k, 'deposit change')),
      change,
      poolFees,
      beneficiaryFees,
      balances: [r.leftReserveAfter, r.rightReserveAfter],
      lpSupply: r.lpSupplyAfter,
    };
  }
  const nonZero = amounts.map((a, k) => (a > 0n ? k : -1)).filter((k) => k >= 0);
  const only = nonZero.length === 1 ? nonZero[0] : undefined;
  const pool = stableOf(s);
  const r =
    only !== undefined && s.type === DexPoolType.StablePool && s.lpSupply > 0n
      ? stableDepositOneCoin(pool, only, at(amounts, only, 'deposit amount'))
      : stableDeposit(pool, amounts);
  if (!r) return undefined;
  return { ...r, used: amounts.slice(), change: zero() };
}

/** Balanced withdrawal of `lp`. */
export function quoteWithdraw(s: PoolState, lp: bigint): LiquidityQuote | undefined {
  if (lp <= 0n || lp > s.lpSupply) return undefined;
  const n = s.roots.length;
  const zero = () => new Array<bigint>(n).fill(0n);
  if (isStable(s)) {
    const r = stableWithdraw(stableOf(s), lp);
    return r && { ...r, lpAmount: lp, used: r.amounts, change: zero() };
  }
  const amounts = withdrawLiquidity(lp, s.balances, s.lpSupply);
  return {
    lpAmount: lp,
    used: amounts,
    change: zero(),
    poolFees: zero(),
    beneficiaryFees: zero(),
    balances: s.balances.map((b, k) => b - at(amounts, k, 'withdrawn amount')),
    lpSupply: s.lpSupply - lp,
  };
}

/** One-coin withdrawal of `lp` into token j (stable pools). */
export function quoteWithdrawOne(s: PoolState, lp: bigint, j: number): LiquidityQuote | undefined {
  if (!isStable(s) || j < 0) return undefined;
  const r = stableWithdrawOneCoin(stableOf(s), j, lp);
  return r && { ...r, lpAmount: lp, used: r.amounts, change: r.amounts.map(() => 0n) };
}

export const depositOneCoinAmount = (s: PoolState, i: number, lp: bigint) =>
  isStable(s) && i >= 0 ? stableDepositOneCoinAmount(stableOf(s), i, lp) : undefined;
export const withdrawOneCoinLp = (s: PoolState, j: number, out: bigint) =>
  isStable(s) && j >= 0 ? stableWithdrawOneCoinLpAmount(stableOf(s), j, out) : undefined;

export const feeTuple = (s: PoolState) => ({ ...s.fee, beneficiary: s.fee.beneficiary || ZERO_ADDRESS });
