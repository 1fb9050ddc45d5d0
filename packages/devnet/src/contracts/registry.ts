/** All contract models the devnet knows, by kind. Later issues add the DEX models here. */
import type { ContractModel } from '../engine/types';
import { EverWalletModel } from './ever-wallet';
import { TokenRootModel } from './token-root';
import { TokenWalletModel } from './token-wallet';
import { VaultModel } from './vault';
import { VaultTokenWalletModel } from './vault-token-wallet';

export function createRegistry(): Map<string, ContractModel> {
  const models = [
    EverWalletModel,
    TokenRootModel,
    TokenWalletModel,
    VaultTokenWalletModel,
    VaultModel,
  ] as ContractModel[];
  return new Map(models.map((m) => [m.kind, m]));
}
