import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { limitExchangesRoute, limitOrderBookRoute, limitOrdersRoute, limitPlotDataRoute } from '@tycho/api';
import { openDatabase, schema, type DatabaseHandle } from '@tycho/db';
import { BASE_STEPS, createDevnet, type DevnetHandle } from '@tycho/devnet';
import { startThrowawayPostgres, type ThrowawayPostgres } from '@tycho/db/testing';
import { buildApp } from '../src/app';
import { ALICE, BOB, T0, addr, hash } from './dex-fixture';

const config = { devWallet: false, devWalletVersion: '0.3.60', networkId: 1000, webDist: '/nonexistent' };
const L = addr(0x1001);
const R = addr(0x1002);
const X = addr(0x1003);
const CAROL = addr(0xca201);
const ROOT_L = addr(0x4001);
const ROOT_R = addr(0x4002);
const O = {
  s1: addr(0x5001),
  s2: addr(0x5002),
  s3: addr(0x5003),
  b1: addr(0x5004),
  b2: addr(0x5005),
  f1: addr(0x5006),
  c1: addr(0x5007),
  x1: addr(0x5008),
};

type State = (typeof schema.limitOrders.$inferInsert)['state'];

/** An order of whole-token amounts (both tokens with 0 decimals, so the price is the plain ratio). */
function order(
  address: string,
  owner: string,
  spent: string,
  receive: string,
  amounts: [initial: number, expected: number, current: number, currentReceive: number],
  price: string,
  state: State,
  createdAt: number,
): typeof schema.limitOrders.$inferInsert {
  return {
    address,
    limitOrderRoot: spent === L ? ROOT_L : ROOT_R,
    ownerAddress: owner,
    dexPair: null,
    spentTokenRoot: spent,
    receiveTokenRoot: receive,
    spentDecimals: 0,
    receiveDecimals: 0,
    initialSpentAmount: String(amounts[0]),
    expectedReceiveAmount: String(amounts[1]),
    currentSpentAmount: String(amounts[2]),
    currentReceiveAmount: String(amounts[3]),
    price,
    state,
    createdAt,
    updatedAt: createdAt + 50,
    createdLt: BigInt(createdAt),
    createdTransactionHash: hash(createdAt),
    lastTransactionHash: hash(createdAt + 50),
  };
}

const ORDERS = [
  order(O.s1, ALICE, L, R, [1000, 2000, 1000, 2000], '2', 'Active', T0 + 1),
  order(O.s2, BOB, L, R, [500, 1000, 250, 500], '2', 'Active', T0 + 2),
  order(O.s3, ALICE, L, R, [100, 300, 100, 300], '3', 'Active', T0 + 3),
  order(O.b1, BOB, R, L, [1000, 1000, 1000, 1000], '1', 'Active', T0 + 4),
  order(O.b2, BOB, R, L, [800, 1000, 800, 1000], '1.25', 'Active', T0 + 5),
  order(O.f1, ALICE, L, R, [10, 20, 0, 0], '2', 'Filled', T0 + 6),
  order(O.c1, ALICE, R, L, [10, 10, 10, 10], '1', 'Cancelled', T0 + 7),
  order(O.x1, BOB, L, X, [10, 10, 10, 10], '1', 'Active', T0 + 8),
];

function exchange(
  n: number,
  orderAddress: string,
  taker: string,
  spent: string,
  receive: string,
  spentAmount: number,
  receiveAmount: number,
  price: string,
  tv: string,
  createdAt: number,
): typeof schema.limitOrderExchanges.$inferInsert {
  return {
    transactionHash: hash(0xe000 + n),
    lt: BigInt(createdAt * 10),
    orderAddress,
    accountAddress: taker,
    spentTokenRoot: spent,
    receiveTokenRoot: receive,
    spentAmount: String(spentAmount),
    receiveAmount: String(receiveAmount),
    fee: '0',
    price,
    tv,
    createdAt,
  };
}

