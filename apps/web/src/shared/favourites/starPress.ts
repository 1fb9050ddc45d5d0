/**
 * What pressing a favourite or watchlist star does (spec 6: only a connected wallet keeps favourites, kept per
 * wallet address). Visitors see the stars too; pressing one asks them to connect (the wallet's permission dialog),
 * and once connected the entry is added to that wallet's list.
 */
import type { WalletStatus } from '../chain';

export type StarPress =
  /** Toggle the entry in the connected wallet's list. */
  | 'toggle'
  /** Ask to connect, then add the entry to the wallet that connects. */
  | 'connect'
  /** No wallet extension: say a wallet is needed (with the install link). */
  | 'install'
  /** The extension is too old to connect. */
  | 'update'
  /** The wallet is starting or already connecting: nothing to do yet. */
  | 'wait';

export function starPress(status: WalletStatus, wallet: string | undefined): StarPress {
  if (status === 'connected') return wallet ? 'toggle' : 'wait';
  switch (status) {
    case 'disconnected':
      return 'connect';
    case 'missing':
      return 'install';
    case 'outdated':
      return 'update';
    default:
      return 'wait';
  }
}
