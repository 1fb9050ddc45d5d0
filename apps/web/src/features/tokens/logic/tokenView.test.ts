import { describe, expect, it } from 'vitest';
import { indexTokens } from '@/shared/tokens';
import { addLiquidityPath, isCustomToken, isScam, tradePath } from './tokenView';

const A = `0:${'a'.repeat(64)}`;
const W = `0:${'f'.repeat(64)}`;
const index = indexTokens([{ address: A, symbol: 'USDT', name: 'T', decimals: 6, logoURI: 'x', verified: true }]);

describe('token view', () => {
  it('builds Trade and Add liquidity targets', () => {
    expect(tradePath(A, W)).toBe(`/swap/${W}/${A}`);
    expect(tradePath(W, W)).toBe(`/swap/${W}`);
    expect(tradePath(A, undefined)).toBe(`/swap/combined/${A}`);
    expect(addLiquidityPath(A)).toBe(`/liquidity/add/${A}`);
  });
  it('warns for imported and non-whitelisted tokens', () => {
    expect(isCustomToken(A, index, [])).toBe(false);
    expect(isCustomToken(W, index, [])).toBe(true);
    expect(isCustomToken(A, index, [{ root: A, symbol: 'X', name: 'X', decimals: 1 }])).toBe(true);
    expect(isCustomToken(W, undefined, [])).toBe(false);
  });
  it('flags lookalike symbols', () => {
    expect(isScam(W, 'USDТ', { roots: [], symbols: [] }, ['USDT'])).toBe(true);
    expect(isScam(A, 'USDT', { roots: [], symbols: [] }, ['USDT'])).toBe(false);
  });
});
