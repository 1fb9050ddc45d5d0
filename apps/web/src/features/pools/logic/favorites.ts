/**
 * Favourite pools (spec 3 "Favourite entry", 5, 6, 9): kept per wallet address in local storage under
 * `favorite_pools` as `{ [walletAddress]: { address, name? }[] }`. Entries are validated on load: each needs a
 * string address (a valid pool address) and, if present, a string name; anything else is dropped.
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

export const FAVORITE_POOLS_KEY = 'favorite_pools';
export interface FavoritePool {
  address: string;
  name?: string;
}
export type FavoritesData = PerWalletData<FavoritePool>;

const spec: PerWalletSpec<FavoritePool> = {
  key: FAVORITE_POOLS_KEY,
  validate(entry) {
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return undefined;
    const { address, name } = entry as { address?: unknown; name?: unknown };
    if (typeof address !== 'string' || !isAddress(address)) return undefined;
    if (name !== undefined && typeof name !== 'string') return undefined;
    return name === undefined ? { address } : { address, name };
  },
  addressOf: (entry) => entry.address,
};

export const parseFavorites = (raw: string | null): FavoritesData => parsePerWallet(spec, raw);
export const toggleFavorite = (data: FavoritesData, wallet: string, pool: FavoritePool): FavoritesData =>
  togglePerWallet(spec, data, wallet, pool);
export const isFavorite = (data: FavoritesData, wallet: string | undefined, pool: string): boolean =>
  hasPerWallet(spec, data, wallet, pool);
export const createFavoritesStore = (storage: Parameters<typeof createPerWalletStore>[1]) =>
  createPerWalletStore(spec, storage);
export type FavoritesStore = ReturnType<typeof createFavoritesStore>;

export const favoritesStore = createFavoritesStore(browserStorage);
