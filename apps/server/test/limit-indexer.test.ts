import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '@tycho/db';
import { type DevnetHandle } from '@tycho/devnet';
import { openSeededNetwork } from '@tycho/devnet/testing';
import { buildApp } from '../src/app';
import { PoolCache } from '../src/dex/pool-cache';
import { DexIndexer } from '../src/indexer';

/** The seeded limit-order book and fill history, indexed from the order roots' and orders' events. */
describe('limit-order indexer over the seeded devnet', () => {
  let database: DatabaseHandle;
  let devnet: DevnetHandle;
  let indexer: DexIndexer;
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ database, devnet } = await openSeededNetwork());
    const poolCache = new PoolCache(database.db);
    indexer = new DexIndexer({
      db: database.db,
      network: devnet,
      limitOrderFactory: devnet.addresses().limitOrderFactory,
      onBatch: () => poolCache.invalidate(),
    });
    await indexer.start();
    app = await buildApp({
      config: { devWallet: false, devWalletVersion: '0.3.60', networkId: 1000, webDist: '/nonexistent' },
      devnet,
      databaseKind: database.kind,
      db: database.db,
      poolCache,
    });
  }, 300_000);

  afterAll(async () => {
    await app?.close();
    await indexer?.stop();
    await devnet?.close();
    await database?.close();
  });

  const post = async (path: string, payload: object) => {
    const response = await app.inject({ method: 'POST', url: `/api/limit/v1/${path}`, payload });
    return { status: response.statusCode, body: response.json() };
  };
  const root = (symbol: string) => devnet.tokenMetadata().find((t) => t.symbol === symbol)!.address;

  it('lists the live book of QUBE/USDT on both sides, some orders partly filled', async () => {
    const pair = { leftTokenRoot: root('QUBE'), rightTokenRoot: root('USDT') };
    const { status, body } = await post('get_limit_orders', { ...pair, states: ['Active'], limit: 50 });
    expect(status).toBe(200);
    expect(body.totalCount).toBe(10);
    const sells = body.orders.filter((o: { spentTokenRoot: string }) => o.spentTokenRoot === pair.leftTokenRoot);
    expect(sells).toHaveLength(5);
    expect(body.orders.filter((o: { filledPercent: string }) => Number(o.filledPercent) > 0)).toHaveLength(2);
    const book = await post('get_order_book', pair);
    expect(book.body.asks).toHaveLength(5);
    expect(book.body.bids).toHaveLength(5);
    expect(Number(book.body.asks[0].price)).toBeGreaterThan(Number(book.body.bids[0].price));
    expect(Number(book.body.spread)).toBeGreaterThan(0);
  });

  it('has a history of fills, cancelled and filled orders, and candles', async () => {
    const pair = { leftTokenRoot: root('WETH'), rightTokenRoot: root('USDT') };
    const fills = await post('get_exchanges', { ...pair, limit: 100 });
    expect(fills.body.totalCount).toBeGreaterThan(10);
    const history = await post('get_limit_orders', { ...pair, states: ['Filled', 'Cancelled'], limit: 100 });
    const states = new Set(history.body.orders.map((o: { state: string }) => o.state));
    expect(states).toEqual(new Set(['Filled', 'Cancelled']));
    const now = devnet.now();
    const candles = await post('get_plot_data', {
      ...pair,
      timeframe: 'D1',
      from: (now - 40 * 86400) * 1000,
      to: now * 1000,
    });
    expect(candles.status).toBe(200);
    expect(candles.body.length).toBeGreaterThan(5);
    const heidi = devnet.devAccounts().find((a) => a.name === 'Heidi')!.address;
    const mine = await post('get_limit_orders', { ownerAddress: heidi, states: ['Active'] });
    expect(mine.body.totalCount).toBe(2);
  });
});
