/** Wallet connection state: a pure reducer, no I/O. */
export type WalletStatus = 'checking' | 'missing' | 'outdated' | 'disconnected' | 'connecting' | 'connected';

export interface WalletAccount {
  address: string;
  publicKey: string;
}

export interface WalletState {
  status: WalletStatus;
  /** Provider version, known once the provider answered. */
  version?: string;
  account?: WalletAccount;
  /** Native balance in nano-units (integer string); undefined while loading. */
  balance?: string;
  /** Last connect failure message. */
  error?: string;
}

export type WalletAction =
  | { type: 'providerMissing' }
  | { type: 'providerOutdated'; version: string }
  | { type: 'providerReady'; version: string; account?: WalletAccount | null }
  | { type: 'connectStarted' }
  | { type: 'connectFailed'; error: string }
  | { type: 'accountChanged'; account: WalletAccount | null }
  | { type: 'balanceUpdated'; address: string; balance: string };

export const initialWalletState: WalletState = { status: 'checking' };

export function walletReducer(state: WalletState, action: WalletAction): WalletState {
  switch (action.type) {
    case 'providerMissing':
      return { status: 'missing' };
    case 'providerOutdated':
      return { status: 'outdated', version: action.version };
    case 'providerReady':
      // a granted account arrives with the provider: straight to connected, never through "disconnected"
      return action.account
        ? { status: 'connected', version: action.version, account: action.account }
        : { status: 'disconnected', version: action.version };
    case 'connectStarted':
      if (state.status !== 'disconnected') return state;
      return { ...state, status: 'connecting', error: undefined };
    case 'connectFailed':
      if (state.status !== 'connecting') return state;
      return { ...state, status: 'disconnected', error: action.error };
    case 'accountChanged': {
      if (state.status === 'checking' || state.status === 'missing' || state.status === 'outdated') return state;
      if (!action.account) return { status: 'disconnected', version: state.version };
      if (state.status === 'connected' && state.account?.address === action.account.address) return state;
      return { status: 'connected', version: state.version, account: action.account };
    }
    case 'balanceUpdated':
      if (state.status !== 'connected' || state.account?.address !== action.address) return state;
      if (state.balance === action.balance) return state;
      return { ...state, balance: action.balance };
    default:
      return state;
  }
}
