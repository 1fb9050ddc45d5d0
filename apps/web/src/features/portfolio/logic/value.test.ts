import { describe, expect, it } from 'vitest';
import type { PortfolioWalletToken } from '@tycho/api';
import { isScamToken } from '@/shared/tokens';
import { portfolioWorth, sumUsd, tokensValue, type KindWorth } from './value';

const root = (n: number) => `0:${String(n).repeat(64).slice(0, 64)}`;
const token = (n: number, symbol: string, usd: string | null, extra: Partial<PortfolioWalletToken> = {}) => ({
  tokenRoot: root(n),
  symbol,
  decimals: 6,
  amount: '1000000000',
  usd,
  upgradeTo: null,
  builder: false,
  usd24hAgo: usd,
  usd7dAgo: usd,
  ...extra,
});
// the token pages' check: a lookalike of a verified symbol
const isScam = (t: { address: string; symbol: string }) => isScamToken(t, { roots: [], symbols: [] }, ['USDT', 'QUBE']);
const native = {
  amount: '98960000000000',
  wrappedRoot: root(9),
  decimals: 9,
  usd: '10885.6',
  usd24hAgo: '10000',
  usd7dAgo: '9000.5',
};

describe('tokensValue', () => {
  const items = [
    token(1, 'USDT', '1000'),
    token(2, 'USDТ', '1000'), // Cyrillic Т
    token(3, 'DEMO', null, { builder: true, amount: '900000000', usd24hAgo: null, usd7dAgo: null }),
    token(4, 'QUBE', '250.123456', { usd24hAgo: '200', usd7dAgo: null }),
  ];

  it('counts the native coin at its wrapped price, leaves the scam token and the unpriced one out', () => {
    const v = tokensValue({ items, native }, { symbol: 'TYCHO' }, isScam);
    expect(v.counted.map((r) => r.symbol)).toEqual(['TYCHO', 'USDT', 'QUBE']);
    expect(v.counted[0]).toMatchObject({ native: true, tokenRoot: root(9), amount: native.amount, usd: '10885.6' });
    expect(v.notCounted.map((r) => [r.symbol, r.notCounted])).toEqual([
      ['USDТ', 'scam'],
      ['DEMO', 'noPrice'],
    ]);
    expect(v.usd).toBe('12135.723456');
    expect(v.usd24hAgo).toBe('11200');
    // a price unknown then counts 0 then
    expect(v.usd7dAgo).toBe('10000.5');
  });

  it('a scam token is not counted even when the server priced it; no coin row without a balance', () => {
    const v = tokensValue(
      { items: [token(2, 'USDТ', '1000')], native: { ...native, amount: '0' } },
      { symbol: 'T' },
      isScam,
    );
    expect(v.counted).toEqual([]);
    expect(v.notCounted).toHaveLength(1);
    expect(v.usd).toBe('0');
    expect(tokensValue({ items: [], native: null }, { symbol: 'T' }, isScam).counted).toEqual([]);
  });
});

describe('portfolioWorth', () => {
  const kinds: KindWorth[] = [
    { kind: 'tokens', usd: '99999', usd24hAgo: '1', usd7dAgo: '1' },
    { kind: 'lp', usd: '0.1', usd24hAgo: '0.2', usd7dAgo: '0.3' },
    { kind: 'dao', usd: '0.2', usd24hAgo: '0', usd7dAgo: '0' },
  ];

  it("replaces the server's tokens kind by the counted rows and sums exactly", () => {
    const w = portfolioWorth(kinds, { usd: '10.000001', usd24hAgo: '9', usd7dAgo: '8' });
    expect(w.kinds[0]).toEqual({ kind: 'tokens', usd: '10.000001', usd24hAgo: '9', usd7dAgo: '8' });
    expect(w.usd).toBe('10.300001');
    expect(w.usd24hAgo).toBe('9.2');
    expect(w.usd7dAgo).toBe('8.3');
  });

  it('sums decimal strings without floating point error', () => {
    expect(sumUsd(['0.1', '0.2', null, undefined])).toBe('0.3');
    expect(sumUsd([])).toBe('0');
  });
});
