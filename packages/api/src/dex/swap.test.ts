import { describe, expect, it } from 'vitest';
import { swapPayloadRoute, swapRouteRoute, swapStatusRoute } from './swap';
import { A, B, C, HASH, expectFieldError, expectValid } from './test-support';

const routeRequest = {
  amount: '1000000000',
  deep: 3,
  direction: 'expectedexchange',
  fromCurrencyAddress: A,
  toCurrencyAddress: B,
  minTvl: '50000',
  slippage: 0.005,
  whiteListCurrencies: [C],
};

const step = {
  actionType: 'exchange',
  amount: '1000000000',
  expectedAmount: '995000000',
  minExpectedAmount: '990025000',
  fee: '3000000',
  poolAddress: C,
  poolType: 'common',
  priceImpact: '0.0012',
  spentCurrencyAddress: A,
  receiveCurrencyAddress: B,
};
const route = { steps: [step], globalFee: '3000000', globalPriceImpact: '0.0012' };

describe('POST /api/v2/pools/cross_swap_route', () => {
  it('parses a valid request and applies defaults', () => {
    expectValid(swapRouteRoute.body, routeRequest);
    const parsed = expectValid(swapRouteRoute.body, {
      amount: '5',
      direction: 'expectedspendamount',
      fromCurrencyAddress: A,
      toCurrencyAddress: B,
    });
    expect(parsed).toMatchObject({ deep: 3, minTvl: '50000', slippage: 0.005, whiteListCurrencies: [] });
  });

  it('normalizes minTvl and slippage given as numbers or strings', () => {
    const parsed = expectValid(swapRouteRoute.body, {
      ...routeRequest,
      minTvl: 1234.5,
      slippage: '0.01',
      whiteListUri: 'https://example.com/list.json',
    });
    expect(parsed.minTvl).toBe('1234.5');
    expect(parsed.slippage).toBe(0.01);
  });

  it('rejects malformed requests naming the field', () => {
    const { amount: _amount, ...withoutAmount } = routeRequest;
    expectFieldError(swapRouteRoute.body, withoutAmount, 'amount');
    expectFieldError(swapRouteRoute.body, { ...routeRequest, amount: 1000 }, 'amount');
    expectFieldError(swapRouteRoute.body, { ...routeRequest, amount: '0' }, 'amount', /greater than 0/);
    expectFieldError(swapRouteRoute.body, { ...routeRequest, amount: '1.5' }, 'amount');
    expectFieldError(swapRouteRoute.body, { ...routeRequest, amount: '9'.repeat(39) }, 'amount', /uint128/);
    expectFieldError(swapRouteRoute.body, { ...routeRequest, deep: 4 }, 'deep');
    expectFieldError(swapRouteRoute.body, { ...routeRequest, deep: 0 }, 'deep');
    expectFieldError(swapRouteRoute.body, { ...routeRequest, direction: 'ltr' }, 'direction', /expectedexchange/);
    expectFieldError(
      swapRouteRoute.body,
      { ...routeRequest, fromCurrencyAddress: '0:123' },
      'fromCurrencyAddress',
      /workchain-0/,
    );
    expectFieldError(swapRouteRoute.body, { ...routeRequest, toCurrencyAddress: A }, 'toCurrencyAddress', /differ/);
    expectFieldError(swapRouteRoute.body, { ...routeRequest, minTvl: -1 }, 'minTvl');
    expectFieldError(swapRouteRoute.body, { ...routeRequest, minTvl: '1e9' }, 'minTvl');
    expectFieldError(swapRouteRoute.body, { ...routeRequest, slippage: 0.5 * 3 }, 'slippage', /between 0 and 1/);
    expectFieldError(swapRouteRoute.body, { ...routeRequest, slippage: '50%' }, 'slippage');
    expectFieldError(swapRouteRoute.body, { ...routeRequest, whiteListCurrencies: ['x'] }, 'whiteListCurrencies.0');
    expectFieldError(swapRouteRoute.body, { ...routeRequest, whiteListUri: 'javascript:alert(1)' }, 'whiteListUri');
  });

  it('describes the route answer', () => {
    expectValid(swapRouteRoute.response, route);
    expectValid(swapRouteRoute.response, { steps: [], globalFee: '0', globalPriceImpact: '0' });
    expectFieldError(
      swapRouteRoute.response,
      { ...route, steps: [{ ...step, poolType: 'weird' }] },
      'steps.0.poolType',
    );
    expectFieldError(swapRouteRoute.response, { ...route, globalPriceImpact: '1.5' }, 'globalPriceImpact');
  });

  it('flags a low-liquidity route and says why no route was found', () => {
    expect(swapRouteRoute.response.parse(route)).toMatchObject({ lowLiquidity: false, noRouteReason: null });
    expectValid(swapRouteRoute.response, { ...route, lowLiquidity: true });
    for (const reason of ['noRoute', 'notEnoughLiquidity']) {
      expectValid(swapRouteRoute.response, {
        steps: [],
        globalFee: '0',
        globalPriceImpact: '0',
        noRouteReason: reason,
      });
    }
    expectFieldError(swapRouteRoute.response, { ...route, noRouteReason: 'nope' }, 'noRouteReason');
    expectFieldError(swapRouteRoute.response, { ...route, lowLiquidity: 'yes' }, 'lowLiquidity');
  });
});

