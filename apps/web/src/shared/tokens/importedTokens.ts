/**
 * Imported custom tokens (local storage `imported_tokens`, spec 3: root, symbol, name, icon, decimals).
 * Entries are validated on read; writes notify the subscribers in this tab (other tabs hear the `storage` event).
 * A storage failure is ignored (spec 8).
 */
import { isAddress } from '../lib/address';
import type { TokenListToken } from './tokenList';

export const IMPORTED_TOKENS_KEY = 'imported_tokens';

export interface ImportedToken {
  root: string;
  symbol: string;
  name: string;
  icon?: string;
  decimals: number;
}

type ReadStorage = Pick<Storage, 'getItem'> | undefined;
type WriteStorage = Pick<Storage, 'getItem' | 'setItem'> | undefined;

function defaultStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function isImportedEntry(t: unknown): t is ImportedToken {
  if (!t || typeof t !== 'object') return false;
  const e = t as Partial<ImportedToken>;
  return (
    isAddress(e.root) &&
    typeof e.symbol === 'string' &&
    typeof e.name === 'string' &&
    typeof e.decimals === 'number' &&
    Number.isInteger(e.decimals) &&
    e.decimals >= 0 &&
    e.decimals <= 255 &&
    (e.icon === undefined || typeof e.icon === 'string')
  );
}

export function parseImportedTokens(raw: string | null): ImportedToken[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter(isImportedEntry);
  } catch {
    return [];
  }
}

export function readImportedTokens(storage: ReadStorage = defaultStorage()): ImportedToken[] {
  try {
    return parseImportedTokens(storage?.getItem(IMPORTED_TOKENS_KEY) ?? null);
  } catch {
    return [];
  }
}

export function isImportedToken(address: string, tokens: readonly ImportedToken[]): boolean {
  const a = address.toLowerCase();
  return tokens.some((t) => t.root.toLowerCase() === a);
}

/** The list with `token` added (replacing an entry with the same root, compared case-insensitively). */
export function withImportedToken(tokens: readonly ImportedToken[], token: ImportedToken): ImportedToken[] {
  const root = token.root.toLowerCase();
  const entry: ImportedToken = { root: token.root, symbol: token.symbol, name: token.name, decimals: token.decimals };
  if (token.icon) entry.icon = token.icon;
  return [...tokens.filter((t) => t.root.toLowerCase() !== root), entry];
}

const listeners = new Set<() => void>();

/** Calls `listener` after every import in this tab and on `imported_tokens` changes made by other tabs. */
export function subscribeImportedTokens(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === IMPORTED_TOKENS_KEY || event.key === null) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** Saves an imported token (validated first) and returns the stored list; storage failures are ignored. */
export function addImportedToken(token: ImportedToken, storage: WriteStorage = defaultStorage()): ImportedToken[] {
  if (!isImportedEntry(token)) return readImportedTokens(storage);
  const next = withImportedToken(readImportedTokens(storage), token);
  try {
    storage?.setItem(IMPORTED_TOKENS_KEY, JSON.stringify(next));
  } catch {
    // spec 8: a storage failure is ignored
  }
  for (const listener of [...listeners]) listener();
  return next;
}

/**
 * Imported tokens as token-list entries (never verified), skipping roots the list already has: they join the
 * token index so every screen can show their symbol, name and decimals.
 */
export function importedListEntries(
  imported: readonly ImportedToken[],
  listed: readonly { address: string }[] = [],
): TokenListToken[] {
  const known = new Set(listed.map((t) => t.address.toLowerCase()));
  return imported
    .filter((t) => !known.has(t.root.toLowerCase()))
    .map((t) => ({
      address: t.root,
      symbol: t.symbol,
      name: t.name,
      decimals: t.decimals,
      logoURI: t.icon ?? '',
      verified: false,
    }));
}
