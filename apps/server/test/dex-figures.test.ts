/** Market figures that must agree between pages: a token and its pools, prices within a catch-up batch. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type DatabaseHandle } from '@tycho/db';
import { BASE_STEPS, createDevnet, type DevnetHandle } from '@tycho/devnet';
import { buildApp } from '../src/app';
import { writeBatch } from '../src/indexer/writer';
import { POOLS, T0, TOKENS, writeFixture } from './dex-fixture';

const config = { devWallet: false, devWalletVersion: '0.3.60', networkId: 1000, webDist: '/nonexistent' };
let devnetDb: DatabaseHandle;
let devnet: DevnetHandle;
let database: DatabaseHandle;
let app: FastifyInstance;

const post = async (url: string, payload: object = {}) => (await app.inject({ method: 'POST', url, payload })).json();

beforeAll(async () => {
  devnetDb = await openDatabase();
  devnet = await createDevnet({ db: devnetDb.db, seed: 1, steps: BASE_STEPS });
  database = await openDatabase();
  const market = await writeFixture(database.db);
  // one catch-up batch spanning three hours: QUBE moves from $2 to $2.5 to $3 (reserves of the USDT/QUBE pool)
  const u6 = (n: number) => BigInt(n) * 1_000_000n;
  const u9 = (n: number) => BigInt(n) * 1_000_000_000n;
  await writeBatch(database.db, market, {
    events: [
      {
        type: 'sync',
        pool: POOLS.usdtQube,
        lt: 3001n,
        time: T0 + 3600,
        reserves: [u6(200_000), u9(100_000)],
        lpSupply: u9(1000),
      },
      {
        type: 'sync',
        pool: POOLS.usdtQube,
        lt: 3002n,
        time: T0 + 2 * 3600,
        reserves: [u6(250_000), u9(100_000)],
        lpSupply: u9(1000),
      },
      {
        type: 'sync',
        pool: POOLS.usdtQube,
        lt: 3003n,
        time: T0 + 3 * 3600,
        reserves: [u6(300_000), u9(100_000)],
        lpSupply: u9(1000),
      },
    ],
    lastLt: 3003n,
    now: T0 + 3 * 3600 + 60,
  });
  app = await buildApp({ config, devnet, databaseKind: database.kind, db: database.db });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await devnet?.close();
  await devnetDb?.close();
});

describe('token and pool figures', () => {
  it("a token's fees over 24 h are the fees of its pools' trades it took part in", async () => {
    const { pools } = await post('/api/v2/pools', { limit: 50 });
    for (const token of [TOKENS.USDT, TOKENS.QUBE]) {
      const detail = await post(`/api/v2/currencies/${token.address}`);
      const own = pools.filter((p: { meta: { currencyAddresses: string[] } }) =>
        p.meta.currencyAddresses.includes(token.address),
      );
      const sum = own.reduce((s: number, p: { fee24h: string }) => s + Number(p.fee24h), 0);
      expect(sum, token.symbol).toBeGreaterThan(0);
      expect(Number(detail.fee24h), token.symbol).toBeCloseTo(sum, 6);
    }
  });

  it('prices every hour of a catch-up batch at its own reserves, not at the end of the batch', async () => {
    const window = { from: (T0 + 3600) * 1000, to: (T0 + 3 * 3600) * 1000, timeframe: 'H1' };
    const candles = await post(`/api/v2/currencies/${TOKENS.QUBE.address}/prices`, window);
    expect(candles.map((c: { close: string }) => Number(c.close))).toEqual([2, 2.5, 3]);
    // each hour opens where the previous one closed
    expect(candles.map((c: { open: string }) => Number(c.open))).toEqual([2, 2, 2.5]);
    const detail = await post(`/api/v2/currencies/${TOKENS.QUBE.address}`);
    expect(Number(detail.price)).toBe(3);
  });
});
