import { describe, expect, it } from 'vitest';
import { ZERO_ADDRESS } from '@tycho/abi';
import { indexTokens, type TokenListToken } from '@/shared/tokens/tokenList';
import {
  pairWithout,
  COMBINED,
  NATIVE_URL,
  pairAfterSelect,
  reversedPair,
  rootsOf,
  sideParam,
  swapPath,
  tokenOf,
  type TokenContext,
} from './swapTokens';

const addr = (d: string) => `0:${d.repeat(64)}`;
const W = addr('a');
const listed = (address: string, symbol: string, decimals: number): TokenListToken =>
  ({ address, symbol, name: `${symbol} token`, decimals, chainId: 1, logoURI: `/${symbol}.svg` }) as TokenListToken;
const ctx: TokenContext = {
  index: indexTokens([listed(W, 'WTYCHO', 9), listed(addr('b'), 'USDT', 6)]),
  wrappedRoot: W,
  nativeCoin: { symbol: 'TYCHO', decimals: 9, logoURI: '/logos/TYCHO.svg' },
  decimals: new Map([[addr('c'), 12]]),
};

describe('tokenOf', () => {
  it('the native coin is the zero address and quotes the wrapped root', () => {
    expect(NATIVE_URL).toBe(ZERO_ADDRESS);
    expect(tokenOf(NATIVE_URL, ctx)).toMatchObject({
      native: true,
      combined: false,
      symbol: 'TYCHO',
      routeAddress: W,
      decimals: 9,
      logoURI: '/logos/TYCHO.svg', // the coin's own logo, not WTYCHO's
    });
  });
  it('the combined side names coin and wrapped token', () => {
    expect(tokenOf(COMBINED, ctx)).toMatchObject({
      combined: true,
      native: false,
      symbol: 'TYCHO + WTYCHO',
      routeAddress: W,
    });
  });
  it('coin and combined wait for the wrapped root', () => {
    expect(tokenOf(COMBINED, { ...ctx, wrappedRoot: undefined })).toBeUndefined();
    expect(tokenOf(undefined, ctx)).toBeUndefined();
  });
  it('listed tokens from the list, others from the chain read or the root lookup, decimals unknown until read', () => {
    expect(tokenOf(addr('b'), ctx)).toMatchObject({ symbol: 'USDT', decimals: 6, logoURI: '/USDT.svg' });
    expect(tokenOf(addr('c'), ctx)).toMatchObject({ symbol: '0:cccc...', decimals: 12 });
    expect(tokenOf(addr('d'), ctx, { symbol: 'LP', name: 'LP token', decimals: 9 })).toMatchObject({
      symbol: 'LP',
      decimals: 9,
    });
    expect(tokenOf(addr('e'), ctx)?.decimals).toBeUndefined();
  });
});

describe('rootsOf', () => {
  it('only plain roots are read from the chain', () => {
    expect(rootsOf([COMBINED, NATIVE_URL, undefined, addr('b')])).toEqual([addr('b')]);
  });
});

describe('pairAfterSelect', () => {
  const pair = { left: addr('1'), right: addr('2') };
  it('sets the chosen side', () => {
    expect(pairAfterSelect('left', addr('3'), pair, false)).toEqual({ left: addr('3'), right: addr('2') });
    expect(pairAfterSelect('right', addr('3'), pair, false)).toEqual({ left: addr('1'), right: addr('3') });
  });
  it("choosing the other side's token swaps the sides (not in a conversion)", () => {
    expect(pairAfterSelect('left', addr('2').toUpperCase(), pair, false)).toEqual({
      left: addr('2'),
      right: addr('1'),
    });
    expect(pairAfterSelect('left', addr('2'), pair, true)).toEqual({ left: addr('2'), right: addr('2') });
  });
  it('combined is never the right side', () => {
    expect(pairAfterSelect('right', COMBINED, pair, false)).toBeUndefined();
  });
  it('choosing on the left the token on the right of the combined side swaps it to the coin (no 404)', () => {
    const usdt = addr('b');
    expect(pairAfterSelect('left', usdt, { left: COMBINED, right: usdt }, false, W)).toEqual({
      left: usdt,
      right: NATIVE_URL,
    });
    expect(pairAfterSelect('right', COMBINED, { left: usdt, right: COMBINED }, false, W)).toBeUndefined();
  });
  it('combined against the wrapped coin is a wrap', () => {
    expect(pairAfterSelect('right', W, { left: COMBINED, right: addr('b') }, false, W)).toEqual({
      left: NATIVE_URL,
      right: W,
    });
  });
});

describe('reversedPair and swapPath', () => {
  it('reverses the sides, the combined side coming back as the coin', () => {
    expect(reversedPair({ left: addr('1'), right: addr('2') }, W)).toEqual({ left: addr('2'), right: addr('1') });
    expect(reversedPair({ left: COMBINED, right: addr('2') }, W)).toEqual({ left: addr('2'), right: NATIVE_URL });
    expect(reversedPair({ left: 'oops', right: addr('2') }, W)).toEqual({ left: addr('2'), right: 'oops' });
  });
  it('builds the URL of a pair', () => {
    expect(swapPath(COMBINED, addr('2'))).toBe(`/swap/combined/${addr('2')}`);
    expect(swapPath(addr('1'), undefined)).toBe(`/swap/${addr('1')}`);
    expect(swapPath(undefined, addr('2'))).toBe('/swap');
  });
});

describe('sideParam', () => {
  it('accepts an address, the coin and combined on the left', () => {
    expect(sideParam(addr('b'), 'left')).toEqual({ address: addr('b') });
    expect(sideParam(NATIVE_URL, 'right')).toEqual({ address: NATIVE_URL });
    expect(sideParam(COMBINED, 'left')).toEqual({ address: COMBINED });
    expect(sideParam(undefined, 'right')).toEqual({ address: undefined });
  });
  it('tells an invalid value and combined on the right', () => {
    expect(sideParam('usdt', 'left')).toEqual({ address: undefined, problem: 'invalid' });
    expect(sideParam(`${addr('b')}0`, 'right')).toEqual({ address: undefined, problem: 'invalid' });
    expect(sideParam(COMBINED, 'right')).toEqual({ address: undefined, problem: 'combinedRight' });
  });
});

describe('pairWithout (a dismissed URL import)', () => {
  const T = addr('7');
  const U = addr('8');
  it('empties the dismissed side and keeps the other', () => {
    expect(pairWithout('right', { left: U, right: T }, W)).toEqual({ left: U, right: undefined });
    expect(pairWithout('left', { left: T, right: U }, W)).toEqual({ left: COMBINED, right: U });
    expect(pairWithout('left', { left: T, right: U }, undefined)).toEqual({ left: undefined, right: undefined });
  });
});
