import { describe, expect, it } from 'vitest';
import { isSamePair, liquidityTarget, pairPath, poolSourceOf, selectPairToken } from './pairRoute';

const A = `0:${'a'.repeat(64)}`;
const B = `0:${'b'.repeat(64)}`;
const C = `0:${'c'.repeat(64)}`;
const P = `0:${'f'.repeat(64)}`;

describe('pair routes', () => {
  it('builds the pair pages without empty segments', () => {
    expect(pairPath('add', {})).toBe('/liquidity/add');
    expect(pairPath('add', { left: A })).toBe(`/liquidity/add/${A}`);
    expect(pairPath('remove', { left: A, right: B })).toBe(`/liquidity/remove/${A}/${B}`);
    expect(pairPath('add', { right: B })).toBe(`/liquidity/add/${B}`);
  });

  it('keeps the other side when a token is chosen', () => {
    expect(selectPairToken('add', {}, 'left', A)).toBe(`/liquidity/add/${A}`);
    expect(selectPairToken('add', { left: A }, 'right', B)).toBe(`/liquidity/add/${A}/${B}`);
    expect(selectPairToken('remove', { left: A, right: B }, 'left', C)).toBe(`/liquidity/remove/${C}/${B}`);
    expect(selectPairToken('remove', { left: A, right: B }, 'right', C)).toBe(`/liquidity/remove/${A}/${C}`);
  });

  it("swaps the sides when the other side's token is chosen", () => {
    expect(selectPairToken('add', { left: A, right: B }, 'left', B)).toBe(`/liquidity/add/${B}/${A}`);
    expect(selectPairToken('add', { left: A, right: B }, 'right', A)).toBe(`/liquidity/add/${B}/${A}`);
    expect(selectPairToken('add', { left: A, right: B }, 'right', A.toUpperCase())).toBe(
      `/liquidity/add/${B}/${A.toUpperCase()}`,
    );
    // the only chosen token picked again on the other side: one token, never a pair of one
    expect(selectPairToken('add', { right: B }, 'left', B)).toBe(`/liquidity/add/${B}`);
  });

  it('clearing a side keeps the other token first', () => {
    expect(selectPairToken('add', { left: A, right: B }, 'left', '')).toBe(`/liquidity/add/${B}`);
    expect(selectPairToken('add', { left: A, right: B }, 'right', '')).toBe(`/liquidity/add/${A}`);
  });

  it('finds a pool by address, by two distinct roots, or not at all', () => {
    expect(poolSourceOf({ address: P, left: A, right: B })).toEqual({ kind: 'address', address: P });
    expect(poolSourceOf({ left: A, right: B })).toEqual({ kind: 'pair', left: A, right: B });
    expect(poolSourceOf({ left: A })).toEqual({ kind: 'none' });
    expect(poolSourceOf({ left: A, right: A.toUpperCase() })).toEqual({ kind: 'none' });
    expect(isSamePair({ left: A, right: A })).toBe(true);
    expect(isSamePair({ left: A })).toBe(false);
  });

  it('sends pairs to the pair pages and N-pools to their own', () => {
    const meta = (roots: string[]) => ({ meta: { poolAddress: P, currencyAddresses: roots } });
    expect(liquidityTarget('add', meta([A, B]))).toBe(`/liquidity/add/${A}/${B}`);
    expect(liquidityTarget('remove', meta([A, B, C]))).toBe(`/pools/${P}/liquidity/remove`);
  });
});
