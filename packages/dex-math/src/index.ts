/**
 * @tycho/dex-math: the pool math of Tycho DEX, shared by the devnet's pool contracts and the
 * API's route search. Pure, deterministic, BigInt token units; rounding always favours the pool.
 */
export { mulDiv, mulDivUp, divUp, isqrt, pow10, minBig, maxBig } from './bigint-math';
export { feeParams, assertValidFee, feeNumerator, feeRate, splitFee, chargeFee } from './fee';
export type { FeeParams, FeeSplit } from './fee';
export { expectedExchange, expectedSpendAmount } from './constant-product';
export type { PairExchangeResult, PairSpendResult } from './constant-product';
export { stableInvariant, solveD, solveY, precisionMultipliers } from './stableswap-invariant';
export type { Amplification, StableInvariant } from './stableswap-invariant';
export { stableExchange, stableSpendAmount, stablePoolInvariant } from './stableswap';
export type { StablePoolState, StableExchangeResult, StableSpendResult } from './stableswap';
export {
  stableDeposit,
  stableDepositOneCoin,
  stableDepositOneCoinAmount,
  stableWithdraw,
  stableWithdrawOneCoin,
  stableWithdrawOneCoinLpAmount,
} from './stableswap-liquidity';
export type { StableDepositResult, StableWithdrawResult } from './stableswap-liquidity';
export {
  initialLpAmount,
  depositLiquidity,
  autoChangeSwapAmount,
  proportionalAmount,
  withdrawLiquidity,
  userTokenAmounts,
  sharePercent,
} from './liquidity';
export type { InitialLpRule, PairDepositInput, PairDepositResult, AutoChangeSwap } from './liquidity';
export { rational, parseDecimal, formatRational, rationalToNumber, invert } from './rational';
export type { Rational } from './rational';
export {
  pairSpotPrice,
  pairPrices,
  stableSpotPrice,
  stableMarginalRate,
  stableLpRate,
  priceImpact,
  slippageFactor,
  compoundSlippage,
  minimumReceived,
} from './price';
export type { PairPrices } from './price';
export { createRouteIndex } from './route-index';
export type { RouteIndex, RouteEdge, IndexedPool } from './route-index';
export { findBestRoute, MAX_ROUTE_DEPTH, DEFAULT_ROUTE_MIN_TVL } from './route';
export { searchRoute, routeExists, passesLowTvlPool } from './route-search';
export type { NoRouteReason, RouteSearchResult } from './route-search';
export type { RoutePool, RouteDirection, RouteActionType, RouteQuery, RouteStep, Route } from './route-types';
export {
  FARM_SCALE,
  VESTING_RATIO_BASE,
  advanceFarm,
  emittedReward,
  fullReward,
  farmRewardDebt,
  gaugeVestingSplit,
  pendingFarmReward,
  roundEnd,
  unlockedOver,
} from './farm';
export type {
  FarmRound,
  FarmPoolReward,
  FarmUserReward,
  PendingReward,
  Vesting,
  VestingSplit,
  VestingStep,
} from './farm';
export { BOOST_SCALE, MAX_VE_MULTIPLIER, gaugeTotalBoost, gaugeVeBoosted, gaugeVeForMaxBoost } from './gauge-boost';
export type { GaugeBoost, GaugeBoostInput } from './gauge-boost';
export {
  GAUGE_ACC_SCALE,
  GAUGE_MAX_VE_MULTIPLIER,
  GAUGE_YEAR_SECONDS,
  gaugeAprRange,
  gaugeBaseAprs,
  gaugeFundedSeconds,
  gaugeMarginalApr,
  gaugeMaxBoosts,
  gaugeMultiplier,
  gaugePositionApr,
  gaugeRewardOver,
  gaugeUsd,
  gaugeYearlyUsd,
} from './gauge-apr';
export type {
  GaugeBaseAprs,
  GaugeDepositPrice,
  GaugeMaxBoosts,
  GaugeRewardRate,
  GaugeShare,
  GaugeWeights,
} from './gauge-apr';
