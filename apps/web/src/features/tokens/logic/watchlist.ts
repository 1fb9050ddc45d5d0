/**
 * The tokens watchlist (spec 3 "Favourite entry", 6): starred token roots kept per wallet address in local
 * storage under `favorite_tokens` as `{ [walletAddress]: string[] }`. Entries are validated on load (spec 5):
 * a string address, or an object with a string address and, if present, a string name.
 */
import { isAddress } from '@/shared/lib/address';
import {
  browserStorage,
  createPerWalletStore,
  hasPerWallet,
  parsePerWallet,
  togglePerWallet,
  type PerWalletData,
  type PerWalletSpec,
} from '@/shared/lib/perWalletStore';

export const WATCHLIST_KEY = 'favorite_tokens';
export type WatchlistData = PerWalletData<string>;

const spec: PerWalletSpec<string> = {
  key: WATCHLIST_KEY,
  validate(entry) {
    if (typeof entry === 'string') return isAddress(entry) ? entry : undefined;
    if (entry && typeof entry === 'object') {
      const { address, name } = entry as { address?: unknown; name?: unknown };
      if (typeof address === 'string' && isAddress(address) && (name === undefined || typeof name === 'string'))
        return address;
    }
    return undefined;
  },
  addressOf: (entry) => entry,
};

export const parseWatchlist = (raw: string | null): WatchlistData => parsePerWallet(spec, raw);
export const toggleWatch = (data: WatchlistData, wallet: string, token: string): WatchlistData =>
  togglePerWallet(spec, data, wallet, token);
export const isWatched = (data: WatchlistData, wallet: string | undefined, token: string): boolean =>
  hasPerWallet(spec, data, wallet, token);
export const createWatchlistStore = (storage: Parameters<typeof createPerWalletStore>[1]) =>
  createPerWalletStore(spec, storage);
export type WatchlistStore = ReturnType<typeof createWatchlistStore>;

export const watchlistStore = createWatchlistStore(browserStorage);
