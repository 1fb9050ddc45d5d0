import { isVersionAtLeast } from '../lib/version';
import type { Unsubscribe, WalletBackend } from './walletBackend';
import {
  initialWalletState,
  walletReducer,
  type WalletAccount,
  type WalletAction,
  type WalletState,
} from './walletState';

export interface WalletControllerOptions {
  /** Resolves the provider backend, or null when no wallet extension is present. */
  loadBackend: () => Promise<WalletBackend | null>;
  minVersion: string;
}

function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error && 'message' in error) return String((error as { message: unknown }).message);
  return String(error);
}

/**
 * Owns the wallet state: detects the provider, restores or requests permissions, tracks the account
 * and keeps its native balance fresh through `contractStateChanged`. Framework-free; React reads it
 * with useSyncExternalStore.
 */
export class WalletController {
  private state: WalletState = initialWalletState;
  private readonly listeners = new Set<() => void>();
  private backend: WalletBackend | null = null;
  private providerSubs: Unsubscribe[] = [];
  private stopBalanceWatch: Unsubscribe | null = null;
  private watchedAddress: string | null = null;
  private disposed = false;
  private initPromise: Promise<void> | null = null;

  constructor(private readonly options: WalletControllerOptions) {}

  getState = (): WalletState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private dispatch(action: WalletAction): void {
    const next = walletReducer(this.state, action);
    if (next === this.state) return;
    this.state = next;
    this.listeners.forEach((l) => l());
  }

  /** Detect the provider once; safe to call repeatedly. */
  init(): Promise<void> {
    this.initPromise ??= this.detect();
    return this.initPromise;
  }

  private async detect(): Promise<void> {
    let backend: WalletBackend | null = null;
    try {
      backend = await this.options.loadBackend();
    } catch (error) {
      console.error('Wallet provider error', error);
    }
    if (this.disposed) return;
    if (!backend) return this.dispatch({ type: 'providerMissing' });
    let providerState: Awaited<ReturnType<WalletBackend['getProviderState']>>;
    try {
      providerState = await backend.getProviderState();
    } catch (error) {
      console.error('Wallet provider state error', error);
      return this.dispatch({ type: 'providerMissing' });
    }
    const { version, account } = providerState;
    if (this.disposed) return;
    if (!isVersionAtLeast(version, this.options.minVersion)) {
      return this.dispatch({ type: 'providerOutdated', version });
    }
    this.backend = backend;
    const subs = [
      await backend.onPermissionsChanged((next) => this.setAccount(next)),
      await backend.onLoggedOut(() => this.setAccount(null)),
    ];
    if (this.disposed) return subs.forEach((stop) => stop());
    this.providerSubs.push(...subs);
    // ready with the granted account at once: a returning user never sees a clickable "Connect wallet"
    this.dispatch({ type: 'providerReady', version, account });
    this.setAccount(account);
  }

  /** A connect asked for during the provider check (a click on a page's Connect wallet) waits for the check. */
  async connect(): Promise<void> {
    if (this.state.status === 'checking') await this.init();
    const backend = this.backend;
    if (!backend || this.state.status !== 'disconnected') return;
    this.dispatch({ type: 'connectStarted' });
    try {
      const account = await backend.requestAccount();
      if (!account) throw new Error('No account permission granted');
      this.setAccount(account);
    } catch (error) {
      this.dispatch({ type: 'connectFailed', error: errorMessage(error) });
      throw error;
    }
  }

  async disconnect(): Promise<void> {
    const backend = this.backend;
    this.setAccount(null);
    if (backend) await backend.disconnect();
  }

  /** Re-read the balance now (e.g. after a transaction). */
  async refreshBalance(): Promise<void> {
    const address = this.state.account?.address;
    if (!this.backend || !address) return;
    try {
      const balance = await this.backend.getBalance(address);
      this.dispatch({ type: 'balanceUpdated', address, balance });
    } catch (error) {
      console.warn('Balance load error', error);
      this.dispatch({ type: 'balanceUpdated', address, balance: '0' }); // spec 8: balance errors show 0
    }
  }

  private setAccount(account: WalletAccount | null): void {
    this.dispatch({ type: 'accountChanged', account });
    const address = this.state.status === 'connected' ? (this.state.account?.address ?? null) : null;
    if (address !== this.watchedAddress) this.watchBalance(address);
  }

  private watchBalance(address: string | null): void {
    this.stopBalanceWatch?.();
    this.stopBalanceWatch = null;
    this.watchedAddress = address;
    const backend = this.backend;
    if (!backend || !address) return;
    void this.refreshBalance();
    backend
      .watchContractState(address, (balance) => {
        if (balance !== undefined) this.dispatch({ type: 'balanceUpdated', address, balance });
        else void this.refreshBalance();
      })
      .then((stop) => {
        if (this.watchedAddress === address && !this.disposed) this.stopBalanceWatch = stop;
        else stop();
      })
      .catch((error: unknown) => console.warn('Contract subscribe error', error));
  }

  dispose(): void {
    this.disposed = true;
    this.stopBalanceWatch?.();
    this.providerSubs.forEach((stop) => stop());
    this.providerSubs = [];
    this.listeners.clear();
  }
}
