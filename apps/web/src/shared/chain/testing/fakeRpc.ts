import type { RpcLike } from '../walletBackend';

type Listener = (data: unknown) => void;

export interface FakeAccount {
  address: string;
  publicKey: string;
}

/**
 * An in-memory stand-in for everscale-inpage-provider's ProviderRpcClient: same method names and
 * event shapes, with helpers to push provider events from a test.
 */
export function createFakeRpc(options: { version?: string; account?: FakeAccount | null; balance?: string } = {}) {
  let account = options.account ?? null;
  const balances = new Map<string, string>();
  if (account && options.balance) balances.set(account.address, options.balance);
  const listeners = new Map<string, Set<Listener>>();
  const calls: string[] = [];
  let rejectNextConnect: Error | null = null;
  let nextAccount: FakeAccount = { address: `0:${'1'.repeat(64)}`, publicKey: 'ab'.repeat(32) };

  const permission = () =>
    account
      ? { accountInteraction: { address: { toString: () => account!.address }, publicKey: account.publicKey } }
      : {};

  const emit = (event: string, data: unknown) => listeners.get(event)?.forEach((l) => l(data));

  const rpc = {
    async getProviderState() {
      calls.push('getProviderState');
      return { version: options.version ?? '0.4.0', permissions: permission() };
    },
    async requestPermissions(args: { permissions: string[] }) {
      calls.push(`requestPermissions:${args.permissions.join(',')}`);
      if (rejectNextConnect) {
        const error = rejectNextConnect;
        rejectNextConnect = null;
        throw error;
      }
      account = nextAccount;
      emit('permissionsChanged', { permissions: permission() });
      return permission();
    },
    async disconnect() {
      calls.push('disconnect');
      account = null;
      emit('permissionsChanged', { permissions: {} });
    },
    async getBalance(address: { toString(): string }) {
      calls.push(`getBalance:${address.toString()}`);
      return balances.get(address.toString()) ?? '0';
    },
    async subscribe(event: string, params?: { address: { toString(): string } }) {
      calls.push(params ? `subscribe:${event}:${params.address.toString()}` : `subscribe:${event}`);
      let registered: Listener | null = null;
      const subscription = {
        on(_kind: 'data', listener: Listener) {
          registered = (data) => {
            const address = (data as { address?: { toString(): string } }).address?.toString();
            if (!params || address === params.address.toString()) listener(data);
          };
          if (!listeners.has(event)) listeners.set(event, new Set());
          listeners.get(event)!.add(registered);
          return subscription;
        },
        async unsubscribe() {
          calls.push(`unsubscribe:${event}`);
          if (registered) listeners.get(event)?.delete(registered);
        },
      };
      return subscription;
    },
  };

  return {
    rpc: rpc as unknown as RpcLike,
    calls,
    listenerCount: (event: string) => listeners.get(event)?.size ?? 0,
    setNextAccount(next: FakeAccount) {
      nextAccount = next;
    },
    rejectNextConnect(error: Error) {
      rejectNextConnect = error;
    },
    setBalance(address: string, balance: string, options: { emitWithState?: boolean; emit?: boolean } = {}) {
      balances.set(address, balance);
      if (options.emit === false) return;
      const state = options.emitWithState === false ? undefined : { balance, isDeployed: true };
      emit('contractStateChanged', { address: { toString: () => address }, state });
    },
    changeAccount(next: FakeAccount | null) {
      account = next;
      emit('permissionsChanged', { permissions: permission() });
    },
    logOut() {
      account = null;
      emit('loggedOut', {});
    },
  };
}
