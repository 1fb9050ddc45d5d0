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

/** `getPoolType()` answers (DexPoolTypes in the contracts): the pool kind's number, at the chain edge only. */
export const DexPoolType = { ConstantProduct: 1, StableSwap: 2, StablePool: 3 } as const;
export type DexPoolTypeValue = (typeof DexPoolType)[keyof typeof DexPoolType];

/**
 * The one name of a pool kind in TypeScript, the DEX API's words: `common` a constant-product pair (DexPair),
 * `stable` a two-token stableswap pair (DexStablePair), `stablepool` a stableswap pool of more than two tokens
 * (DexStablePool). Numbers (`DexPoolType`) exist only where a contract speaks them.
 */
export const POOL_KINDS = ['common', 'stable', 'stablepool'] as const;
export type PoolKind = (typeof POOL_KINDS)[number];

const KIND_OF_TYPE: Record<DexPoolTypeValue, PoolKind> = {
  [DexPoolType.ConstantProduct]: 'common',
  [DexPoolType.StableSwap]: 'stable',
  [DexPoolType.StablePool]: 'stablepool',
};
const TYPE_OF_KIND: Record<PoolKind, DexPoolTypeValue> = {
  common: DexPoolType.ConstantProduct,
  stable: DexPoolType.StableSwap,
  stablepool: DexPoolType.StablePool,
};

/** The kind of a `getPoolType()` answer (a number, or the decimal string a decoder gives); undefined if none. */
export function poolKindOf(dexPoolType: number | string): PoolKind | undefined {
  return KIND_OF_TYPE[Number(dexPoolType) as DexPoolTypeValue];
}

/** The `DexPoolType` number of a kind (what `getPoolType()` answers). */
export const dexPoolTypeOf = (kind: PoolKind): DexPoolTypeValue => TYPE_OF_KIND[kind];

/** Stableswap kinds (amplified invariant, one-coin operations on stable pools). */
export const isStableKind = (kind: PoolKind): boolean => kind !== 'common';
