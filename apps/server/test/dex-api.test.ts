import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  currenciesRoute,
  currencyRoute,
  poolByAddressRoute,
  poolsRoute,
  transactionsRoute,
  pairByTokensRoute,
  tokenListSchema,
  upgradableTokensManifestSchema,
  swapRouteRoute,
  swapStatusRoute,
} from '@tycho/api';
import { openDatabase, type DatabaseHandle } from '@tycho/db';
import { BASE_STEPS, createDevnet, type DevnetHandle } from '@tycho/devnet';
import { startThrowawayPostgres, type ThrowawayPostgres } from '@tycho/db/testing';
import { buildApp } from '../src/app';
import { ALICE, BOB, LP, POOLS, T0, TOKENS, writeFixture } from './dex-fixture';

const config = { devWallet: false, devWalletVersion: '0.3.60', networkId: 1000, webDist: '/nonexistent' };
const day = 86_400_000;

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

describe.each(['pglite', 'postgres'] as const)('DEX API over %s', (kind) => {
  let database: DatabaseHandle | undefined;
  let app: FastifyInstance;

  beforeAll(async () => {
    if (kind === 'postgres' && !cluster) return;
    database = await openDatabase(kind === 'postgres' ? { databaseUrl: cluster!.url } : {});
    await writeFixture(database.db);
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

  it('lists pools by TVL with filters, favourites and paging', async (context) => {
    if (!database) return context.skip();
    const all = await post('/api/v2/pools', {});
    expect(all.status).toBe(200);
    poolsRoute.response.parse(all.body);
    expect(all.body.totalCount).toBe(4);
    expect(all.body.pools.map((p: { meta: { poolAddress: string } }) => p.meta.poolAddress)).toEqual([
      POOLS.qubeWbtc,
      POOLS.usdtDai,
      POOLS.usdtQube,
      POOLS.tri,
    ]);
    expect(all.body.pools[0].tvl).toBe('1000000');
    const page = await post('/api/v2/pools', { limit: 1, offset: 1, ordering: 'tvlascending' });
    expect(page.body).toMatchObject({ totalCount: 4, pools: [{ meta: { poolAddress: POOLS.usdtQube } }] });
    const withQube = await post('/api/v2/pools', { currencyAddress: TOKENS.QUBE.address });
    expect(withQube.body.totalCount).toBe(2);
    const stable = await post('/api/v2/pools', { poolType: ['stable', 'stablepool'] });
    expect(stable.body.totalCount).toBe(2);
    const favourites = await post('/api/v2/pools', { favoritePools: [POOLS.tri.toUpperCase().replace('0X', '0x')] });
    expect(favourites.body.pools.map((p: { meta: { poolType: string } }) => p.meta.poolType)).toEqual(['stablepool']);
    const byVolume = await post('/api/v2/pools', { ordering: 'volume24hdescending', limit: 1 });
    expect(byVolume.body.pools[0]).toMatchObject({
      meta: { poolAddress: POOLS.usdtQube },
      volume24h: '1000',
      volume7d: '2000',
    });
  });

  it('answers a pool by address, 404 when missing, and its OHLCV', async (context) => {
    if (!database) return context.skip();
    const pool = await post(`/api/v2/pools/address/${POOLS.usdtQube}`);
    expect(pool.status).toBe(200);
    poolByAddressRoute.response.parse(pool.body);
    expect(pool.body).toMatchObject({
      meta: { lpAddress: LP.usdtQube, currencies: ['USDT', 'QUBE'], pairType: 'common' },
      lpLocked: '1000000000000',
      volumesLocked: ['200000000000', '100000000000000'],
      prices: ['1', '2'],
      feeRate: '0.003',
      stableOneSwap: null,
      transactionsCount24h: 1,
    });
    const missing = await post(`/api/v2/pools/address/0:${'9'.repeat(64)}`);
    expect(missing).toMatchObject({ status: 404, body: { error: 'Not Found' } });
    const window = { from: (T0 - 4 * 86_400) * 1000, to: T0 * 1000, timeframe: 'D1', poolAddress: POOLS.usdtQube };
    const price = await post('/api/v2/pools/ohlcv', { ...window, ohlcvKind: 'Price' });
    expect(price.body[0]).toMatchObject({ open: '0.5', close: '0.5', tvl: null });
    const volume = await post('/api/v2/pools/ohlcv', { ...window, ohlcvKind: 'Volume' });
    // one point per day: the day starting at the window's end has no trades and carries the previous candle
    expect(volume.body.map((p: { usdtVolume: string }) => p.usdtVolume)).toEqual(['0', '1000', '1000', '0']);
    const tvl = await post('/api/v2/pools/ohlcv', { ...window, ohlcvKind: 'Tvl' });
    expect(tvl.body[0]).toMatchObject({ tvl: '400000', currencyVolumes: ['200000000000', '100000000000000'] });
  });

  it('looks pairs up by roots (either order) and serves their candles', async (context) => {
    if (!database) return context.skip();
    const pair = await post(`/api/v2/pairs/left/${TOKENS.QUBE.address}/right/${TOKENS.USDT.address}`);
    pairByTokensRoute.response.parse(pair.body);
    expect(pair.body.meta).toEqual({
      poolAddress: POOLS.usdtQube,
      baseAddress: TOKENS.USDT.address,
      counterAddress: TOKENS.QUBE.address,
    });
    const none = await post(`/api/v2/pairs/left/${TOKENS.WBTC.address}/right/${TOKENS.USDT.address}`);
    expect(none.status).toBe(404);
    const window = { from: (T0 - 4 * 86_400) * 1000, to: T0 * 1000, timeframe: 'H1' };
    const candles = await post(`/api/v2/pairs/left/${TOKENS.USDT.address}/right/${TOKENS.QUBE.address}/ohlcv`, window);
    expect(candles.body.length).toBeGreaterThan(0);
    const list = await post('/api/v2/pairs', {});
    expect(list.body.totalCount).toBe(3);
    const cross = await post('/api/v2/pairs/new_cross_pairs', { fromCurrencyAddress: TOKENS.USDT.address, minTvl: 0 });
    expect(cross.body.pairs.length).toBe(3);
    expect((await post(`/api/v2/pairs/address/${POOLS.tri}`)).status).toBe(404);
    expect((await post(`/api/v2/pairs/address/${POOLS.usdtQube}/tvl`, window)).status).toBe(200);
    expect((await post(`/api/v2/pairs/address/${POOLS.usdtQube}/volume`, window)).status).toBe(200);
  });

  it('lists currencies with prices, details, graphs and USDT prices of tokens and LP tokens', async (context) => {
    if (!database) return context.skip();
    const list = await post('/api/v2/currencies', {});
    currenciesRoute.response.parse(list.body);
    expect(list.body.currencies.map((c: { currency: string }) => c.currency)).toEqual([
      'QUBE',
      'USDT',
      'WBTC',
      'DAI',
      'USDC',
    ]);
    const wbtc = list.body.currencies.find((c: { currency: string }) => c.currency === 'WBTC');
    expect(wbtc).toMatchObject({ price: '50000', tvl: '500000' });
    const detail = await post(`/api/v2/currencies/${TOKENS.QUBE.address}`);
    currencyRoute.response.parse(detail.body);
    expect(detail.body).toMatchObject({ name: 'FlatQube', decimals: 9, poolsCount: 2, price: '2' });
    expect((await post(`/api/v2/currencies/0:${'8'.repeat(64)}`)).status).toBe(404);
    const window = { from: (T0 - 4 * 86_400) * 1000, to: T0 * 1000, timeframe: 'D1' };
    for (const graph of ['prices', 'volume', 'tvl']) {
      const points = await post(`/api/v2/currencies/${TOKENS.QUBE.address}/${graph}`, window);
      expect(points.status).toBe(200);
      expect(points.body.length).toBeGreaterThan(0);
    }
    const prices = await post('/api/v2/currencies_usdt_prices', {
      currency_addresses: [TOKENS.QUBE.address, LP.usdtQube],
    });
    expect(prices.body).toEqual({ [TOKENS.QUBE.address]: '2', [LP.usdtQube]: '400' });
  });

  it('lists transactions with every filter and ordering', async (context) => {
    if (!database) return context.skip();
    const all = await post('/api/v2/transactions', {});
    transactionsRoute.response.parse(all.body);
    expect(all.body.totalCount).toBe(4);
    expect(all.body.transactions[0]).toMatchObject({
      eventType: 'withdraw',
      userAddress: ALICE,
      volumes: ['10', '10', '10'],
    });
    const swaps = await post('/api/v2/transactions', { eventType: ['swap'], ordering: 'blocktimeascending', limit: 1 });
    expect(swaps.body).toMatchObject({
      totalCount: 2,
      transactions: [{ volumes: ['-1000', '497'], tv: '1000', currencies: ['USDT', 'QUBE'] }],
    });
    const bob = await post('/api/v2/transactions', { userAddress: BOB });
    expect(bob.body.transactions.map((t: { eventType: string }) => t.eventType)).toEqual(['deposit']);
    const byPool = await post('/api/v2/transactions', {
      poolAddress: POOLS.usdtQube,
      limit: 1,
      displayTotalCount: true,
    });
    expect(byPool.body.totalCount).toBe(2);
    const noCount = await post('/api/v2/transactions', {
      currencyAddress: TOKENS.DAI.address,
      displayTotalCount: false,
    });
    expect(noCount.body).toMatchObject({ totalCount: null });
    expect(noCount.body.transactions).toHaveLength(2);
    const dai = await post('/api/v2/transactions', {
      currencyAddresses: [TOKENS.DAI.address],
      limit: 1,
      ordering: 'blocktimeascending',
    });
    expect(dai.body).toMatchObject({ totalCount: 2, transactions: [{ eventType: 'deposit', userAddress: BOB }] });
    const window = await post('/api/v2/transactions', { timestampBlockGe: T0 - 7200, timestampBlockLe: T0 - 1000 });
    expect(window.body.totalCount).toBe(2);
    const byTv = await post('/api/v2/transactions', { ordering: 'tvdescending', limit: 1 });
    expect(byTv.body.transactions[0].eventType).toBe('swap');
  });

  it('answers swap routes and swap statuses', async (context) => {
    if (!database) return context.skip();
    const route = await post('/api/v2/pools/cross_swap_route', {
      amount: '1000000000',
      direction: 'expectedexchange',
      fromCurrencyAddress: TOKENS.USDT.address,
      toCurrencyAddress: TOKENS.WBTC.address,
      slippage: 0.01,
    });
    expect(route.status).toBe(200);
    swapRouteRoute.response.parse(route.body);
    expect(route.body.steps.map((s: { poolAddress: string }) => s.poolAddress)).toEqual([
      POOLS.usdtQube,
      POOLS.qubeWbtc,
    ]);
    const rtl = await post('/api/v2/pools/cross_swap_route', {
      amount: '1000000',
      direction: 'expectedspendamount',
      fromCurrencyAddress: TOKENS.WBTC.address,
      toCurrencyAddress: TOKENS.USDT.address,
    });
    expect(rtl.body.steps[0].spentCurrencyAddress).toBe(TOKENS.USDT.address);
    expect(rtl.body.steps.at(-1).receiveCurrencyAddress).toBe(TOKENS.WBTC.address);
    expect(route.body).toMatchObject({ lowLiquidity: false, noRouteReason: null });
    // the minimum TVL is a preference: shallower pools still fill the order, flagged
    const shallow = await post('/api/v2/pools/cross_swap_route', {
      amount: '1000',
      direction: 'expectedexchange',
      fromCurrencyAddress: TOKENS.USDT.address,
      toCurrencyAddress: TOKENS.WBTC.address,
      minTvl: '10000000',
    });
    expect(shallow.body.steps).toHaveLength(2);
    expect(shallow.body).toMatchObject({ lowLiquidity: true, noRouteReason: null });
    // pools connect the tokens but cannot deliver this much: not enough liquidity
    const tooMuch = await post('/api/v2/pools/cross_swap_route', {
      amount: '100000000000',
      direction: 'expectedspendamount',
      fromCurrencyAddress: TOKENS.WBTC.address,
      toCurrencyAddress: TOKENS.USDT.address,
    });
    expect(tooMuch.body).toEqual({
      steps: [],
      globalFee: '0',
      globalPriceImpact: '0',
      lowLiquidity: false,
      noRouteReason: 'notEnoughLiquidity',
    });
    // no pool holds the token: the route does not exist
    const none = await post('/api/v2/pools/cross_swap_route', {
      amount: '1000',
      direction: 'expectedexchange',
      fromCurrencyAddress: TOKENS.USDT.address,
      toCurrencyAddress: `0:${'7'.repeat(64)}`,
    });
    expect(none.body).toMatchObject({ steps: [], noRouteReason: 'noRoute' });
    const done = await post('/api/v2/pools/cross_swap_payload_status', { id: 42, recipient: ALICE });
    swapStatusRoute.response.parse(done.body);
    expect(done.body).toMatchObject({ status: 'Succeed', amount: ['497000000000'], tokenRoot: [TOKENS.QUBE.address] });
    expect((await post('/api/v2/pools/cross_swap_payload_status', { id: '7', recipient: BOB })).body.status).toBe(
      'Cancelled',
    );
    expect((await post('/api/v2/pools/cross_swap_payload_status', { id: '8', recipient: BOB })).body).toEqual({
      status: 'Pending',
      amount: [],
      tokenRoot: [],
      transactionHash: null,
    });
  });

  it('serves the token list, the upgradable-token manifest, logos and token roots', async (context) => {
    if (!database) return context.skip();
    const list = await app.inject({ method: 'GET', url: '/tokens.json' });
    const tokens = tokenListSchema.parse(list.json());
    const usdt = tokens.tokens.find((t) => t.symbol === 'USDT')!;
    expect(usdt).toMatchObject({ decimals: 6, verified: true });
    upgradableTokensManifestSchema.parse((await app.inject({ method: 'GET', url: '/upgradable-tokens.json' })).json());
    const logo = await app.inject({ method: 'GET', url: new URL(usdt.logoURI).pathname });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    const root = await app.inject({ method: 'GET', url: `/api/tokens/v1/root_contract/root_address/${usdt.address}` });
    expect(root.json()).toMatchObject({ symbol: 'USDT', name: 'Tether USD', decimals: 6, standard: 'tip3.1' });
    const missing = await app.inject({
      method: 'GET',
      url: `/api/tokens/v1/root_contract/root_address/0:${'7'.repeat(64)}`,
    });
    expect(missing.statusCode).toBe(404);
    expect(day).toBeGreaterThan(0);
  });
});
