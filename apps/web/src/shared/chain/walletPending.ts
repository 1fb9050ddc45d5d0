import { useWallet } from './WalletContext';
import type { WalletStatus } from './walletState';

/** True when a wallet extension has announced itself (`window.__hasEverscaleProvider`, set before the app runs). */
export function isWalletAnnounced(target: unknown = globalThis.window): boolean {
  return (target as { __hasEverscaleProvider?: unknown } | undefined)?.__hasEverscaleProvider === true;
}

/**
 * True while the wallet check runs and a wallet has announced itself: the account may still arrive (a returning user
 * connects by itself), so a part of a page that depends on it waits (a skeleton) rather than showing the visitor's
 * version and then changing size. Without an announced wallet the check ends with "missing": nothing waits.
 */
export function isWalletPending(status: WalletStatus, walletAnnounced: boolean): boolean {
  return status === 'checking' && walletAnnounced;
}

/** `isWalletPending` for the current page. */
export function useWalletPending(): boolean {
  return isWalletPending(useWallet().status, isWalletAnnounced());
}
