/**
 * Names the indexer and the app match on. Events are emitted by pools (pairs, stable pairs, stable pools: all with
 * the ABIs of `dex-pool-common`), the root and DEX accounts; callbacks are calls on the user's wallet
 * (`DexPairCallbacksAbi`, sent by every pool kind, `id` = the payload's call id).
 */
export const dexEventNames = {
  pool: {
    exchange: 'Exchange',
    depositLiquidity: 'DepositLiquidity',
    withdrawLiquidity: 'WithdrawLiquidity',
    sync: 'Sync',
    referrerFees: 'ReferrerFees',
    feesParamsUpdated: 'FeesParamsUpdated',
    activeStatusUpdated: 'ActiveStatusUpdated',
    /** DexStablePool only (emitted next to DepositLiquidity / WithdrawLiquidity with per-token fee details). */
    depositLiquidityV2: 'DepositLiquidityV2',
    withdrawLiquidityV2: 'WithdrawLiquidityV2',
  },
  root: { newPoolCreated: 'NewPoolCreated', newLpTokenRootCreated: 'NewLpTokenRootCreated' },
  account: {
    addPool: 'AddPool',
    tokensReceived: 'TokensReceived',
    withdrawTokens: 'WithdrawTokens',
    depositLiquidity: 'DepositLiquidity',
    withdrawLiquidity: 'WithdrawLiquidity',
  },
} as const;

export const dexCallbackNames = {
  exchangeSuccess: 'dexPairExchangeSuccessV2',
  depositLiquiditySuccess: 'dexPairDepositLiquiditySuccessV2',
  withdrawSuccess: 'dexPairWithdrawSuccessV2',
  cancelled: 'dexPairOperationCancelled',
  accountSuccess: 'dexAccountOnSuccess',
  accountBounce: 'dexAccountOnBounce',
} as const;

/** `getPoolType()` answers (DexPoolTypes in the contracts). */
export const DexPoolType = { ConstantProduct: 1, StableSwap: 2, StablePool: 3 } as const;
