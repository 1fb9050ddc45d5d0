export { createProviderBackend, DEFAULT_WALLET_VERSION, SUPPORTED_METHODS } from './backend';
export type {
  ProviderBackend,
  ProviderBackendOptions,
  ProviderSession,
  SessionOptions,
  EventListener,
} from './backend';
export { DEV_WALLET_MAX_FRAME_BYTES, serveConnection } from './connection';
export type { SocketLike } from './connection';
export { ProviderError } from './errors';
export { numericVersion } from './permissions';
export { registerDevWallet, devWalletScriptTag, DEFAULT_BUNDLE_PATH } from './plugin';
export type { DevWalletOptions } from './plugin';
export * from '../protocol';
