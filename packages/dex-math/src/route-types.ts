/**
 * Types of the route search: the pools it reads and the route it answers (spec 3 Route/Step,
 * spec 7 cross_swap_route).
 */
import type { PoolKind } from '@tycho/abi';
import type { FeeParams } from './fee';
import type { Amplification } from './stableswap-invariant';

/** A pool as the route search sees it. Amounts in token units. */
export interface RoutePool {
  address: string;
  kind: PoolKind;
  /** Token roots, in the pool's order. */
  tokens: readonly string[];
  /** Reserves, one per token. */
  reserves: readonly bigint[];
  /** Decimals, one per token. */
  decimals: readonly number[];
  fee: FeeParams;
  /** Required for 'stable' and 'stablepool'. */
  amp?: Amplification;
  /** TVL in USD, compared with the query's minTvl. */
  tvl: number;
  lpRoot: string;
  lpSupply: bigint;
  /** LP decimals ('stablepool' first deposits scale D to them). */
  lpDecimals?: number;
}

/** expectedexchange: exact input, maximise output. expectedspendamount: exact output, minimise input. */
export type RouteDirection = 'expectedexchange' | 'expectedspendamount';

/** A step's action: a swap, a one-coin deposit into a stable pool (token -> LP) or a one-coin withdrawal (LP -> token). */
export type RouteActionType = 'exchange' | 'deposit' | 'withdraw';

/** A route request (the pure part of cross_swap_route). */
export interface RouteQuery {
  fromCurrencyAddress: string;
  toCurrencyAddress: string;
  /** Exact input (expectedexchange) or exact output (expectedspendamount), in token units. */
  amount: bigint;
  direction: RouteDirection;
  /** Maximum number of steps, 1..3 (default 3). */
  deep?: number;
  /** Pools with a lower TVL are skipped (default: no filter). */
  minTvl?: number;
  /** When given, intermediate tokens must be in this list (the from and to tokens always may be used). */
  whiteListCurrencies?: readonly string[];
  /** Slippage in percent (0.5 means 0.5 %), compounded per step. Default 0. */
  slippagePercent?: string | number;
}

/** One step of a route. */
export interface RouteStep {
  actionType: RouteActionType;
  /** Spent amount. */
  amount: bigint;
  /** Received amount. */
  expectedAmount: bigint;
  /** expectedAmount reduced by the slippage compounded over the steps so far, rounded down. */
  minExpectedAmount: bigint;
  /** Fee (pool + beneficiary) in `feeToken` units. */
  fee: bigint;
  /** The spent token for swaps and deposits, the received token for one-coin withdrawals. */
  feeToken: string;
  poolAddress: string;
  poolType: PoolKind;
  /** Fraction (0.01 = 1 %). */
  priceImpact: number;
  spentToken: string;
  receiveToken: string;
}

/** The best route found. */
export interface Route {
  direction: RouteDirection;
  steps: RouteStep[];
  /** Total spent (the first step's amount). */
  amount: bigint;
  /** Total received (the last step's expectedAmount; for exact output at least the requested amount). */
  expectedAmount: bigint;
  minExpectedAmount: bigint;
  /** The fees of all steps as one amount of the spent token (amount * globalFeeRate, rounded down). */
  globalFee: bigint;
  /** 1 - prod(1 - stepFeeRate). */
  globalFeeRate: number;
  /** 1 - prod(1 - stepPriceImpact), a fraction. */
  globalPriceImpact: number;
}
