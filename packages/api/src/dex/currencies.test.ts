import { describe, expect, it } from 'vitest';
import {
  currenciesRoute,
  currenciesUsdtPricesRoute,
  currencyPricesRoute,
  currencyRoute,
  currencyTvlRoute,
  currencyVolumeRoute,
} from './currencies';
import { A, B, expectFieldError, expectValid } from './test-support';

const item = {
  address: A,
  currency: 'WTYCHO',
  price: '2.5',
  priceChange: '-3.1',
  volume24h: '1000',
  volumeChange24h: '12',
  volume7d: '7000',
  tvl: '100000',
  tvlChange: '0.5',
  transactionsCount24h: 12,
};

describe('POST /api/v2/currencies', () => {
  it('parses list requests and answers', () => {
    expect(expectValid(currenciesRoute.body, {})).toEqual({ limit: 10, offset: 0, ordering: 'tvldescending' });
    expectValid(currenciesRoute.body, {
      currencyAddresses: [A, B],
      limit: 10,
      offset: 0,
      ordering: 'pricedescending',
      whiteListUri: null,
    });
    expectValid(currenciesRoute.response, { currencies: [item], totalCount: 1 });
  });
  it('rejects malformed requests naming the field', () => {
    expectFieldError(currenciesRoute.body, { ordering: 'cheapest' }, 'ordering');
    expectFieldError(currenciesRoute.body, { limit: 1000 }, 'limit');
    expectFieldError(currenciesRoute.body, { currencyAddresses: [A, 'B'] }, 'currencyAddresses.1');
  });
});

describe('currency detail and graphs', () => {
  it('validates the path and the detail', () => {
    expectValid(currencyRoute.params, { address: A });
    expectFieldError(currencyRoute.params, { address: 'WTYCHO' }, 'address');
    const detail = {
      ...item,
      name: 'Wrapped TYCHO',
      decimals: 9,
      fee24h: '1',
      fee7d: '7',
      feeAllTime: '70',
      poolsCount: 3,
    };
    expectValid(currencyRoute.response, detail);
    expectFieldError(currencyRoute.response, { ...detail, price: 'free' }, 'price');
    expectFieldError(currencyRoute.response, { ...detail, transactionsCount24h: 1.5 }, 'transactionsCount24h');
  });
  it('validates graph requests', () => {
    const window = { from: 1_700_000_000_000, to: 1_700_000_360_000, timeframe: 'H1' };
    for (const route of [currencyPricesRoute, currencyVolumeRoute, currencyTvlRoute]) {
      expectValid(route.body, window);
      expectFieldError(route.body, { ...window, timeframe: 'W1' }, 'timeframe');
      expectFieldError(route.body, { from: window.from, timeframe: 'H1' }, 'to');
    }
    expectValid(currencyPricesRoute.response, [
      { timestamp: 0, open: '1', high: '2', low: '0.5', close: '1.5', volume: '10' },
    ]);
    expectValid(currencyTvlRoute.response, [{ timestamp: 0, data: '10' }]);
  });
});

describe('POST /api/v2/currencies_usdt_prices', () => {
  it('keeps the snake_case field and answers a map', () => {
    expectValid(currenciesUsdtPricesRoute.body, { currency_addresses: [A, B] });
    expectValid(currenciesUsdtPricesRoute.response, { [A]: '1.5', [B]: '0.0001' });
    expectFieldError(currenciesUsdtPricesRoute.body, { currencyAddresses: [A] }, 'currency_addresses');
    expectFieldError(currenciesUsdtPricesRoute.body, { currency_addresses: [] }, 'currency_addresses');
    expectFieldError(
      currenciesUsdtPricesRoute.body,
      { currency_addresses: Array.from({ length: 501 }, () => A) },
      'currency_addresses',
      /at most 500/,
    );
    expect(currenciesUsdtPricesRoute.response.safeParse({ nope: '1' }).success).toBe(false);
  });
});
