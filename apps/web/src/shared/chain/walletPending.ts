import { hasHint, setHint } from '@/shared/lib/firstScreenHints';
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

/**
 * `isWalletPending` for the current page. On the server (a page's first screen) the wallet's announcement is the
 * browser's `wallet` hint: whether one announced itself on the last visit.
 */
export function useWalletPending(): boolean {
  const announced = typeof window === 'undefined' ? hasHint('wallet') : isWalletAnnounced();
  return isWalletPending(useWallet().status, announced);
}

/** Keeps the `wallet` hint equal to this page's announcement, now and once the page has loaded (a late extension). */
export function rememberWalletForServer(): void {
  setHint('wallet', isWalletAnnounced());
  window.addEventListener('load', () => setHint('wallet', isWalletAnnounced()), { once: true });
}
