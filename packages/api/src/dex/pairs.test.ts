import { describe, expect, it } from 'vitest';
import {
  crossPairsRoute,
  newCrossPairsRoute,
  pairByAddressRoute,
  pairByTokensOhlcvRoute,
  pairByTokensRoute,
  pairOhlcvRoute,
  pairTvlRoute,
  pairVolumeRoute,
  pairsRoute,
} from './pairs';
import { A, B, C, expectFieldError, expectValid } from './test-support';

const DAY = 86_400_000;
const window = { from: 1_700_000_000_000, to: 1_700_000_000_000 + 7 * DAY, timeframe: 'H1' };
export const pair = {
  meta: { poolAddress: C, baseAddress: A, counterAddress: B },
  baseSymbol: 'WTYCHO',
  counterSymbol: 'USDT',
  baseLocked: '1000000000000',
  counterLocked: '2000000000',
  basePrice: '2',
  counterPrice: '1.0001',
  pairType: 'common',
  tvl: '4000.5',
  tvlChange: '-1.25',
  volume24h: '100',
  volume24hChange: '3',
  volume7d: '700',
  fee24h: '0.3',
};
const candle = { timestamp: window.from, open: '2', high: '2.1', low: '1.9', close: '2.05', volume: '12.5' };

describe('pair lookup by token roots', () => {
  it('validates the path parameters and the answer', () => {
    expectValid(pairByTokensRoute.params, { left: A, right: B });
    expectFieldError(pairByTokensRoute.params, { left: A, right: 'b' }, 'right', /workchain-0/);
    expectFieldError(pairByTokensRoute.params, { left: A, right: A }, 'right', /differ/);
    expectValid(pairByTokensRoute.response, pair);
    expectFieldError(
      pairByTokensRoute.response,
      { ...pair, meta: { ...pair.meta, baseAddress: undefined } },
      'meta.baseAddress',
    );
  });

  it('validates candle requests', () => {
    for (const route of [pairByTokensOhlcvRoute, pairOhlcvRoute]) {
      expectValid(route.body, window);
      expectValid(route.response, [candle]);
      expectFieldError(route.body, { ...window, timeframe: 'M5' }, 'timeframe', /H1/);
      expectFieldError(route.body, { ...window, from: -1 }, 'from', /negative/);
      expectFieldError(route.body, { ...window, to: 1e20 }, 'to', /year 3000/);
      expectFieldError(route.body, { ...window, from: '1700000000000' }, 'from');
      expectFieldError(route.body, { ...window, to: window.from - 1 }, 'to', /before from/);
      expectFieldError(route.body, { ...window, from: 1.5 }, 'from', /integer/);
    }
  });
});

describe('pair lists', () => {
  it('POST /pairs pages two-token pools', () => {
    expect(expectValid(pairsRoute.body, {})).toEqual({ limit: 10, offset: 0, ordering: 'tvldescending' });
    expectValid(pairsRoute.response, { pairs: [pair], totalCount: 1 });
    expectFieldError(pairsRoute.body, { limit: 0 }, 'limit');
    expectFieldError(pairsRoute.body, { limit: 101 }, 'limit', /at most 100/);
    expectFieldError(pairsRoute.body, { offset: -1 }, 'offset');
    expectFieldError(pairsRoute.body, { offset: 1e12 }, 'offset');
    expectFieldError(pairsRoute.body, { ordering: 'tvl' }, 'ordering');
    expectFieldError(pairsRoute.body, { currencyAddresses: [A, A] }, 'currencyAddresses', /repeat/);
  });

  it('cross pairs and new cross pairs', () => {
    expectValid(crossPairsRoute.body, { fromCurrencyAddress: A, toCurrencyAddress: B, minTvl: 0 });
    expect(expectValid(newCrossPairsRoute.body, { fromCurrencyAddress: A }).deep).toBe(3);
    expectValid(crossPairsRoute.response, { pairs: [pair] });
    expectFieldError(crossPairsRoute.body, {}, 'fromCurrencyAddress');
    expectFieldError(newCrossPairsRoute.body, { fromCurrencyAddress: A, deep: 9 }, 'deep');
  });
});

describe('pair by pool address', () => {
  it('validates the address and graphs', () => {
    expectValid(pairByAddressRoute.params, { address: C });
    expectFieldError(pairByAddressRoute.params, { address: '0:zz' }, 'address');
    for (const route of [pairTvlRoute, pairVolumeRoute]) {
      expectValid(route.body, { ...window, timeframe: 'D1' });
      expectValid(route.response, [{ timestamp: window.from, data: '12.5' }]);
      expectFieldError(route.response, [{ timestamp: window.from, data: 12.5 }], '0.data');
    }
  });
});