const EXCHANGES = [
  exchange(1, O.s2, BOB, R, L, 500, 250, '2', '10', T0 + 100),
  exchange(2, O.b1, CAROL, L, R, 100, 100, '1', '5', T0 + 3700),
  exchange(3, O.s3, BOB, R, L, 300, 100, '3', '20', T0 + 200),
  exchange(4, O.x1, CAROL, X, L, 10, 10, '1', '1', T0 + 300),
];

let devnetDb: DatabaseHandle;
let devnet: DevnetHandle;
let cluster: ThrowawayPostgres | undefined;

beforeAll(async () => {
  devnetDb = await openDatabase();
  devnet = await createDevnet({ db: devnetDb.db, seed: 1, steps: BASE_STEPS });
  cluster = await startThrowawayPostgres();
});

afterAll(async () => {
  await devnet.close();
  await devnetDb.close();
  cluster?.stop();
});

describe.each(['pglite', 'postgres'] as const)('limit-order API over %s', (kind) => {
  let database: DatabaseHandle | undefined;
  let app: FastifyInstance;

  beforeAll(async () => {
    if (kind === 'postgres' && !cluster) return;
    database = await openDatabase(kind === 'postgres' ? { databaseUrl: cluster!.url } : {});
    app = await buildApp({ config, devnet, databaseKind: database.kind, db: database.db });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const post = async (url: string, payload?: unknown) => {
    const response = await app.inject({ method: 'POST', url, payload: payload as object });
    return { status: response.statusCode, body: response.json() };
  };
  const orders = async (payload: object) => {
    const response = await post('/api/limit/v1/get_limit_orders', payload);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return limitOrdersRoute.response.parse(response.body);
  };
  const exchanges = async (payload: object) => {
    const response = await post('/api/limit/v1/get_exchanges', payload);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return limitExchangesRoute.response.parse(response.body);
  };
  const window = { from: T0 * 1000, to: (T0 + 7200) * 1000, timeframe: 'H1' };

  it('answers empty tables with empty results', async (context) => {
    if (!database) return context.skip();
    expect(await orders({})).toEqual({ orders: [], totalCount: 0 });
    expect(await exchanges({ leftTokenRoot: L })).toEqual({ exchanges: [], totalCount: 0 });
    const book = await post('/api/limit/v1/get_order_book', { leftTokenRoot: L, rightTokenRoot: R });
    expect(book.status).toBe(200);
    expect(limitOrderBookRoute.response.parse(book.body)).toEqual({ asks: [], bids: [], spread: null });
    const plot = await post('/api/limit/v1/get_plot_data', { ...window, leftTokenRoot: L, rightTokenRoot: R });
    expect(plot).toEqual({ status: 200, body: [] });
    const openApi = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(openApi.paths)).toEqual(
      expect.arrayContaining([
        '/api/limit/v1/get_limit_orders',
        '/api/limit/v1/get_exchanges',
        '/api/limit/v1/get_order_book',
        '/api/limit/v1/get_plot_data',
      ]),
    );
  });

  describe('with orders and exchanges', () => {
    beforeAll(async () => {
      if (!database) return;
      await database.db.insert(schema.limitOrders).values(ORDERS);
      await database.db.insert(schema.limitOrderExchanges).values(EXCHANGES);
    });

    const addresses = (page: { orders: { address: string }[] }) => page.orders.map((o) => o.address);

    it('lists orders with pair, side, owner and state filters', async (context) => {
      if (!database) return context.skip();
      const all = await orders({});
      expect(all.totalCount).toBe(8);
      expect(addresses(all)).toEqual([O.x1, O.c1, O.f1, O.b2, O.b1, O.s3, O.s2, O.s1]);
      expect((await orders({ leftTokenRoot: L, rightTokenRoot: R })).totalCount).toBe(7);
      expect(addresses(await orders({ leftTokenRoot: L, rightTokenRoot: R, side: 'sell' }))).toEqual([
        O.f1,
        O.s3,
        O.s2,
        O.s1,
      ]);
      expect(addresses(await orders({ leftTokenRoot: L, rightTokenRoot: R, side: 'buy' }))).toEqual([O.c1, O.b2, O.b1]);
      expect(addresses(await orders({ leftTokenRoot: L, side: 'buy' }))).toEqual([O.c1, O.b2, O.b1]);
      expect(addresses(await orders({ leftTokenRoot: L, side: 'sell' }))).toEqual([O.x1, O.f1, O.s3, O.s2, O.s1]);
      expect(addresses(await orders({ rightTokenRoot: X }))).toEqual([O.x1]);
      const alice = await orders({ ownerAddress: ALICE.toUpperCase().replace('0X', '0x') });
      expect(addresses(alice)).toEqual([O.c1, O.f1, O.s3, O.s1]);
      expect((await orders({ states: ['Active'] })).totalCount).toBe(6);
      expect(addresses(await orders({ states: ['Filled', 'Cancelled'] }))).toEqual([O.c1, O.f1]);
      expect(
        addresses(
          await orders({ ownerAddress: BOB, states: ['Active'], leftTokenRoot: R, rightTokenRoot: L, side: 'sell' }),
        ),
      ).toEqual([O.b2, O.b1]);
    });

    it('sorts and pages orders and fills in the computed fields', async (context) => {
      if (!database) return context.skip();
      const sell = { leftTokenRoot: L, rightTokenRoot: R, side: 'sell', states: ['Active'] };
      expect(addresses(await orders({ ...sell, sortBy: 'price', sortDirection: 'asc' }))).toEqual([O.s1, O.s2, O.s3]);
      expect(addresses(await orders({ ...sell, sortBy: 'price', sortDirection: 'desc' }))).toEqual([O.s3, O.s2, O.s1]);
      expect(addresses(await orders({ ...sell, sortBy: 'currentAmount', sortDirection: 'desc' }))).toEqual([
        O.s1,
        O.s2,
        O.s3,
      ]);
      expect(addresses(await orders({ ...sell, sortBy: 'currentAmount', sortDirection: 'asc' }))).toEqual([
        O.s3,
        O.s2,
        O.s1,
      ]);
      expect(addresses(await orders({ sortDirection: 'asc', limit: 3 }))).toEqual([O.s1, O.s2, O.s3]);
      const page = await orders({ leftTokenRoot: L, rightTokenRoot: R, limit: 2, offset: 2 });
      expect(page.totalCount).toBe(7);
      expect(addresses(page)).toEqual([O.b2, O.b1]);
      const beyond = await orders({ limit: 5, offset: 100 });
      expect(beyond).toEqual({ orders: [], totalCount: 8 });
      const [s2] = (await orders({ ownerAddress: BOB, leftTokenRoot: L, rightTokenRoot: R, side: 'sell' })).orders;
      expect(s2).toEqual({
        address: O.s2,
        limitOrderRoot: ROOT_L,
        ownerAddress: BOB,
        dexPair: null,
        spentTokenRoot: L,
        receiveTokenRoot: R,
        initialSpentAmount: '500',
        expectedReceiveAmount: '1000',
        currentSpentAmount: '250',
        currentReceiveAmount: '500',
        filledAmount: '250',
        filledPercent: '50',
        price: '2',
        state: 'Active',
        createdAt: T0 + 2,
        updatedAt: T0 + 52,
      });
      const [f1] = (await orders({ states: ['Filled'] })).orders;
      expect(f1).toMatchObject({ filledAmount: '10', filledPercent: '100', currentSpentAmount: '0' });
      const [top] = (await orders({ sortBy: 'price', sortDirection: 'desc', limit: 1 })).orders;
      expect(top).toMatchObject({ address: O.s3, price: '3', filledPercent: '0' });
    });

    it('lists exchanges by pair, order and account, sorted and paged', async (context) => {
      if (!database) return context.skip();
      const hashes = (page: { exchanges: { transactionHash: string }[] }) =>
        page.exchanges.map((e) => e.transactionHash);
      const all = await exchanges({});
      expect(all.totalCount).toBe(4);
      expect(hashes(all)).toEqual([hash(0xe002), hash(0xe004), hash(0xe003), hash(0xe001)]);
      expect(all.exchanges[3]).toEqual({
        orderAddress: O.s2,
        accountAddress: BOB,
        spentTokenRoot: R,
        receiveTokenRoot: L,
        spentAmount: '500',
        receiveAmount: '250',
        fee: '0',
        transactionHash: hash(0xe001),
        createdAt: T0 + 100,
      });
      expect(hashes(await exchanges({ leftTokenRoot: L, rightTokenRoot: R }))).toEqual([
        hash(0xe002),
        hash(0xe003),
        hash(0xe001),
      ]);
      expect(hashes(await exchanges({ leftTokenRoot: R, rightTokenRoot: L, sortDirection: 'asc' }))).toEqual([
        hash(0xe001),
        hash(0xe003),
        hash(0xe002),
      ]);
      expect(hashes(await exchanges({ rightTokenRoot: X }))).toEqual([hash(0xe004)]);
      expect(hashes(await exchanges({ leftTokenRoot: R, rightTokenRoot: X }))).toEqual([]);
      expect(hashes(await exchanges({ leftTokenRoot: X }))).toEqual([hash(0xe004)]);
      expect(hashes(await exchanges({ orderAddress: O.s2 }))).toEqual([hash(0xe001)]);
      expect(hashes(await exchanges({ accountAddress: ALICE }))).toEqual([hash(0xe003)]);
      expect((await exchanges({ accountAddress: BOB })).totalCount).toBe(4);
      expect(hashes(await exchanges({ accountAddress: CAROL }))).toEqual([hash(0xe002), hash(0xe004)]);
      const page = await exchanges({ sortDirection: 'asc', limit: 1, offset: 1 });
      expect(page).toMatchObject({ totalCount: 4, exchanges: [{ transactionHash: hash(0xe003) }] });
    });

    it('aggregates active orders into an order book with spread', async (context) => {
      if (!database) return context.skip();
      const response = await post('/api/limit/v1/get_order_book', { leftTokenRoot: L, rightTokenRoot: R });
      expect(response.status).toBe(200);
      expect(limitOrderBookRoute.response.parse(response.body)).toEqual({
        asks: [
          { price: '2', leftAmount: '1250', rightAmount: '2500', ordersCount: 2 },
          { price: '3', leftAmount: '100', rightAmount: '300', ordersCount: 1 },
        ],
        bids: [
          { price: '1', leftAmount: '1000', rightAmount: '1000', ordersCount: 1 },
          { price: '0.8', leftAmount: '1000', rightAmount: '800', ordersCount: 1 },
        ],
        spread: '0.5',
      });
      const reversed = await post('/api/limit/v1/get_order_book', { leftTokenRoot: R, rightTokenRoot: L });
      expect(limitOrderBookRoute.response.parse(reversed.body)).toEqual({
        asks: [
          { price: '1', leftAmount: '1000', rightAmount: '1000', ordersCount: 1 },
          { price: '1.25', leftAmount: '800', rightAmount: '1000', ordersCount: 1 },
        ],
        bids: [
          { price: '0.5', leftAmount: '2500', rightAmount: '1250', ordersCount: 2 },
          { price: '0.333333333333333333', leftAmount: '300', rightAmount: '100', ordersCount: 1 },
        ],
        spread: '0.5',
      });
      const oneSided = await post('/api/limit/v1/get_order_book', { leftTokenRoot: L, rightTokenRoot: X });
      expect(oneSided.body).toEqual({
        asks: [{ price: '1', leftAmount: '10', rightAmount: '10', ordersCount: 1 }],
        bids: [],
        spread: null,
      });
    });

    it('builds candles from exchanges per timeframe and window', async (context) => {
      if (!database) return context.skip();
      const plot = async (payload: object) => {
        const response = await post('/api/limit/v1/get_plot_data', payload);
        expect(response.status, JSON.stringify(response.body)).toBe(200);
        return limitPlotDataRoute.response.parse(response.body);
      };
      expect(await plot({ ...window, leftTokenRoot: L, rightTokenRoot: R })).toEqual([
        { timestamp: T0 * 1000, open: '2', high: '3', low: '2', close: '3', volume: '30' },
        { timestamp: (T0 + 3600) * 1000, open: '1', high: '1', low: '1', close: '1', volume: '5' },
      ]);
      expect(await plot({ ...window, leftTokenRoot: R, rightTokenRoot: L })).toEqual([
        {
          timestamp: T0 * 1000,
          open: '0.5',
          high: '0.5',
          low: '0.333333333333333333',
          close: '0.333333333333333333',
          volume: '30',
        },
        { timestamp: (T0 + 3600) * 1000, open: '1', high: '1', low: '1', close: '1', volume: '5' },
      ]);
      expect(await plot({ ...window, timeframe: 'D1', leftTokenRoot: L, rightTokenRoot: R })).toEqual([
        { timestamp: T0 * 1000, open: '2', high: '3', low: '1', close: '1', volume: '35' },
      ]);
      expect(await plot({ ...window, from: (T0 + 3600) * 1000, leftTokenRoot: L, rightTokenRoot: R })).toHaveLength(1);
      // a window ending inside a bucket holds that bucket in full (as the DEX graphs: the chain's clock may run
      // ahead of the client's), and none that starts after it
      expect(await plot({ ...window, to: (T0 + 150) * 1000, leftTokenRoot: L, rightTokenRoot: R })).toEqual([
        { timestamp: T0 * 1000, open: '2', high: '3', low: '2', close: '3', volume: '30' },
      ]);
      const before = { from: (T0 - 7200) * 1000, to: (T0 - 1) * 1000 };
      expect(await plot({ ...window, ...before, leftTokenRoot: L, rightTokenRoot: R })).toEqual([]);
      expect(await plot({ ...window, leftTokenRoot: R, rightTokenRoot: X })).toEqual([]);
    });

    it('rejects malformed requests with 400', async (context) => {
      if (!database) return context.skip();
      const bad: [string, object, RegExp][] = [
        ['get_limit_orders', { states: [] }, /^body\.states:/],
        ['get_limit_orders', { states: ['Open'] }, /^body\.states/],
        [
          'get_limit_orders',
          { leftTokenRoot: L, rightTokenRoot: L.toUpperCase().replace('0X', '0x') },
          /^body\.rightTokenRoot:/,
        ],
        ['get_limit_orders', { sortBy: 'amount' }, /^body\.sortBy:/],
        ['get_limit_orders', { limit: 0 }, /^body\.limit:/],
        ['get_limit_orders', { offset: -1 }, /^body\.offset:/],
        ['get_limit_orders', { side: 'both' }, /^body\.side:/],
        ['get_exchanges', { orderAddress: 'nope' }, /^body\.orderAddress:/],
        ['get_exchanges', { sortDirection: 'up' }, /^body\.sortDirection:/],
        ['get_order_book', { leftTokenRoot: L }, /^body\.rightTokenRoot:/],
        ['get_order_book', { leftTokenRoot: L, rightTokenRoot: L }, /^body\.rightTokenRoot:/],
        ['get_plot_data', { ...window, leftTokenRoot: L, rightTokenRoot: R, to: 0 }, /^body\.to:/],
        ['get_plot_data', { ...window, leftTokenRoot: L, rightTokenRoot: R, timeframe: 'M1' }, /^body\.timeframe:/],
        ['get_plot_data', { leftTokenRoot: L, rightTokenRoot: R }, /^body\.from:/],
      ];
      for (const [path, payload, message] of bad) {
        const response = await post(`/api/limit/v1/${path}`, payload);
        expect(response.status, `${path} ${JSON.stringify(payload)}`).toBe(400);
        expect(response.body).toMatchObject({ error: 'Bad Request', message: expect.stringMatching(message) });
      }
      const text = await app.inject({
        method: 'POST',
        url: '/api/limit/v1/get_order_book',
        payload: '"x"',
        headers: { 'content-type': 'application/json' },
      });
      expect(text.statusCode).toBe(400);
    });
  });
});
