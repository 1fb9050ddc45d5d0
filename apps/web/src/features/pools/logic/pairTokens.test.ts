import { describe, expect, it } from 'vitest';
import { indexTokens } from '@/shared/tokens';
import { customSymbols, pairTokenView, type PairTokenContext } from './pairTokens';

const addr = (c: string) => `0:${c.repeat(64)}`;
const USDT = addr('a');
const FAKE = addr('b');
const CUSTOM = addr('c');
const UNLISTED = addr('d');

const ctx: PairTokenContext = {
  index: indexTokens([
    { address: USDT, symbol: 'USDT', name: 'Tether', decimals: 6, verified: true, logoURI: 'usdt.svg' },
    // a look-alike with a Cyrillic Т, listed but not verified
    { address: FAKE, symbol: 'USDТ', name: 'Tether', decimals: 6, verified: false, logoURI: 'fake.svg' },
    { address: CUSTOM, symbol: 'CUST', name: 'Custom', decimals: 4, verified: false, logoURI: 'c.svg' },
  ]),
  verifiedSymbols: ['USDT'],
  scamList: { roots: [], symbols: [] },
  imported: [{ root: CUSTOM, symbol: 'CUST', name: 'Custom', decimals: 4 }],
};

describe('pairTokenView', () => {
  it('names a verified listed token, with its icon, neither scam nor custom', () => {
    expect(pairTokenView(USDT, ctx)).toEqual({
      root: USDT,
      symbol: 'USDT',
      logoURI: 'usdt.svg',
      scam: false,
      custom: false,
    });
  });

  it('flags the look-alike USDT as a scam and a custom token', () => {
    expect(pairTokenView(FAKE, ctx)).toMatchObject({ symbol: 'USDТ', scam: true, custom: true });
  });

  it('an imported token is custom', () => {
    expect(pairTokenView(CUSTOM, ctx)).toMatchObject({ symbol: 'CUST', scam: false, custom: true });
  });

  it('an address the list lacks is named by the token root once looked up, custom either way', () => {
    expect(pairTokenView(UNLISTED, ctx)).toMatchObject({ symbol: undefined, custom: true, scam: false });
    expect(pairTokenView(UNLISTED, ctx, { symbol: 'NEW' })).toMatchObject({ symbol: 'NEW', custom: true });
    expect(pairTokenView(undefined, ctx)).toBeUndefined();
  });
});

describe('customSymbols', () => {
  it('lists the custom tokens by symbol (a short root while unnamed)', () => {
    const views = [pairTokenView(USDT, ctx), pairTokenView(CUSTOM, ctx), pairTokenView(UNLISTED, ctx)];
    expect(customSymbols(views)).toEqual(['CUST', UNLISTED.slice(0, 8)]);
    expect(customSymbols([undefined, pairTokenView(USDT, ctx)])).toEqual([]);
  });
});
