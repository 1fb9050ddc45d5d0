import { describe, expect, it } from 'vitest';
import { poolByAddressRoute, poolOhlcvRoute, poolsRoute } from './pools';
import { A, B, C, D, expectFieldError, expectValid } from './test-support';

const meta = {
  poolAddress: C,
  lpAddress: D,
  currencyAddresses: [A, B],
  currencies: ['WTYCHO', 'USDT'],
  pairType: 'common',
  poolType: 'common',
};
const stats = { tvl: '100', tvlChange: '0', volume24h: '10', volume24hChange: '-5.5', volume7d: '70', fee24h: '0.03' };

describe('POST /api/v2/pools', () => {
  it('parses list, favourites, Pairs and related-pools requests', () => {
    expect(expectValid(poolsRoute.body, {})).toEqual({ limit: 10, offset: 0, ordering: 'tvldescending' });
    expectValid(poolsRoute.body, {
      currencyAddresses: [A],
      favoritePools: null,
      limit: 10,
      offset: 20,
      ordering: 'volume7dascending',
    });
    expectValid(poolsRoute.body, { favoritePools: [C, D], poolType: ['common', 'stable'] });
    expectValid(poolsRoute.body, {
      currencyAddress: A,
      limit: 10,
      offset: 0,
      ordering: 'tvldescending',
      whiteListUri: 'https://example.com/tokens.json',
    });
    expectValid(poolsRoute.body, { unknownButHarmless: true });
  });

  it('rejects malformed requests naming the field', () => {
    expectFieldError(poolsRoute.body, { limit: -1 }, 'limit');
    expectFieldError(poolsRoute.body, { limit: '10' }, 'limit');
    expectFieldError(poolsRoute.body, { offset: 0.5 }, 'offset');
    expectFieldError(poolsRoute.body, { ordering: 'tvlasc' }, 'ordering', /tvlascending/);
    expectFieldError(poolsRoute.body, { favoritePools: ['x'] }, 'favoritePools.0', /workchain-0/);
    expectFieldError(poolsRoute.body, { favoritePools: 'x' }, 'favoritePools');
    expectFieldError(poolsRoute.body, { poolType: ['pair'] }, 'poolType.0');
    expectFieldError(poolsRoute.body, { poolType: [] }, 'poolType');
    expectFieldError(poolsRoute.body, { poolType: Array(4).fill('common') }, 'poolType', /at most 3/);
    expectFieldError(poolsRoute.body, { currencyAddress: 42 }, 'currencyAddress');
    expectFieldError(poolsRoute.body, { currencyAddresses: [] }, 'currencyAddresses');
  });

  it('describes the answer', () => {
    expectValid(poolsRoute.response, { pools: [{ meta, ...stats }], totalCount: 1 });
    expectFieldError(poolsRoute.response, { pools: [], totalCount: -1 }, 'totalCount');
  });
});

describe('POST /api/v2/pools/address/:address', () => {
  const detail = {
    meta: { ...meta, pairType: 'stable', poolType: 'stable' },
    ...stats,
    fee7d: '0.2',
    feeAllTime: '5',
    feeRate: '0.003',
    lpLocked: '1000000000',
    volumesLocked: ['500000000', '500000'],
    prices: ['1', '1.001'],
    stableOneSwap: ['0.999', '1.001'],
    transactionsCount24h: 3,
  };
  it('validates the address and the detail', () => {
    expectValid(poolByAddressRoute.params, { address: C });
    expectFieldError(poolByAddressRoute.params, { address: C.toUpperCase().replace('0X', '0:') + 'a' }, 'address');
    expectValid(poolByAddressRoute.response, detail);
    expectValid(poolByAddressRoute.response, { ...detail, stableOneSwap: null });
    expectFieldError(
      poolByAddressRoute.response,
      { ...detail, meta: { ...meta, pairType: 'stablepool' } },
      'meta.pairType',
    );
    expectFieldError(poolByAddressRoute.response, { ...detail, volumesLocked: ['1.5'] }, 'volumesLocked.0');
  });
});

describe('POST /api/v2/pools/ohlcv', () => {
  const request = { from: 0, to: 1_700_000_000_000, ohlcvKind: 'Price', poolAddress: C, timeframe: 'D1' };
  it('validates requests and points', () => {
    expectValid(poolOhlcvRoute.body, request);
    expectFieldError(poolOhlcvRoute.body, { ...request, ohlcvKind: 'price' }, 'ohlcvKind', /Price/);
    expectFieldError(poolOhlcvRoute.body, { ...request, poolAddress: undefined }, 'poolAddress');
    expectFieldError(poolOhlcvRoute.body, { ...request, to: -5 }, 'to');
    expectFieldError(poolOhlcvRoute.body, { ...request, from: 2, to: 1 }, 'to', /before from/);
    const point = {
      timestamp: 0,
      open: '1',
      high: '1',
      low: '1',
      close: '1',
      tvl: null,
      usdtVolume: null,
      currencyVolumes: null,
    };
    expectValid(poolOhlcvRoute.response, [
      point,
      { ...point, open: null, high: null, low: null, close: null, tvl: '5', currencyVolumes: ['1', '2'] },
    ]);
  });
});
