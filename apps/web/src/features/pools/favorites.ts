/**
 * Favourite pools (spec 3 "Favourite entry", 5, 6, 9): kept per wallet address in local storage under
 * `favorite_pools` as `{ [walletAddress]: { address, name? }[] }`. Entries are validated on load: each needs a
 * string address (a valid pool address) and, if present, a string name; anything else is dropped.
 */
import { isAddress } from '../../shared/lib/address';

export const FAVORITE_POOLS_KEY = 'favorite_pools';
export interface FavoritePool {
  address: string;
  name?: string;
}
export type FavoritesData = Record<string, FavoritePool[]>;
type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function validEntry(entry: unknown): FavoritePool | undefined {
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return undefined;
  const { address, name } = entry as { address?: unknown; name?: unknown };
  if (typeof address !== 'string' || !isAddress(address)) return undefined;
  if (name !== undefined && typeof name !== 'string') return undefined;
  return name === undefined ? { address } : { address, name };
}

export function parseFavorites(raw: string | null): FavoritesData {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: FavoritesData = {};
  for (const [wallet, entries] of Object.entries(value as Record<string, unknown>)) {
    if (!isAddress(wallet) || !Array.isArray(entries)) continue;
    const seen = new Set<string>();
    const list: FavoritePool[] = [];
    for (const entry of entries) {
      const fav = validEntry(entry);
      if (fav && !seen.has(fav.address.toLowerCase())) {
        seen.add(fav.address.toLowerCase());
        list.push(fav);
      }
    }
    out[wallet] = list;
  }
  return out;
}

export function toggleFavorite(data: FavoritesData, wallet: string, pool: FavoritePool): FavoritesData {
  const list = data[wallet] ?? [];
  const has = list.some((p) => p.address.toLowerCase() === pool.address.toLowerCase());
  return {
    ...data,
    [wallet]: has ? list.filter((p) => p.address.toLowerCase() !== pool.address.toLowerCase()) : [...list, pool],
  };
}

export function isFavorite(data: FavoritesData, wallet: string | undefined, pool: string): boolean {
  if (!wallet) return false;
  return (data[wallet] ?? []).some((p) => p.address.toLowerCase() === pool.toLowerCase());
}

/** A small store over local storage (failures ignored, spec 8) with subscribers for React. */
export function createFavoritesStore(storage: () => StorageLike | undefined) {
  const listeners = new Set<() => void>();
  let cache: { raw: string | null; data: FavoritesData } | undefined;
  const read = (): FavoritesData => {
    let raw: string | null;
    try {
      raw = storage()?.getItem(FAVORITE_POOLS_KEY) ?? null;
    } catch {
      raw = null;
    }
    if (!cache || cache.raw !== raw) cache = { raw, data: parseFavorites(raw) };
    return cache.data;
  };
  return {
    get: read,
    list: (wallet: string | undefined): FavoritePool[] => (wallet ? (read()[wallet] ?? []) : []),
    toggle(wallet: string, pool: FavoritePool) {
      const next = toggleFavorite(read(), wallet, pool);
      try {
        storage()?.setItem(FAVORITE_POOLS_KEY, JSON.stringify(next));
      } catch {
        // storage failures are ignored
      }
      cache = undefined;
      listeners.forEach((l) => l());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type FavoritesStore = ReturnType<typeof createFavoritesStore>;

export const favoritesStore = createFavoritesStore(() => (typeof localStorage === 'undefined' ? undefined : localStorage));
