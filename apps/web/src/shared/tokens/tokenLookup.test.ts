import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/http';
import { lookUpToken, type TokenReader } from './tokenLookup';

const A = `0:${'A'.repeat(64)}`;
const found = { symbol: 'CUST', name: 'Custom', decimals: 4 };
const fails =
  (status: number): TokenReader =>
  async () => {
    throw new ApiError(status, 'x');
  };

describe('lookUpToken', () => {
  it('reads the token root and returns an importable token with a lowercase root', async () => {
    const currency = vi.fn<TokenReader>();
    const token = await lookUpToken(` ${A} `, { root: async () => found, currency });
    expect(token).toEqual({ root: A.toLowerCase(), ...found });
    expect(currency).not.toHaveBeenCalled();
  });

  it('answers null when no token root has the address, without asking the DEX API', async () => {
    const currency = vi.fn<TokenReader>(async () => found);
    expect(await lookUpToken(A, { root: fails(404), currency })).toBeNull();
    expect(currency).not.toHaveBeenCalled();
  });

  it('answers null for an invalid address without any call', async () => {
    const root = vi.fn<TokenReader>(async () => found);
    expect(await lookUpToken(`-1:${'a'.repeat(64)}`, { root, currency: root })).toBeNull();
    expect(await lookUpToken('0:abc', { root, currency: root })).toBeNull();
    expect(root).not.toHaveBeenCalled();
  });

  it('falls back to the DEX API currency when the root read fails otherwise', async () => {
    expect(await lookUpToken(A, { root: fails(500), currency: async () => found })).toEqual({
      root: A.toLowerCase(),
      ...found,
    });
  });

  it('throws the first error when neither source answers', async () => {
    await expect(lookUpToken(A, { root: fails(502), currency: fails(404) })).rejects.toMatchObject({ status: 502 });
  });
});
