/** The dev wallet backend: one session per page connection, answering raw provider requests from the devnet. */
import type { ProviderEvent } from 'everscale-inpage-provider';
import type { Devnet } from './devnet-types';
import type { RequestApproval, SessionRestore, WalletAccount } from '../protocol';
import { chainMethods } from './chain';
import { codecMethods } from './codec';
import type { HandlerContext, MethodTable, ResolvedOptions, SessionState } from './context';
import { guard, insufficientPermissions, unsupportedMethod } from './errors';
import { localMethods } from './local';
import { messageMethods } from './messages';
import { findAccount, numericVersion, permissionMethods, permissionsOf } from './permissions';
import { applySubscription, attachDevnetEvents, subscriptionMethods } from './subscriptions';
import { Validator } from './validate';

export const DEFAULT_WALLET_VERSION = '0.3.60';

export interface ProviderBackendOptions {
  /** Wallet version reported by getProviderState (major.minor.patch). */
  version: string;
  networkId: number;
  /** Contract type reported for the connected account; default 'EverWallet'. */
  contractType?: string;
  /** Lifetime of a delayed message in seconds; default 60. */
  messageTimeout?: number;
}

export type EventListener = (event: ProviderEvent, data: unknown) => void;

export interface ProviderSession {
  /** Answers one raw provider request; rejects with a ProviderError. */
  request(method: string, params?: unknown, approval?: RequestApproval): Promise<unknown>;
  /** Listens to pushed provider events; returns the unsubscribe function. */
  onEvent(listener: EventListener): () => void;
  /** Re-establishes what the page remembers (granted permissions, subscriptions) after a reload or reconnect. */
  restore(state: SessionRestore): void;
  permissions(): Record<string, unknown>;
  readonly version: string;
  close(): void;
}

export interface SessionOptions {
  origin?: string;
  /** Overrides the backend's version for this session (the page's ?walletVersion=). */
  version?: string;
}

export interface ProviderBackend {
  readonly version: string;
  readonly networkId: number;
  accounts(): WalletAccount[];
  createSession(options?: SessionOptions): ProviderSession;
}

const METHODS: MethodTable = {
  ...permissionMethods,
  ...subscriptionMethods,
  ...chainMethods,
  ...codecMethods,
  ...messageMethods,
  ...localMethods,
};

export const SUPPORTED_METHODS = Object.keys(METHODS);

function hasPermission(session: SessionState, permission: string): boolean {
  return permission === 'basic'
    ? session.basic
    : permission === 'accountInteraction'
      ? session.account !== undefined
      : false;
}

export function createProviderBackend(devnet: Devnet, options: ProviderBackendOptions): ProviderBackend {
  numericVersion(options.version);
  const resolved: ResolvedOptions = {
    version: options.version,
    networkId: options.networkId,
    contractType: options.contractType ?? 'EverWallet',
    messageTimeout: options.messageTimeout ?? 60,
  };
  const assets = new Map<string, Set<string>>();

  function createSession(sessionOptions: SessionOptions = {}): ProviderSession {
    const version = sessionOptions.version ?? resolved.version;
    numericVersion(version);
    const session: SessionState = {
      origin: sessionOptions.origin ?? '',
      version,
      basic: false,
      subscriptions: new Map(),
    };
    const listeners = new Set<EventListener>();
    let closed = false;
    const emit = (event: ProviderEvent, data: unknown) => {
      if (closed) return;
      for (const listener of listeners) listener(event, data);
    };
    const detach = attachDevnetEvents(devnet, session, emit);

    return {
      version,
      async request(method, params, approval) {
        const spec = Object.prototype.hasOwnProperty.call(METHODS, method) ? METHODS[method] : undefined;
        if (!spec) throw unsupportedMethod(String(method));
        if (spec.permission && !hasPermission(session, spec.permission))
          throw insufficientPermissions(method, spec.permission);
        const ctx: HandlerContext = { devnet, options: resolved, session, approval, assets, emit };
        return guard(method, () => spec.handler(ctx, new Validator(method), params));
      },
      onEvent(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      restore(state) {
        if (state.permissions?.includes('basic')) session.basic = true;
        if (state.account && state.permissions?.includes('accountInteraction')) {
          const account = findAccount(devnet, state.account);
          if (account)
            session.account = {
              address: account.address,
              publicKey: account.publicKey,
              contractType: resolved.contractType,
            };
        }
        for (const [address, sub] of Object.entries(state.subscriptions ?? {})) {
          if (/^-?\d{1,3}:[0-9a-fA-F]{64}$/.test(address)) applySubscription(session, address.toLowerCase(), sub);
        }
      },
      permissions: () => permissionsOf(session),
      close() {
        closed = true;
        listeners.clear();
        detach();
      },
    };
  }

  return {
    version: resolved.version,
    networkId: resolved.networkId,
    accounts: () => devnet.devAccounts().map(({ name, address, publicKey }) => ({ name, address, publicKey })),
    createSession,
  };
}
