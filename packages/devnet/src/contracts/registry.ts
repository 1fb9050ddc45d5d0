/** All contract models the devnet knows, by kind. Includes the DEX models (contracts/dex). */
import type { ContractModel } from '../engine/types';
import { EverWalletModel } from './ever-wallet';
import { TokenFactoryModel } from './token-factory';
import { TokenRootModel } from './token-root';
import { TokenWalletModel } from './token-wallet';
import { VaultModel } from './vault';
import { VaultTokenWalletModel } from './vault-token-wallet';
import { DexAccountModel } from './dex/account';
import { DexGasValuesModel } from './dex/gas-values';
import { DexPairModel, DexStablePairModel, DexStablePoolModel } from './dex/pool';
import { DexRootModel } from './dex/root';
import { GaugeAccountModel } from './gauge/account';
import { GaugeFactoryModel } from './gauge/factory';
import { GaugeModel } from './gauge/gauge';
import { FarmFabricModel } from './farm/fabric';
import { FarmPoolModel } from './farm/pool';
import { FarmUserDataModel } from './farm/user-data';
import { TokenRootV4Model, UpgradeProxyModel } from './upgrade-proxy';
import { LimitOrderFactoryModel } from './limit/factory';
import { LimitOrderModel } from './limit/order';
import { LimitOrderRootModel } from './limit/root';
import { VoteEscrowAccountModel } from './vote-escrow/account';
import { VoteEscrowModel } from './vote-escrow/root';
import { DaoRootModel } from './dao/root';
import { ProposalModel } from './dao/proposal';

export function createRegistry(): Map<string, ContractModel> {
  const models = [
    EverWalletModel,
    TokenRootModel,
    TokenFactoryModel,
    TokenWalletModel,
    VaultTokenWalletModel,
    VaultModel,
    DexRootModel,
    DexAccountModel,
    DexPairModel,
    DexStablePairModel,
    DexStablePoolModel,
    DexGasValuesModel,
    TokenRootV4Model,
    UpgradeProxyModel,
    GaugeModel,
    GaugeAccountModel,
    GaugeFactoryModel,
    FarmFabricModel,
    FarmPoolModel,
    FarmUserDataModel,
    LimitOrderFactoryModel,
    LimitOrderRootModel,
    LimitOrderModel,
    VoteEscrowModel,
    VoteEscrowAccountModel,
    DaoRootModel,
    ProposalModel,
  ] as ContractModel[];
  return new Map(models.map((m) => [m.kind, m]));
}
