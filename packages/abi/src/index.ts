export { TokenRootAbi, TokenRootAbiJson } from './token-root';
export { TokenWalletAbi, TokenWalletAbiJson } from './token-wallet';
export { VaultTokenWalletAbi, VaultTokenWalletAbiJson } from './vault-token-wallet';
export { WrappedCurrencyVaultAbi, WrappedCurrencyVaultAbiJson } from './wrapped-currency-vault';
export { EverWalletAbi, EverWalletAbiJson } from './ever-wallet';
export { TokenCallbacksAbi, TokenCallbacksAbiJson } from './token-callbacks';
export {
  TokenFactoryAbi,
  TokenFactoryAbiJson,
  TokenFactoryCallbacksAbi,
  TokenFactoryCallbacksAbiJson,
} from './token-factory';
export { DexRootAbi, DexRootAbiJson } from './dex-root';
export { DexAccountAbi, DexAccountAbiJson } from './dex-account';
export { DexAccountCallbacksAbi, DexAccountCallbacksAbiJson } from './dex-account-callbacks';
export { DexPairAbi, DexPairAbiJson } from './dex-pair';
export { DexStablePairAbi, DexStablePairAbiJson } from './dex-stable-pair';
export { DexStablePoolAbi, DexStablePoolAbiJson } from './dex-stable-pool';
export { DexPairCallbacksAbi, DexPairCallbacksAbiJson } from './dex-pair-callbacks';
export { DexGasValuesAbi, DexGasValuesAbiJson } from './dex-gas-values';
export { DEX_POOL_COMMON_FUNCTIONS, DEX_POOL_EVENTS } from './dex-pool-common';
export {
  dexEventNames,
  dexCallbackNames,
  DexPoolType,
  dexPoolTypeOf,
  isStableKind,
  POOL_KINDS,
  poolKindOf,
  type DexPoolTypeValue,
  type PoolKind,
} from './dex-names';
export { ZERO_ADDRESS, DEPLOY_WALLET_VALUE, EMPTY_CELL } from './constants';
export { LimitOrderFactoryAbi, LimitOrderFactoryAbiJson } from './limit-order-factory';
export { LimitOrderRootAbi, LimitOrderRootAbiJson } from './limit-order-root';
export { LimitOrderAbi, LimitOrderAbiJson } from './limit-order';
export { LimitOrderCallbacksAbi, LimitOrderCallbacksAbiJson } from './limit-order-callbacks';
export { ORDER_STATES, OrderState, type OrderStateName } from './limit-order-common';
export {
  abiJson,
  callOf,
  eventData,
  functionInput,
  functionOutput,
  rawValues,
  type DecodedCall,
  type DecodedEvent,
  type RawValue,
  type AbiEventLike,
  type AbiFunction,
  type AbiFunctionLike,
  type AbiLike,
  type AbiParamLike,
  type EventArgs,
  type EventData,
  type EventName,
  type FunctionArgs,
  type FunctionInput,
  type FunctionName,
  type FunctionOutput,
  type FunctionResult,
  type Params,
  type TypedCall,
} from './typed';
export { GaugeAbi, GaugeAbiJson } from './gauge';
export { GaugeAccountAbi, GaugeAccountAbiJson } from './gauge-account';
export { GaugeFactoryAbi, GaugeFactoryAbiJson } from './gauge-factory';
export { FarmFabricAbi, FarmFabricAbiJson } from './farm-fabric';
export { FarmPoolAbi, FarmPoolAbiJson } from './farm-pool';
export { FarmUserDataAbi, FarmUserDataAbiJson } from './farm-user-data';
export { VoteEscrowAbi, VoteEscrowAbiJson } from './vote-escrow';
export { VoteEscrowAccountAbi, VoteEscrowAccountAbiJson } from './vote-escrow-account';
export { DaoRootAbi, DaoRootAbiJson, DAO_HEADER } from './dao-root';
export {
  ProposalAbi,
  ProposalAbiJson,
  PROPOSAL_STATES,
  proposalStateAt,
  type ProposalStateInput,
  type ProposalStateName,
} from './proposal';
