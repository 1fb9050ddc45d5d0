import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { swapFunding } from './funding';

describe('swapFunding: the one coin/token split', () => {
  it('token swaps: all from the token, no native mode', () => {
    expect(swapFunding('token', 10n, 0n)).toEqual({
      soldAs: 'token',
      token: 10n,
      coin: 0n,
      nativeInfo: undefined,
      amountToWrap: null,
    });
  });
  it('coin in: all wrapped, spendonlynative', () => {
    expect(swapFunding('coinIn', 10n, 99n)).toMatchObject({
      soldAs: 'coin',
      coin: 10n,
      nativeInfo: 'spendonlynative',
      amountToWrap: '10',
    });
  });
  it('coin out: paid in tokens, the last pool unwraps', () => {
    expect(swapFunding('coinOut', 10n, 10n)).toMatchObject({
      soldAs: 'token',
      token: 10n,
      nativeInfo: 'receivenative',
      amountToWrap: null,
    });
  });
  it('combined: the wrapped balance first, the rest in coin', () => {
    expect(swapFunding('combo', 10n, 10n)).toMatchObject({
      soldAs: 'token',
      nativeInfo: undefined,
      amountToWrap: null,
    });
    expect(swapFunding('combo', 10n, 3n)).toMatchObject({
      soldAs: 'coinAndToken',
      token: 3n,
      coin: 7n,
      nativeInfo: 'spendnativeandwrappednative',
      amountToWrap: '7',
    });
    expect(swapFunding('combo', 10n, 0n)).toMatchObject({
      soldAs: 'coin',
      coin: 10n,
      nativeInfo: 'spendnativeandwrappednative',
      amountToWrap: '10',
    });
  });
  it('always sums to the spent amount, never spends more token than held in combined mode', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 30n }), fc.bigInt({ min: 0n, max: 10n ** 30n }), (spent, held) => {
        const f = swapFunding('combo', spent, held);
        expect(f.token + f.coin).toBe(spent);
        expect(f.token <= held).toBe(true);
        expect(f.amountToWrap).toBe(f.coin > 0n ? f.coin.toString() : null);
      }),
    );
  });
});
