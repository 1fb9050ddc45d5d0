import type { WalletState } from '@/shared/chain';

/** What the header's wallet slot shows for a wallet state. */
export type WalletSlot = 'checking' | 'install' | 'update' | 'connect' | 'connecting' | 'account';

export function walletSlot(state: WalletState): WalletSlot {
  switch (state.status) {
    case 'checking':
      return 'checking';
    case 'missing':
      return 'install';
    case 'outdated':
      return 'update';
    case 'disconnected':
      return 'connect';
    case 'connecting':
      return 'connecting';
    case 'connected':
      // a connected provider that has not named its account yet is still connecting
      return state.account ? 'account' : 'connecting';
  }
}

/** The prompt under the header: install the extension, update it (its version, `?` when unknown), or nothing. */
export type WalletNoticeView = { kind: 'install' } | { kind: 'update'; version: string; minVersion: string } | null;

export function walletNotice(state: WalletState, minVersion: string): WalletNoticeView {
  if (state.status === 'missing') return { kind: 'install' };
  if (state.status === 'outdated') return { kind: 'update', version: state.version ?? '?', minVersion };
  return null;
}
