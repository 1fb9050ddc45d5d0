import { useCallback, useSyncExternalStore } from 'react';
import { useWallet } from '@/shared/chain';
import { favoritesStore, isFavorite, type FavoritePool } from '../logic/favorites';

const EMPTY: FavoritePool[] = [];

/** The connected wallet's favourite pools; `wallet` is undefined without a connected account. */
export function useFavorites() {
  const state = useWallet();
  const wallet = state.status === 'connected' ? state.account?.address : undefined;
  const data = useSyncExternalStore(favoritesStore.subscribe, favoritesStore.get, favoritesStore.get);
  const list = wallet ? (data[wallet] ?? EMPTY) : EMPTY;
  const toggle = useCallback(
    (pool: FavoritePool) => {
      if (wallet) favoritesStore.toggle(wallet, pool);
    },
    [wallet],
  );
  const has = useCallback((pool: string) => isFavorite(data, wallet, pool), [data, wallet]);
  return { wallet, walletStatus: state.status, list, toggle, has };
}
