import { useCallback, useSyncExternalStore } from 'react';
import { useWallet } from '../chain';
import type { PerWalletStore } from './perWalletStore';

const EMPTY: never[] = [];

/**
 * The connected wallet's list in a per-wallet store (favourite pools, the tokens watchlist); `wallet` is undefined
 * without a connected account, and then the list is empty and toggling does nothing.
 */
export function useFavourites<E>(store: PerWalletStore<E>) {
  const state = useWallet();
  const wallet = state.status === 'connected' ? state.account?.address : undefined;
  const data = useSyncExternalStore(store.subscribe, store.get, store.get);
  const list = wallet ? data[wallet] : undefined;
  const toggle = useCallback(
    (entry: E) => {
      if (wallet) store.toggle(wallet, entry);
    },
    [store, wallet],
  );
  const has = useCallback((address: string) => store.has(data, wallet, address), [store, data, wallet]);
  return { wallet, walletStatus: state.status, list: list ?? EMPTY, toggle, has };
}
