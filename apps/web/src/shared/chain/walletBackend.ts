import type { WalletAccount } from './walletState';

export type Unsubscribe = () => void;

/** What the wallet logic needs from a provider, in plain strings. */
export interface WalletBackend {
  getProviderState(): Promise<{ version: string; account: WalletAccount | null }>;
  requestAccount(): Promise<WalletAccount | null>;
  disconnect(): Promise<void>;
  getBalance(address: string): Promise<string>;
  /** Calls back on each contract state change with the new balance when the event carries one. */
  watchContractState(address: string, onChange: (balance: string | undefined) => void): Promise<Unsubscribe>;
  onPermissionsChanged(callback: (account: WalletAccount | null) => void): Promise<Unsubscribe>;
  onLoggedOut(callback: () => void): Promise<Unsubscribe>;
}

interface AddressLike {
  toString(): string;
}
interface AccountPermission {
  address: AddressLike;
  publicKey: string;
}
interface SubscriptionLike {
  on(event: 'data', listener: (data: never) => void): unknown;
  unsubscribe(): Promise<void>;
}

/** The subset of everscale-inpage-provider's ProviderRpcClient this app uses. */
export interface RpcLike {
  getProviderState(): Promise<{ version: string; permissions: { accountInteraction?: AccountPermission } }>;
  requestPermissions(args: {
    permissions: ('basic' | 'accountInteraction')[];
  }): Promise<{ accountInteraction?: AccountPermission }>;
  disconnect(): Promise<void>;
  getBalance(address: never): Promise<string>;
  subscribe(eventName: never, params?: never): Promise<SubscriptionLike>;
}

function toAccount(permission: AccountPermission | undefined): WalletAccount | null {
  if (!permission) return null;
  return { address: permission.address.toString(), publicKey: permission.publicKey };
}

type Subscribe = (
  eventName: string,
  params?: { address: unknown },
) => Promise<{
  on(event: 'data', listener: (data: unknown) => void): unknown;
  unsubscribe(): Promise<void>;
}>;

function stopper(subscription: { unsubscribe(): Promise<void> }): Unsubscribe {
  return () => {
    subscription.unsubscribe().catch((error: unknown) => console.warn('Contract subscribe error', error));
  };
}

/** Adapt a ProviderRpcClient (or a fake with the same shape) to the WalletBackend interface. */
export function createRpcBackend(rpc: RpcLike, toAddress: (address: string) => unknown): WalletBackend {
  const subscribe = rpc.subscribe.bind(rpc) as unknown as Subscribe;
  const getBalance = rpc.getBalance.bind(rpc) as unknown as (address: unknown) => Promise<string>;
  return {
    async getProviderState() {
      const state = await rpc.getProviderState();
      return { version: state.version, account: toAccount(state.permissions.accountInteraction) };
    },
    async requestAccount() {
      const permissions = await rpc.requestPermissions({ permissions: ['basic', 'accountInteraction'] });
      return toAccount(permissions.accountInteraction);
    },
    disconnect: () => rpc.disconnect(),
    getBalance: (address) => getBalance(toAddress(address)),
    async watchContractState(address, onChange) {
      const sub = await subscribe('contractStateChanged', { address: toAddress(address) });
      sub.on('data', (data) => {
        const balance = (data as { state?: { balance?: unknown } }).state?.balance;
        onChange(typeof balance === 'string' ? balance : undefined);
      });
      return stopper(sub);
    },
    async onPermissionsChanged(callback) {
      const sub = await subscribe('permissionsChanged');
      sub.on('data', (data) => {
        const permissions = (data as { permissions?: { accountInteraction?: AccountPermission } }).permissions;
        callback(toAccount(permissions?.accountInteraction));
      });
      return stopper(sub);
    },
    async onLoggedOut(callback) {
      const sub = await subscribe('loggedOut');
      sub.on('data', () => callback());
      return stopper(sub);
    },
  };
}
