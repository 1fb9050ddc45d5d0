import type { FastifyInstance } from 'fastify';
import { openDatabase, type DatabaseHandle } from '@tycho/db';
import {
  BASE_STEPS,
  createDevnet,
  createMarketActivity,
  dexRootStep,
  marketStep,
  tradersStep,
  type DevnetHandle,
  type MarketActivity,
} from '@tycho/devnet';
import { buildApp } from '../src/app';
import { PoolCache } from '../src/dex';
import { DexIndexer } from '../src/indexer';

export interface TestApp {
  database: DatabaseHandle;
  devnet: DevnetHandle;
  app: FastifyInstance;
  close(): Promise<void>;
}

/** The HTTP app over a base-seeded devnet and an empty DEX read model (no indexer, no web app, no dev wallet). */
export async function startApiApp(): Promise<TestApp> {
  const database = await openDatabase();
  const devnet = await createDevnet({ db: database.db, seed: 1, steps: BASE_STEPS });
  const app = await buildApp({
    config: { devWallet: false, devWalletVersion: '0.3.60', networkId: 1000, webDist: '/nonexistent' },
    devnet,
    databaseKind: database.kind,
    db: database.db,
  });
  return {
    database,
    devnet,
    app,
    close: async () => {
      await app.close();
      await devnet.close();
      await database.close();
    },
  };
}

/** The app over a devnet with the DEX, its seeded market and the market's traders (no 30-day history), indexed by the real indexer. */
export async function startMarketApp(): Promise<TestApp & { indexer: DexIndexer; market: MarketActivity }> {
  const database = await openDatabase();
  const devnet = await createDevnet({
    db: database.db,
    seed: 1,
    steps: [...BASE_STEPS, dexRootStep, marketStep, tradersStep],
  });
  const poolCache = new PoolCache(database.db);
  const indexer = new DexIndexer({ db: database.db, network: devnet, onBatch: () => poolCache.invalidate() });
  await indexer.start();
  const app = await buildApp({
    config: { devWallet: false, devWalletVersion: '0.3.60', networkId: 1000, webDist: '/nonexistent' },
    devnet,
    databaseKind: database.kind,
    db: database.db,
    poolCache,
  });
  const market = createMarketActivity(devnet);
  return {
    database,
    devnet,
    app,
    indexer,
    market,
    close: async () => {
      await market.stop();
      await app.close();
      await indexer.stop();
      await devnet.close();
      await database.close();
    },
  };
}
