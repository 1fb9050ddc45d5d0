/**
 * Lists kept per wallet address in local storage as `{ [walletAddress]: Entry[] }` (spec 3 "Favourite entry", 5):
 * validated on load (invalid wallets, entries and duplicates dropped), with a small subscribable store for React.
 * Storage failures are ignored (spec 8). The tokens watchlist and the favourite pools are two such lists
 * (`favourites.ts`).
 */
import { isAddress } from '../lib/address';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'> & Partial<Pick<Storage, 'removeItem'>>;
export type PerWalletData<E> = Record<string, E[]>;

export interface PerWalletSpec<E> {
  /** The local-storage key. */
  key: string;
  /** The entry to keep, or undefined to drop it. */
  validate(entry: unknown): E | undefined;
  /** The address that identifies an entry (compared case-insensitively). */
  addressOf(entry: E): string;
  /** Keys an earlier version stored the same list under: their entries move to `key` on first read. */
  legacyKeys?: readonly string[];
}

export function parsePerWallet<E>(spec: PerWalletSpec<E>, raw: string | null): PerWalletData<E> {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: PerWalletData<E> = {};
  for (const [wallet, entries] of Object.entries(value as Record<string, unknown>)) {
    if (!isAddress(wallet) || !Array.isArray(entries)) continue;
    const seen = new Set<string>();
    const list: E[] = [];
    for (const entry of entries) {
      const valid = spec.validate(entry);
      const id = valid === undefined ? undefined : spec.addressOf(valid).toLowerCase();
      if (valid !== undefined && id && !seen.has(id)) {
        seen.add(id);
        list.push(valid);
      }
    }
    out[wallet] = list;
  }
  return out;
}

/** `a` with `b`'s entries added per wallet (those `a` lacks, in `b`'s order). */
export function mergePerWallet<E>(spec: PerWalletSpec<E>, a: PerWalletData<E>, b: PerWalletData<E>): PerWalletData<E> {
  const out: PerWalletData<E> = { ...a };
  for (const [wallet, entries] of Object.entries(b)) {
    const list = [...(out[wallet] ?? [])];
    const ids = new Set(list.map((e) => spec.addressOf(e).toLowerCase()));
    for (const entry of entries) {
      const id = spec.addressOf(entry).toLowerCase();
      if (!ids.has(id)) {
        ids.add(id);
        list.push(entry);
      }
    }
    out[wallet] = list;
  }
  return out;
}

export function togglePerWallet<E>(
  spec: PerWalletSpec<E>,
  data: PerWalletData<E>,
  wallet: string,
  entry: E,
): PerWalletData<E> {
  const list = data[wallet] ?? [];
  const id = spec.addressOf(entry).toLowerCase();
  const has = list.some((e) => spec.addressOf(e).toLowerCase() === id);
  return { ...data, [wallet]: has ? list.filter((e) => spec.addressOf(e).toLowerCase() !== id) : [...list, entry] };
}

export function hasPerWallet<E>(
  spec: PerWalletSpec<E>,
  data: PerWalletData<E>,
  wallet: string | undefined,
  address: string,
): boolean {
  if (!wallet) return false;
  return (data[wallet] ?? []).some((e) => spec.addressOf(e).toLowerCase() === address.toLowerCase());
}

export type StorageSource = () => StorageLike | undefined;

export function createPerWalletStore<E>(spec: PerWalletSpec<E>, storage: StorageSource) {
  const listeners = new Set<() => void>();
  let cache: { raw: string | null; data: PerWalletData<E> } | undefined;
  let migrated = false;
  /** Moves the entries of the legacy keys into `key` (merged, nobody loses an entry) and removes those keys. */
  const migrate = () => {
    migrated = true;
    try {
      const store = storage();
      if (!store) return;
      for (const legacy of spec.legacyKeys ?? []) {
        const old = store.getItem(legacy);
        if (old === null) continue;
        const merged = mergePerWallet(spec, parsePerWallet(spec, store.getItem(spec.key)), parsePerWallet(spec, old));
        store.setItem(spec.key, JSON.stringify(merged));
        store.removeItem?.(legacy);
      }
    } catch {
      // storage failures are ignored
    }
  };
  const read = (): PerWalletData<E> => {
    if (!migrated) migrate();
    let raw: string | null;
    try {
      raw = storage()?.getItem(spec.key) ?? null;
    } catch {
      raw = null;
    }
    if (!cache || cache.raw !== raw) cache = { raw, data: parsePerWallet(spec, raw) };
    return cache.data;
  };
  const write = (next: PerWalletData<E>) => {
    try {
      storage()?.setItem(spec.key, JSON.stringify(next));
    } catch {
      // storage failures are ignored
    }
    cache = undefined;
    listeners.forEach((l) => l());
  };
  return {
    /** Whether `wallet`'s list holds `address` (case-insensitive), in a snapshot from `get`. */
    has: (data: PerWalletData<E>, wallet: string | undefined, address: string) =>
      hasPerWallet(spec, data, wallet, address),
    get: read,
    list: (wallet: string | undefined): E[] => (wallet ? (read()[wallet] ?? []) : []),
    toggle(wallet: string, entry: E) {
      write(togglePerWallet(spec, read(), wallet, entry));
    },
    /** Adds `entry` to `wallet`'s list unless it is there already. */
    add(wallet: string, entry: E) {
      const data = read();
      if (!hasPerWallet(spec, data, wallet, spec.addressOf(entry))) write(togglePerWallet(spec, data, wallet, entry));
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type PerWalletStore<E> = ReturnType<typeof createPerWalletStore<E>>;

export const browserStorage = () => (typeof localStorage === 'undefined' ? undefined : localStorage);
