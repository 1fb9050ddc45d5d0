/**
 * The browser-stored builder tokens list (spec 4, 7): roots created here or visited, kept in `localStorage` under
 * `builder_tokens` as a JSON array of addresses. Malformed contents read as an empty list.
 */
import { isAddress } from '@/shared/lib/address';

export const REMEMBERED_KEY = 'builder_tokens';

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function parseRemembered(text: string | null): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return [...new Set(value.filter(isAddress).map((a) => a.toLowerCase()))];
  } catch {
    return [];
  }
}

export function readRemembered(store: KeyValueStore | undefined = browserStore()): string[] {
  try {
    return parseRemembered(store?.getItem(REMEMBERED_KEY) ?? null);
  } catch {
    return [];
  }
}

/** Adds a root if it is absent; true when the list changed. */
export function rememberToken(root: string, store: KeyValueStore | undefined = browserStore()): boolean {
  if (!store || !isAddress(root)) return false;
  const list = readRemembered(store);
  const key = root.toLowerCase();
  if (list.includes(key)) return false;
  try {
    store.setItem(REMEMBERED_KEY, JSON.stringify([...list, key]));
    return true;
  } catch {
    return false;
  }
}

function browserStore(): KeyValueStore | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
