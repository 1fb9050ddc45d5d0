/** Imported custom tokens (local storage `imported_tokens`, spec 3): read-only here, entries validated. */
import { isAddress } from '../lib/address';

export const IMPORTED_TOKENS_KEY = 'imported_tokens';

export interface ImportedToken {
  root: string;
  symbol: string;
  name: string;
  icon?: string;
  decimals: number;
}

export function parseImportedTokens(raw: string | null): ImportedToken[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (t): t is ImportedToken =>
        !!t &&
        typeof t === 'object' &&
        isAddress((t as ImportedToken).root) &&
        typeof (t as ImportedToken).symbol === 'string' &&
        typeof (t as ImportedToken).name === 'string' &&
        typeof (t as ImportedToken).decimals === 'number',
    );
  } catch {
    return [];
  }
}

export function readImportedTokens(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): ImportedToken[] {
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
