export { TokenRootAbi, TokenRootAbiJson } from './token-root';
export { TokenWalletAbi, TokenWalletAbiJson } from './token-wallet';
export { VaultTokenWalletAbi, VaultTokenWalletAbiJson } from './vault-token-wallet';
export { WrappedCurrencyVaultAbi, WrappedCurrencyVaultAbiJson } from './wrapped-currency-vault';
export { EverWalletAbi, EverWalletAbiJson } from './ever-wallet';
export { TokenCallbacksAbi, TokenCallbacksAbiJson } from './token-callbacks';
