import { describe, expect, it } from 'vitest';
import type { PortfolioWalletToken } from '@tycho/api';
import { isScamToken } from '@/shared/tokens';
import { changePercent } from './view';
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

  it('leaves a token without a price then out of the change, now and then, and names it', () => {
    const v = tokensValue({ items, native }, { symbol: 'TYCHO' }, isScam);
    expect(v.changes.day).toEqual({ now: '12135.723456', before: '11200', excluded: [] });
    // QUBE had no price 7 days ago: compared are TYCHO and USDT only (11 885.6 against 10 000.5)
    expect(v.changes.week).toEqual({ now: '11885.6', before: '10000.5', excluded: ['QUBE'] });
    // before, $250.12 of QUBE counted as a rise from $0 (+21.35 % instead of +18.85 %)
    expect(changePercent(v.changes.week.now, v.changes.week.before)).toBeCloseTo(18.85, 2);
    expect(changePercent(v.usd, v.usd7dAgo)).toBeCloseTo(21.35, 2);
  });

  it('a wallet of one new token with no old price has no change instead of +100 %', () => {
    const v = tokensValue(
      { items: [token(5, 'NEW', '50', { usd24hAgo: null })], native: null },
      { symbol: 'T' },
      isScam,
    );
    expect(v.changes.day).toEqual({ now: '0', before: '0', excluded: ['NEW'] });
    expect(changePercent(v.changes.day.now, v.changes.day.before)).toBeNull();
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
  const whole = (usd: string) => ({ day: { usd, leftOut: [] }, week: { usd, leftOut: [] } });
  const kinds: KindWorth[] = [
    { kind: 'tokens', usd: '99999', usd24hAgo: '1', usd7dAgo: '1', comparable: whole('99999') },
    { kind: 'lp', usd: '0.1', usd24hAgo: '0.2', usd7dAgo: '0.3', comparable: whole('0.1') },
    { kind: 'dao', usd: '0.2', usd24hAgo: '0', usd7dAgo: '0', comparable: whole('0.2') },
  ];

  const changes = {
    day: { now: '7', before: '9', excluded: [] },
    week: { now: '4', before: '8', excluded: ['NEW'] },
  };

  it("replaces the server's tokens kind by the counted rows and sums exactly", () => {
    const w = portfolioWorth(kinds, { usd: '10.000001', usd24hAgo: '9', usd7dAgo: '8', changes });
    expect(w.kinds[0]).toEqual({ kind: 'tokens', usd: '10.000001', usd24hAgo: '9', usd7dAgo: '8', changes });
    expect(w.usd).toBe('10.300001');
    expect(w.usd24hAgo).toBe('9.2');
    expect(w.usd7dAgo).toBe('8.3');
  });

  it("sums the changes: the tokens' (their left-out tokens named), the other kinds' whole", () => {
    const w = portfolioWorth(kinds, { usd: '10.000001', usd24hAgo: '9', usd7dAgo: '8', changes });
    expect(w.kinds[1]!.changes.day).toEqual({ now: '0.1', before: '0.2', excluded: [] });
    expect(w.changes.day).toEqual({ now: '7.3', before: '9.2', excluded: [] });
    expect(w.changes.week).toEqual({ now: '4.3', before: '8.3', excluded: ['NEW'] });
  });

  it("compares a server kind's change over the tokens that had a price then, naming the others", () => {
    // a farm worth $5 now, $2 of it in a reward token first priced 3 days ago: the week compares $3 with its $2.5 then
    const farms: KindWorth = {
      kind: 'farms',
      usd: '5',
      usd24hAgo: '4',
      usd7dAgo: '2.5',
      comparable: { day: { usd: '5', leftOut: [] }, week: { usd: '3', leftOut: ['NEW'] } },
    };
    const w = portfolioWorth([farms], { usd: '0', usd24hAgo: '0', usd7dAgo: '0', changes });
    expect(w.kinds[0]!.changes.week).toEqual({ now: '3', before: '2.5', excluded: ['NEW'] });
    expect(w.kinds[0]!.changes.day).toEqual({ now: '5', before: '4', excluded: [] });
  });

  it('sums decimal strings without floating point error', () => {
    expect(sumUsd(['0.1', '0.2', null, undefined])).toBe('0.3');
    expect(sumUsd([])).toBe('0');
  });
});
