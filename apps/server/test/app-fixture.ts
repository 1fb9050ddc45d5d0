import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
import { type AppDeps, buildApp } from '../src/app';
import { PoolCache } from '../src/dex';
import { DexIndexer } from '../src/indexer';
import type { JsonSchema } from './schema-extremes';

export interface TestApp {
  database: DatabaseHandle;
  devnet: DevnetHandle;
  app: FastifyInstance;
  close(): Promise<void>;
}

/** The app (no web app, no dev wallet) over a database and devnet; `close` stops it, the indexer, the devnet and the database. */
async function appOver(
  database: DatabaseHandle,
  devnet: DevnetHandle,
  options: { poolCache?: PoolCache; indexer?: DexIndexer } = {},
): Promise<TestApp> {
  const app = await buildApp({
    config: { devWallet: false, devWalletVersion: '0.3.60', networkId: 1000, webDist: '/nonexistent' },
    devnet,
    databaseKind: database.kind,
    db: database.db,
    poolCache: options.poolCache,
  });
  return {
    database,
    devnet,
    app,
    close: async () => {
      await app.close();
      await options.indexer?.stop();
      await devnet.close();
      await database.close();
    },
  };
}

/** The HTTP app over a base-seeded devnet and an empty DEX read model (no indexer, no web app, no dev wallet). */
export async function startApiApp(): Promise<TestApp> {
  const database = await openDatabase();
  return appOver(database, await createDevnet({ db: database.db, seed: 1, steps: BASE_STEPS }));
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
  const served = await appOver(database, devnet, { poolCache, indexer });
  const market = createMarketActivity(devnet);
  return {
    ...served,
    indexer,
    market,
    close: async () => {
      await market.stop();
      await served.close();
    },
  };
}

/**
 * The app over the fully seeded devnet (market, gauges, DAO, proposals), indexed by the real indexer once the clock
 * has moved `advanceSeconds` (the seeded extra reward rounds start a minute after the seed).
 */
export async function startSeededApp(advanceSeconds = 0): Promise<TestApp & { indexer: DexIndexer }> {
  const database = await openDatabase();
  const devnet = await createDevnet({ db: database.db, seed: 1 });
  const indexer = new DexIndexer({ db: database.db, network: devnet });
  if (advanceSeconds > 0) await devnet.advanceClock(advanceSeconds);
  await indexer.start();
  await indexer.idle();
  return { ...(await appOver(database, devnet, { indexer })), indexer };
}

/** One operation of the OpenAPI document the app serves, with its parameters and request body as served. */
/**
 * Apps over one base-seeded devnet that serve a minimal built page with the dev wallet on, each with its `configs`
 * entry over that base (the page's files are theirs: `webDist` is kept).
 */
export async function startPageApps(configs: Partial<AppDeps['config']>[]) {
  const webDist = mkdtempSync(join(tmpdir(), 'tycho-web-'));
  writeFileSync(join(webDist, 'index.html'), '<html><head><title>t</title></head><body></body></html>');
  const database = await openDatabase();
  const devnet = await createDevnet({ db: database.db, seed: 1, steps: BASE_STEPS });
  const base = { devWallet: true, devWalletVersion: '0.3.60', networkId: 1000, webDist };
  const apps: FastifyInstance[] = [];
  for (const config of configs)
    apps.push(await buildApp({ config: { ...base, ...config, webDist }, devnet, databaseKind: database.kind }));
  return {
    devnet,
    apps,
    close: async () => {
      for (const app of apps) await app.close();
      await devnet.close();
      await database.close();
      rmSync(webDist, { recursive: true, force: true });
    },
  };
}

export interface OpenApiOperation {
  method: 'GET' | 'POST';
  path: string;
  spec: {
    parameters?: { name: string; in: string; schema: JsonSchema }[];
    requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
  };
}

/** Every operation of the app's OpenAPI document (`/api/openapi.json`). */
export async function openApiOperations(app: FastifyInstance): Promise<OpenApiOperation[]> {
  const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, OpenApiOperation['spec']>>;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, spec]) => ({
      method: method.toUpperCase() as OpenApiOperation['method'],
      path,
      spec,
    })),
  );
}