describe('POST /api/v2/pools/cross_swap_payload', () => {
  const request = {
    route,
    slippage: 0.005,
    amountToWrap: '1000',
    id: '18446744073709551615',
    nativeBalance: '10000000000',
    tokenBalance: '2000000000',
    recipient: A,
    referrer: null,
    nativeInfo: 'spendnativeandwrappednative',
  };

  it('parses a valid request; a numeric id becomes a string', () => {
    expectValid(swapPayloadRoute.body, request);
    const { referrer: _r, nativeInfo: _n, ...plain } = request;
    expect(expectValid(swapPayloadRoute.body, { ...plain, id: 42 }).id).toBe('42');
  });

  it('rejects malformed requests naming the field', () => {
    expectFieldError(swapPayloadRoute.body, { ...request, route: { ...route, steps: [] } }, 'route.steps');
    expectFieldError(
      swapPayloadRoute.body,
      { ...request, route: { ...route, steps: [{ ...route.steps[0], poolType: 'x' }] } },
      'route.steps.0.poolType',
    );
    expectFieldError(swapPayloadRoute.body, { ...request, slippage: 5 }, 'slippage');
    expectFieldError(swapPayloadRoute.body, { ...request, amountToWrap: '-1' }, 'amountToWrap');
    expectFieldError(swapPayloadRoute.body, { ...request, id: '18446744073709551616' }, 'id', /uint64/);
    expectFieldError(swapPayloadRoute.body, { ...request, id: -1 }, 'id');
    expectFieldError(swapPayloadRoute.body, { ...request, nativeBalance: '-5' }, 'nativeBalance');
    expectFieldError(swapPayloadRoute.body, { ...request, tokenBalance: 5 }, 'tokenBalance');
    expectFieldError(swapPayloadRoute.body, { ...request, recipient: undefined }, 'recipient');
    expectFieldError(swapPayloadRoute.body, { ...request, referrer: 'nobody' }, 'referrer');
    expectFieldError(swapPayloadRoute.body, { ...request, nativeInfo: 'native' }, 'nativeInfo');
  });

  it('describes the payload answer', () => {
    const answer = {
      status: 'ready',
      id: '42',
      route,
      walletOfDestination: B,
      abi: '{"ABI version":2}',
      abiFunction: 'transfer',
      payload: 'te6ccgEBAQEAAgAAAA==',
      gas: '5000000000',
      amountToWrap: null,
    };
    expectValid(swapPayloadRoute.response, answer);
    expectFieldError(swapPayloadRoute.response, { ...answer, payload: 'not base64!' }, 'payload');
    expectFieldError(swapPayloadRoute.response, { ...answer, abiFunction: 'swap' }, 'abiFunction');
    expectValid(swapPayloadRoute.response, { status: 'rateChanged', route });
    expectFieldError(swapPayloadRoute.response, { status: 'rateChanged' }, 'route');
  });
});

describe('POST /api/v2/pools/cross_swap_payload_status', () => {
  it('parses requests and answers', () => {
    expectValid(swapStatusRoute.body, { id: '42', recipient: A });
    expectValid(swapStatusRoute.response, { status: 'Pending', amount: [], tokenRoot: [], transactionHash: null });
    expectValid(swapStatusRoute.response, {
      status: 'Succeed',
      amount: ['990000000'],
      tokenRoot: [B],
      transactionHash: HASH,
    });
  });

  it('rejects malformed requests naming the field', () => {
    expectFieldError(swapStatusRoute.body, { recipient: A }, 'id');
    expectFieldError(swapStatusRoute.body, { id: '42', recipient: 'me' }, 'recipient');
    expectFieldError(
      swapStatusRoute.response,
      { status: 'Done', amount: [], tokenRoot: [], transactionHash: null },
      'status',
    );
  });
});
