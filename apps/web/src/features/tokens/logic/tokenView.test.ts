import { describe, expect, it } from 'vitest';
import { indexTokens } from '@/shared/tokens';
import { ApiError } from '@/shared/api/http';
import { addLiquidityPath, isCustomToken, isScam, tokenHeader, tokenPage, tradePath } from './tokenView';

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
  it('builds the header from the API, else the list', () => {
    const common = { scamList: { roots: [], symbols: [] }, verifiedSymbols: ['USDT'], index, imported: [] };
    expect(tokenHeader({ ...common, address: A, listed: { symbol: 'USDT' } })).toEqual({
      symbol: 'USDT',
      title: undefined,
      scam: false,
      custom: false,
    });
    expect(tokenHeader({ ...common, address: A, currency: { currency: 'USDT', name: 'Tether' } }).title).toBe('Tether');
    expect(tokenHeader({ ...common, address: A, currency: { currency: 'USDT', name: '' } }).title).toBe('USDT');
    const fake = tokenHeader({ ...common, address: W, currency: { currency: 'USDТ', name: 'Fake' } });
    expect(fake).toMatchObject({ scam: true, custom: true });
    // no scam verdict before the API answered
    expect(tokenHeader({ ...common, address: W, listed: { symbol: 'USDТ' } }).scam).toBe(false);
  });
  it('is not found only when the API says so, and shows a price skeleton only while the read runs', () => {
    const loading = { isError: false, error: null };
    expect(tokenPage(loading)).toEqual({ notFound: false, priceSkeleton: true });
    expect(tokenPage({ ...loading, data: { price: '1' } })).toEqual({ notFound: false, priceSkeleton: false });
    expect(tokenPage({ isError: true, error: new ApiError(404, 'no such token') })).toEqual({
      notFound: true,
      priceSkeleton: false,
    });
    expect(tokenPage({ isError: true, error: new ApiError(500, 'down') })).toEqual({
      notFound: false,
      priceSkeleton: false,
    });
    expect(tokenPage({ isError: true, error: new TypeError('Failed to fetch') }).notFound).toBe(false);
  });
});
