import { describe, expect, it } from 'vitest';
import { limitExchangesRoute, limitOrderBookRoute, limitOrdersRoute, limitPlotDataRoute } from './limit-orders';
import { A, B, C, D, HASH, expectFieldError, expectValid } from './test-support';

const order = {
  address: C,
  limitOrderRoot: D,
  ownerAddress: A,
  dexPair: null,
  spentTokenRoot: A,
  receiveTokenRoot: B,
  initialSpentAmount: '1000',
  expectedReceiveAmount: '2000',
  currentSpentAmount: '500',
  currentReceiveAmount: '1000',
  filledAmount: '500',
  filledPercent: '50',
  price: '2',
  state: 'Active',
  createdAt: 1_700_000_000,
  updatedAt: 1_700_000_100,
};

describe('limit-order API (/api/limit/v1)', () => {
  it('get_limit_orders', () => {
    expect(expectValid(limitOrdersRoute.body, {})).toEqual({
      sortBy: 'createdAt',
      sortDirection: 'desc',
      limit: 10,
      offset: 0,
    });
    expectValid(limitOrdersRoute.body, {
      leftTokenRoot: A,
      rightTokenRoot: B,
      ownerAddress: C,
      states: ['Filled', 'Cancelled'],
      side: 'sell',
    });
    expectValid(limitOrdersRoute.response, { orders: [order], totalCount: 1 });
    expectFieldError(limitOrdersRoute.body, { states: ['Open'] }, 'states.0', /Active/);
    expectFieldError(limitOrdersRoute.body, { leftTokenRoot: A, rightTokenRoot: A }, 'rightTokenRoot', /differ/);
    expectFieldError(limitOrdersRoute.body, { sortDirection: 'up' }, 'sortDirection');
    expectFieldError(limitOrdersRoute.body, { limit: -1 }, 'limit');
    expectFieldError(
      limitOrdersRoute.response,
      { orders: [{ ...order, state: 'Open' }], totalCount: 1 },
      'orders.0.state',
    );
  });

  it('get_exchanges', () => {
    expectValid(limitExchangesRoute.body, { orderAddress: C, limit: 20 });
    const exchange = {
      orderAddress: C,
      accountAddress: B,
      spentTokenRoot: B,
      receiveTokenRoot: A,
      spentAmount: '10',
      receiveAmount: '5',
      fee: '0',
      transactionHash: HASH,
      createdAt: 1_700_000_000,
    };
    expectValid(limitExchangesRoute.response, { exchanges: [exchange], totalCount: 1 });
    expectFieldError(limitExchangesRoute.body, { accountAddress: 'me' }, 'accountAddress');
  });

  it('get_order_book', () => {
    expectValid(limitOrderBookRoute.body, { leftTokenRoot: A, rightTokenRoot: B });
    expectFieldError(limitOrderBookRoute.body, { leftTokenRoot: A }, 'rightTokenRoot');
    const level = { price: '2', leftAmount: '10', rightAmount: '20', ordersCount: 2 };
    expectValid(limitOrderBookRoute.response, { asks: [level], bids: [], spread: null });
    expectFieldError(
      limitOrderBookRoute.response,
      { asks: [{ ...level, ordersCount: 0 }], bids: [], spread: null },
      'asks.0.ordersCount',
    );
  });

  it('get_plot_data', () => {
    const request = { leftTokenRoot: A, rightTokenRoot: B, from: 0, to: 1000, timeframe: 'H1' };
    expectValid(limitPlotDataRoute.body, request);
    expectFieldError(limitPlotDataRoute.body, { ...request, to: -1 }, 'to');
    expectFieldError(limitPlotDataRoute.body, { ...request, from: 2000 }, 'to', /before from/);
    expectFieldError(limitPlotDataRoute.body, { ...request, rightTokenRoot: A }, 'rightTokenRoot');
    expectValid(limitPlotDataRoute.response, [
      { timestamp: 0, open: '1', high: '1', low: '1', close: '1', volume: '0' },
    ]);
  });
});
