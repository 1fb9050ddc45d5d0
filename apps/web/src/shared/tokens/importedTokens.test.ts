import { describe, expect, it, vi } from 'vitest';
import {
  addImportedToken,
  IMPORTED_TOKENS_KEY,
  importedListEntries,
  parseImportedTokens,
  readImportedTokens,
  subscribeImportedTokens,
  withImportedToken,
  type ImportedToken,
} from './importedTokens';

const A = `0:${'a'.repeat(64)}`;
const B = `0:${'b'.repeat(64)}`;

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

const tokenA: ImportedToken = { root: A, symbol: 'AAA', name: 'Token A', decimals: 9 };

describe('parseImportedTokens', () => {
  it('drops entries with bad decimals or icon', () => {
    const raw = JSON.stringify([
      tokenA,
      { ...tokenA, root: B, decimals: 1.5 },
      { ...tokenA, root: B, decimals: 300 },
      { ...tokenA, root: B, icon: 7 },
      { ...tokenA, root: B, icon: 'b.svg' },
    ]);
    expect(parseImportedTokens(raw).map((t) => [t.root, t.icon])).toEqual([
      [A, undefined],
      [B, 'b.svg'],
    ]);
  });
});

describe('addImportedToken', () => {
  it('stores the token under imported_tokens, keeping the others', () => {
    const storage = memoryStorage({
      [IMPORTED_TOKENS_KEY]: JSON.stringify([{ root: B, symbol: 'B', name: 'B', decimals: 6 }]),
    });
    const next = addImportedToken(tokenA, storage);
    expect(next.map((t) => t.root)).toEqual([B, A]);
    expect(readImportedTokens(storage)).toEqual(next);
  });

  it('replaces an entry with the same root in another case instead of adding a second one', () => {
    const storage = memoryStorage();
    addImportedToken({ ...tokenA, root: A.toUpperCase().replace('0X', '0x'), symbol: 'OLD' }, storage);
    addImportedToken(tokenA, storage);
    expect(readImportedTokens(storage)).toEqual([tokenA]);
  });

  it('refuses an invalid token and changes nothing', () => {
    const storage = memoryStorage();
    expect(addImportedToken({ ...tokenA, root: 'nope' }, storage)).toEqual([]);
    expect(storage.data.has(IMPORTED_TOKENS_KEY)).toBe(false);
  });

  it('ignores a storage failure', () => {
    const failing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(addImportedToken(tokenA, failing)).toEqual([tokenA]);
  });

  it('notifies subscribers until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeImportedTokens(listener);
    addImportedToken(tokenA, memoryStorage());
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    addImportedToken(tokenA, memoryStorage());
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('withImportedToken and importedListEntries', () => {
  it('keeps only the stored fields', () => {
    const extra = { ...tokenA, owner: 'x' } as ImportedToken;
    expect(withImportedToken([], extra)).toEqual([tokenA]);
  });

  it('turns imported tokens the list lacks into unverified list entries', () => {
    const entries = importedListEntries(
      [tokenA, { root: B, symbol: 'B', name: 'B', decimals: 6, icon: 'b.svg' }],
      [{ address: A.toUpperCase().replace('0X', '0x') }],
    );
    expect(entries).toEqual([{ address: B, symbol: 'B', name: 'B', decimals: 6, logoURI: 'b.svg', verified: false }]);
  });
});
