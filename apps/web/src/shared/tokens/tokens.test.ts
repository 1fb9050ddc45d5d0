import { describe, expect, it } from 'vitest';
import { isImportedToken, parseImportedTokens } from './importedTokens';
import { foldConfusables, isScamToken } from './scam';
import { indexTokens, findToken, resolveDecimals, wrappedNativeRoot } from './tokenList';

const A = `0:${'a'.repeat(64)}`;
const B = `0:${'b'.repeat(64)}`;

describe('scam check', () => {
  it('flags lookalikes of verified symbols', () => {
    expect(foldConfusables('USDТ')).toBe('USDT');
    expect(isScamToken({ address: A, symbol: 'USDТ' }, { roots: [], symbols: [] }, ['USDT'])).toBe(true);
    expect(isScamToken({ address: A, symbol: 'USDT' }, { roots: [], symbols: [] }, ['USDT'])).toBe(false);
  });
  it('flags configured roots and symbols', () => {
    expect(isScamToken({ address: A, symbol: 'X' }, { roots: [A.toUpperCase()], symbols: [] })).toBe(true);
    expect(isScamToken({ address: B, symbol: 'FREE' }, { roots: [], symbols: ['FREE'] })).toBe(true);
  });
});

describe('token list helpers', () => {
  const tokens = [
    { address: A, symbol: 'WTYCHO', name: 'Wrapped', decimals: 9, logoURI: 'x', verified: true },
    { address: B, symbol: 'Q', name: 'Q', logoURI: 'y', verified: false },
  ];
  it('indexes case-insensitively', () => {
    expect(findToken(indexTokens(tokens), A.toUpperCase())?.symbol).toBe('WTYCHO');
  });
  it('finds the wrapped native root, preferring the configured one', () => {
    expect(wrappedNativeRoot(tokens, '', 'WTYCHO')).toBe(A);
    expect(wrappedNativeRoot(tokens, B, 'WTYCHO')).toBe(B);
    expect(wrappedNativeRoot(undefined, '', 'WTYCHO')).toBeUndefined();
  });
  it('resolves decimals list, then chain, then API', () => {
    expect(resolveDecimals(9, 6, 3)).toBe(9);
    expect(resolveDecimals(undefined, 6, 3)).toBe(6);
    expect(resolveDecimals(undefined, undefined, 3)).toBe(3);
  });
});

describe('imported tokens', () => {
  it('keeps only valid entries', () => {
    const raw = JSON.stringify([{ root: A, symbol: 'X', name: 'X', decimals: 9 }, { root: 'bad' }, null]);
    const parsed = parseImportedTokens(raw);
    expect(parsed).toHaveLength(1);
    expect(isImportedToken(A.toUpperCase(), parsed)).toBe(true);
    expect(parseImportedTokens('{oops')).toEqual([]);
  });
});

describe('resolveMissingDecimals', () => {
  it('reads on chain first', async () => {
    const { resolveMissingDecimals } = await import('./useTokenDecimals');
    expect(
      await resolveMissingDecimals(
        A,
        async () => 6,
        async () => 9,
      ),
    ).toBe(6);
  });
  it('falls back to the API without a provider or when the chain read fails', async () => {
    const { resolveMissingDecimals } = await import('./useTokenDecimals');
    expect(
      await resolveMissingDecimals(
        A,
        async () => undefined,
        async () => 9,
      ),
    ).toBe(9);
    expect(await resolveMissingDecimals(A, undefined, async () => 9)).toBe(9);
    const warn = console.warn;
    console.warn = () => {};
    expect(
      await resolveMissingDecimals(
        A,
        async () => {
          throw new Error('x');
        },
        async () => 9,
      ),
    ).toBe(9);
    console.warn = warn;
    expect(
      await resolveMissingDecimals(
        A,
        async () => undefined,
        async () => {
          throw new Error('404');
        },
      ),
    ).toBeNull();
  });
});
