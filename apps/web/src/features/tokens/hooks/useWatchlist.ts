import { useCallback, useSyncExternalStore } from 'react';
import { useWallet } from '@/shared/chain';
import { isWatched, watchlistStore } from '../logic/watchlist';

const EMPTY: string[] = [];

/** The connected wallet's watchlist; `wallet` is undefined without a connected account. */
export function useWatchlist() {
  const state = useWallet();
  const wallet = state.status === 'connected' ? state.account?.address : undefined;
  const data = useSyncExternalStore(watchlistStore.subscribe, watchlistStore.get, watchlistStore.get);
  const list = wallet ? (data[wallet] ?? EMPTY) : EMPTY;
  const toggle = useCallback(
    (token: string) => {
      if (wallet) watchlistStore.toggle(wallet, token);
    },
    [wallet],
  );
  const has = useCallback((token: string) => isWatched(data, wallet, token), [data, wallet]);
  return { wallet, walletStatus: state.status, list, toggle, has };
}
