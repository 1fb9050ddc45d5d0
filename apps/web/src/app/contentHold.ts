import { useEffect, useState } from 'react';
import type { WalletStatus } from '../shared/chain';

/** True when a wallet extension has announced itself (`window.__hasEverscaleProvider`, set before the app runs). */
export function isWalletAnnounced(target: unknown = globalThis.window): boolean {
  return (target as { __hasEverscaleProvider?: unknown } | undefined)?.__hasEverscaleProvider === true;
}

/**
 * Whether the page content waits for the wallet check: only while the check runs and no wallet has announced
 * itself. Such a visitor gets the missing-wallet notice above the content once the page has loaded; showing the
 * content first would push it down when the notice appears (a layout shift of the whole page). A wallet that is
 * announced (the usual case: extensions announce themselves before any page script) never holds the content.
 */
export function holdsContent(status: WalletStatus, walletAnnounced: boolean): boolean {
  return status === 'checking' && !walletAnnounced;
}

/** `holdsContent` for the current page, read again when the page finishes loading (a late announcement). */
export function useContentHold(status: WalletStatus): boolean {
  const [, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (document.readyState === 'complete') return;
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, []);
  return holdsContent(status, isWalletAnnounced());
}
