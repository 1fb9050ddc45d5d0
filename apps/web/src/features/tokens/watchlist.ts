/**
 * The tokens watchlist (spec 3 "Favourite entry", 6): starred token roots kept per wallet address in local
 * storage under `favorite_tokens` as `{ [walletAddress]: string[] }`. Entries are validated on load (spec 5):
 * a string address, or an object with a string address and, if present, a string name.
 */
import { isAddress } from '../../shared/lib/address';

export const WATCHLIST_KEY = 'favorite_tokens';
export type WatchlistData = Record<string, string[]>;
type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function validEntry(entry: unknown): string | undefined {
  if (typeof entry === 'string') return isAddress(entry) ? entry : undefined;
  if (entry && typeof entry === 'object') {
    const { address, name } = entry as { address?: unknown; name?: unknown };
    if (typeof address === 'string' && isAddress(address) && (name === undefined || typeof name === 'string')) {
      return address;
    }
  }
  return undefined;
}

export function parseWatchlist(raw: string | null): WatchlistData {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: WatchlistData = {};
  for (const [wallet, entries] of Object.entries(value as Record<string, unknown>)) {
    if (!isAddress(wallet) || !Array.isArray(entries)) continue;
    const seen = new Set<string>();
    const list: string[] = [];
    for (const entry of entries) {
      const address = validEntry(entry);
      if (address && !seen.has(address.toLowerCase())) {
        seen.add(address.toLowerCase());
        list.push(address);
      }
    }
    out[wallet] = list;
  }
  return out;
}

export function toggleWatch(data: WatchlistData, wallet: string, token: string): WatchlistData {
  const list = data[wallet] ?? [];
  const has = list.some((a) => a.toLowerCase() === token.toLowerCase());
  return { ...data, [wallet]: has ? list.filter((a) => a.toLowerCase() !== token.toLowerCase()) : [...list, token] };
}

export function isWatched(data: WatchlistData, wallet: string | undefined, token: string): boolean {
  if (!wallet) return false;
  return (data[wallet] ?? []).some((a) => a.toLowerCase() === token.toLowerCase());
}

/** A small store over local storage (failures ignored, spec 8) with subscribers for React. */
export function createWatchlistStore(storage: () => StorageLike | undefined) {
  const listeners = new Set<() => void>();
  let cache: { raw: string | null; data: WatchlistData } | undefined;
  const read = (): WatchlistData => {
    let raw: string | null;
    try {
      raw = storage()?.getItem(WATCHLIST_KEY) ?? null;
    } catch {
      raw = null;
    }
    if (!cache || cache.raw !== raw) cache = { raw, data: parseWatchlist(raw) };
    return cache.data;
  };
  return {
    get: read,
    list: (wallet: string | undefined): string[] => (wallet ? (read()[wallet] ?? []) : []),
    toggle(wallet: string, token: string) {
      const next = toggleWatch(read(), wallet, token);
      try {
        storage()?.setItem(WATCHLIST_KEY, JSON.stringify(next));
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
export type WatchlistStore = ReturnType<typeof createWatchlistStore>;

export const watchlistStore = createWatchlistStore(() => (typeof localStorage === 'undefined' ? undefined : localStorage));
