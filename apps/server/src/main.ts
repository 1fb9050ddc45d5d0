import { openDatabase } from '@tycho/db';
import {
  createDevnet,
  createMarketActivity,
  hasNetwork,
  hasSeededMarket,
  setTokenFactoryCallbackFault,
} from '@tycho/devnet';
import { buildApp } from './app';
import { PoolCache } from './dex';
import { DexIndexer, resetDexTables } from './indexer';
import { loadConfig } from './config';

async function main(): Promise<void> {
  const config = loadConfig(process.env, process.argv.slice(2), process.cwd());
  const started = Date.now();
  const open = () => openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let database = await open();
  const seeding = config.reset || !(await hasNetwork(database.db));
  let devnet = await createDevnet({ db: database.db, seed: config.seed, reset: config.reset });
  // a new network: the DEX read model of the old one goes too (its cursor may lie inside the new history)
  if (config.reset) await resetDexTables(database.db);
  let poolCache = new PoolCache(database.db);
  const indexerOn = (db: typeof database.db) =>
    new DexIndexer({
      db,
      network: devnet,
      limitOrderFactory: devnet.addresses().limitOrderFactory,
      farmFabric: devnet.addresses().farmFabric,
      onBatch: () => poolCache.invalidate(),
    });
  let indexer = indexerOn(database.db);
  await indexer.start();
  if (seeding && database.kind === 'pglite' && config.dataDir) {
    // Seeding and indexing the history grew PGlite's WebAssembly memory, which never shrinks: start again on the
    // data just written, as a restart would (a few seconds; the server then holds ~300 MB instead of ~430 MB).
    await indexer.stop();
    await devnet.close();
    await database.close();
    database = await open();
    devnet = await createDevnet({ db: database.db, seed: config.seed });
    poolCache = new PoolCache(database.db);
    indexer = indexerOn(database.db);
    await indexer.start();
  }
  const market = hasSeededMarket(devnet) ? createMarketActivity(devnet) : undefined;
  if (config.marketActivity) market?.resume();
  const testSwitches = config.testSwitches ? { tokenFactoryCallback: setTokenFactoryCallbackFault } : undefined;
  const app = await buildApp({
    config,
    devnet,
    databaseKind: database.kind,
    db: database.db,
    poolCache,
    market,
    testSwitches,
  });
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(`Tycho DEX local network ready in ${((Date.now() - started) / 1000).toFixed(1)} s, data: ${where}`);
  console.log(`Open http://${config.host}:${port}`);
  if (!config.devControls)
    console.log(`Dev controls (POST /devnet/*) off: ${config.host} is not loopback; DEV_CONTROLS=on enables them`);
  if (testSwitches) console.log('Test switches on (TEST_SWITCHES): POST /devnet/test/* changes how contracts answer');
  if (market) console.log(`Background market ${market.running ? 'on' : 'off'} (MARKET_ACTIVITY)`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, stopping...`);
    await market?.stop();
    await app.close();
    await devnet.close();
    await indexer.stop();
    await database.close();
    console.log('Stopped cleanly.');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
