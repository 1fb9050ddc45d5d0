/**
 * The dev wallet's WebSocket protocol, shared by the in-page provider and the server backend.
 * Every frame is one JSON object with a `type`.
 */
import type { ContractUpdatesSubscription, Permission, ProviderEvent } from 'everscale-inpage-provider';

export const DEV_WALLET_WS_PATH = '/devwallet/ws';
export const DEV_WALLET_SCRIPT_PATH = '/devwallet/inpage.js';

/** Error codes of the Ever Wallet extension (`RpcErrorCode`), so apps see the same codes as with the real one. */
export const RpcErrorCode = {
  INTERNAL: 0,
  TRY_AGAIN_LATER: 1,
  INVALID_REQUEST: 2,
  RESOURCE_UNAVAILABLE: 3,
  METHOD_NOT_FOUND: 4,
  INSUFFICIENT_PERMISSIONS: 5,
} as const;

/** What the extension answers when the user rejects an approval. */
export const REJECTED_BY_USER = { code: RpcErrorCode.RESOURCE_UNAVAILABLE, message: 'Rejected by user' } as const;

export interface ProviderErrorShape {
  code: number;
  message: string;
}

export interface WalletAccount {
  name: string;
  address: string;
  publicKey: string;
}

/** What the page remembers for its origin and re-sends after a reload or a reconnect. */
export interface SessionRestore {
  permissions?: Permission[];
  /** Address of the account granted with `accountInteraction`. */
  account?: string;
  subscriptions?: Record<string, ContractUpdatesSubscription>;
}

/** Extra data the page's approval UI attaches to a request (the account the user picked). */
export interface RequestApproval {
  account?: string;
}

export type ClientMessage =
  | { type: 'hello'; origin: string; version?: string; restore?: SessionRestore }
  | { type: 'request'; id: number; method: string; params?: unknown; approval?: RequestApproval };

export type ServerMessage =
  | {
      type: 'welcome';
      version: string;
      networkId: number;
      accounts: WalletAccount[];
      permissions: Record<string, unknown>;
    }
  | { type: 'response'; id: number; result?: unknown; error?: ProviderErrorShape }
  | { type: 'event'; event: ProviderEvent; data: unknown }
  /** A frame the wallet could not act on and that names no request id (not JSON, unknown type, no id). */
  | { type: 'error'; error: ProviderErrorShape };
