import { describe, expect, it } from 'vitest';
import { customTokenSymbols, isCustomToken } from './customTokens';
import { indexTokens, type TokenListToken } from './tokenList';

const entry = (address: string, symbol: string, verified: boolean): TokenListToken =>
  ({ address, symbol, name: symbol, decimals: 9, verified }) as TokenListToken;
const index = indexTokens([entry('0:AA', 'QUBE', true), entry('0:bb', 'FAKE', false)]);

describe('custom tokens', () => {
  it('is custom when missing from the list, listed unverified, or imported by the user', () => {
    expect(isCustomToken('0:aa', index, [])).toBe(false);
    expect(isCustomToken('0:bb', index, [])).toBe(true);
    expect(isCustomToken('0:cc', index, [])).toBe(true);
    expect(isCustomToken('0:aa', index, [{ root: '0:AA', symbol: 'QUBE', name: 'QUBE', decimals: 9 }])).toBe(true);
  });

  it('names each custom token once, by its symbol, the list symbol or a short root', () => {
    const tokens = [
      { root: '0:aa', symbol: 'QUBE' },
      { root: '0:BB' },
      { root: '0:bb', symbol: 'FAKE' },
      { root: '0:dddddddddd', symbol: '' },
    ];
    expect(customTokenSymbols(tokens, index, [])).toEqual(['FAKE', '0:dddddd…']);
    expect(customTokenSymbols(tokens.slice(0, 1), index, [])).toEqual([]);
  });

  it('says nothing while the list loads', () => {
    expect(customTokenSymbols([{ root: '0:cc', symbol: 'CUST' }], undefined, [])).toEqual([]);
  });
});
