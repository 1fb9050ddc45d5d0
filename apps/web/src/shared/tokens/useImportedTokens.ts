import { useSyncExternalStore } from 'react';
import {
  IMPORTED_TOKENS_KEY,
  parseImportedTokens,
  subscribeImportedTokens,
  type ImportedToken,
} from './importedTokens';

const NONE: readonly ImportedToken[] = [];
let cachedRaw: string | null = null;
let cached: readonly ImportedToken[] = NONE;

/** The stored list, the same array object while the stored text is unchanged (a stable snapshot). */
function snapshot(): readonly ImportedToken[] {
  let raw: string | null;
  try {
    raw = globalThis.localStorage?.getItem(IMPORTED_TOKENS_KEY) ?? null;
  } catch {
    raw = null; // storage unavailable: no imported tokens
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = raw ? parseImportedTokens(raw) : NONE;
  }
  return cached;
}

/** The imported custom tokens, re-rendering after an import (here or in another tab). */
export function useImportedTokens(): readonly ImportedToken[] {
  return useSyncExternalStore(subscribeImportedTokens, snapshot, () => NONE);
}
