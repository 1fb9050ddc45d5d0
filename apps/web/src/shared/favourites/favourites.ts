/**
 * The user's favourites (spec 3 "Favourite entry", 5, 6, 9), kept per wallet address in local storage:
 * - favourite pools under `favorite_pairs` (spec 9) as `{ [walletAddress]: { address, name? }[] }`; an earlier
 *   version kept them under `favorite_pools`, whose entries move to `favorite_pairs` on first read;
 * - the tokens watchlist under `favorite_tokens` as `{ [walletAddress]: string[] }` (an object entry with an address
 *   and an optional name is read too).
 * Entries are validated on load: a valid address, and a string name if any; anything else is dropped.
 */
import { isAddress } from '../lib/address';
import {
  browserStorage,
  createPerWalletStore,
  parsePerWallet,
  type PerWalletSpec,
  type StorageSource,
} from './perWalletStore';

export const FAVORITE_POOLS_KEY = 'favorite_pairs';
/** Where an earlier version kept the favourite pools (migrated to FAVORITE_POOLS_KEY). */
export const LEGACY_FAVORITE_POOLS_KEY = 'favorite_pools';
export const FAVORITE_TOKENS_KEY = 'favorite_tokens';

export interface FavouritePool {
  address: string;
  name?: string;
}

/** `{ address, name? }` with a valid address and a string name (if any), else undefined. */
function namedEntry(entry: unknown): FavouritePool | undefined {
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return undefined;
  const { address, name } = entry as { address?: unknown; name?: unknown };
  if (typeof address !== 'string' || !isAddress(address)) return undefined;
  if (name !== undefined && typeof name !== 'string') return undefined;
  return name === undefined ? { address } : { address, name };
}

export const favouritePoolsSpec: PerWalletSpec<FavouritePool> = {
  key: FAVORITE_POOLS_KEY,
  legacyKeys: [LEGACY_FAVORITE_POOLS_KEY],
  validate: namedEntry,
  addressOf: (entry) => entry.address,
};

export const favouriteTokensSpec: PerWalletSpec<string> = {
  key: FAVORITE_TOKENS_KEY,
  validate: (entry) =>
    typeof entry === 'string' ? (isAddress(entry) ? entry : undefined) : namedEntry(entry)?.address,
  addressOf: (entry) => entry,
};

export const parseFavouritePools = (raw: string | null) => parsePerWallet(favouritePoolsSpec, raw);
export const parseFavouriteTokens = (raw: string | null) => parsePerWallet(favouriteTokensSpec, raw);

export const createFavouritePools = (storage: StorageSource) => createPerWalletStore(favouritePoolsSpec, storage);
export const createFavouriteTokens = (storage: StorageSource) => createPerWalletStore(favouriteTokensSpec, storage);

/** The browser's lists. */
export const favouritePools = createFavouritePools(browserStorage);
export const favouriteTokens = createFavouriteTokens(browserStorage);
