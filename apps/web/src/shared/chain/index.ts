export { WalletController, type WalletControllerOptions } from './walletController';
export { WalletProvider, useWallet, useWalletController } from './WalletContext';
export { loadEverscaleBackend } from './everscaleBackend';
export { isWalletAnnounced, isWalletPending, useWalletPending } from './walletPending';
export { createRpcBackend, type WalletBackend, type RpcLike } from './walletBackend';
export type { WalletState, WalletStatus, WalletAccount } from './walletState';
