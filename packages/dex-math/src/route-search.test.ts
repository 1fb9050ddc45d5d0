import { describe, expect, it } from 'vitest';
import { createRouteIndex } from './route-index';
import { routeExists, searchRoute } from './route-search';
import type { RouteQuery } from './route-types';
import { addr, pair } from './test-support/market';

const [LINK, WETH, USDT, AAVE, X, Y] = [1, 2, 3, 4, 5, 6].map(addr) as [string, string, string, string, string, string];
const E9 = 10n ** 9n;

// LINK's only pool is shallow ($28K), WETH/USDT is deep; AAVE has a shallow direct pool and a deep detour
const index = createRouteIndex([
  pair(addr(101), LINK, WETH, 1000n * E9, 5n * E9, 28_000),
  pair(addr(102), WETH, USDT, 500n * E9, 1_500_000n * E9, 1_500_000),
  pair(addr(103), AAVE, USDT, 200n * E9, 21_000n * E9, 40_000),
  pair(addr(104), AAVE, WETH, 9_000n * E9, 300n * E9, 2_000_000),
  pair(addr(105), X, Y, 1000n * E9, 1000n * E9, 1_000_000),
]);

const q = (over: Partial<RouteQuery>): RouteQuery => ({
  fromCurrencyAddress: LINK,
  toCurrencyAddress: WETH,
  amount: 10n * E9,
  direction: 'expectedexchange',
  minTvl: 50_000,
  ...over,
});

describe('searchRoute', () => {
  it('uses a pool below the minimum TVL when nothing deeper connects the tokens, flagged low liquidity', () => {
    const direct = searchRoute(index, q({}));
    expect(direct.route?.steps.map((s) => s.poolAddress)).toEqual([addr(101)]);
    expect(direct.lowLiquidity).toBe(true);
    expect(direct.noRouteReason).toBeNull();
    const twoHops = searchRoute(index, q({ toCurrencyAddress: USDT }));
    expect(twoHops.route?.steps[0]!.poolAddress).toBe(addr(101));
    expect(twoHops.route?.steps.at(-1)!.receiveToken).toBe(USDT);
    expect(twoHops.lowLiquidity).toBe(true);
  });

  it('prefers a route through pools above the minimum TVL, even over a better shallow one', () => {
    const preferred = searchRoute(index, q({ fromCurrencyAddress: AAVE, toCurrencyAddress: USDT, amount: E9 }));
    expect(preferred.route?.steps.map((s) => s.poolAddress)).toEqual([addr(104), addr(102)]);
    expect(preferred.lowLiquidity).toBe(false);
    // without a minimum every pool is equal: the direct pool pays more here
    const open = searchRoute(
      index,
      q({ fromCurrencyAddress: AAVE, toCurrencyAddress: USDT, amount: E9, minTvl: undefined }),
    );
    expect(open.route?.steps.map((s) => s.poolAddress)).toEqual([addr(103)]);
    expect(open.lowLiquidity).toBe(false);
  });

  it('says "not enough liquidity" when pools connect the tokens but cannot fill the amount', () => {
    const result = searchRoute(index, q({ direction: 'expectedspendamount', amount: 5n * E9 }));
    expect(result.route).toBeUndefined();
    expect(result.noRouteReason).toBe('notEnoughLiquidity');
  });

  it('says "route does not exist" when no pools connect the tokens within the depth', () => {
    expect(searchRoute(index, q({ toCurrencyAddress: X })).noRouteReason).toBe('noRoute');
    expect(searchRoute(index, q({ toCurrencyAddress: addr(999) })).noRouteReason).toBe('noRoute');
    expect(searchRoute(index, q({ toCurrencyAddress: USDT, deep: 1 })).noRouteReason).toBe('noRoute');
  });
});

describe('routeExists', () => {
  it('follows pools within the depth and the whitelist, ignoring amounts', () => {
    expect(routeExists(index, q({ toCurrencyAddress: USDT }))).toBe(true);
    expect(routeExists(index, q({ toCurrencyAddress: USDT, deep: 1 }))).toBe(false);
    expect(routeExists(index, q({ toCurrencyAddress: USDT, whiteListCurrencies: [AAVE] }))).toBe(false);
    expect(routeExists(index, q({ toCurrencyAddress: USDT, whiteListCurrencies: [WETH] }))).toBe(true);
    expect(routeExists(index, q({ toCurrencyAddress: LINK }))).toBe(false);
    expect(routeExists(index, q({ toCurrencyAddress: Y }))).toBe(false);
  });
});
