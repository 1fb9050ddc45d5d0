import { openDatabase } from '@tycho/db';
import {
  createDevnet,
  createMarketActivity,
  hasNetwork,
  hasSeededMarket,
  setTokenFactoryCallbackFault,
  setLimitOrderHold,
} from '@tycho/devnet';
import { buildApp } from './app';
import { PoolCache } from './dex';
import { AnswerCache } from './http/answer-cache';
import { DexIndexer, resetDexTables } from './indexer';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from './config';
import { runApiRole } from './api-role';
import { onStopSignal, serve } from './serve';

/**
 * Seeds a new PGlite network in a child process that exits when done: seeding and indexing the history grow
 * PGlite's WebAssembly memory for good, so the serving process then opens the data as a restart would (about
 * 300 MB instead of about 400 MB). Resolves once the child has finished; rejects when it failed.
 */
function seedInChild(argv: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!, ...argv, '--seed-only'], {
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`Seeding the new network failed (exit ${code ?? signal})`)),
    );
  });
}

/**
 * Set by `npm start` (scripts/start.mjs), which builds the web app while this process seeds: resolves when the
 * build is done (its `build:done` message); at once without it.
 */
function webBuildDone(): Promise<void> {
  if (process.env.TYCHO_AWAIT_BUILD !== '1' || !process.send) return Promise.resolve();
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      if (message !== 'build:done') return;
      process.off('message', onMessage);
      // the channel no longer keeps this process alive; the server does
      process.channel?.unref();
      resolve();
    };
    process.on('message', onMessage);
  });
}

async function main(): Promise<void> {
  // listened for first: a message sent before a listener exists is lost
  const built = webBuildDone();
  const argv = process.argv.slice(2);
  const config = loadConfig(process.env, argv, process.cwd());
  const seedOnly = config.seedOnly;
  const started = Date.now();
  if (config.role === 'api') {
    if (seedOnly) throw new Error('--seed-only seeds the network: run it with ROLE=chain or ROLE=all, not ROLE=api');
    await built;
    return runApiRole(config, started);
  }
  // the serving process holds PGlite on a worker thread: a commit or a wide query no longer stops its event loop
  // (docs/decisions.md); the seeding child keeps it on its own thread, where nothing else waits for it
  const open = () => openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, worker: !seedOnly });
  const pglite = !config.databaseUrl && !!config.dataDir;
  // a new PGlite network is seeded by a child process before this one opens the data (opening a new cluster here
  // first would keep its memory too: 358 MB against 234 MB when ready, measured 2026-11-23)
  if (!seedOnly && pglite && (config.reset || !existsSync(join(config.dataDir, 'pglite')))) {
    await seedInChild(argv);
    config.reset = false;
  }
  let database = await open();
  const seeding = config.reset || !(await hasNetwork(database.db));
  if (seeding && !seedOnly && pglite) {
    // a cluster without a network (a seeding that was stopped): seed it the same way
    await database.close();
    await seedInChild(argv);
    config.reset = false;
    database = await open();
  }
  const devnet = await createDevnet({
    db: database.db,
    seed: config.seed,
    reset: config.reset,
    resumeClock: config.resumeClock,
  });
  // a new network: the DEX read model of the old one goes too (its cursor may lie inside the new history)
  if (config.reset) await resetDexTables(database.db);
  const poolCache = new PoolCache(database.db);
  const answers = new AnswerCache(devnet);
  const indexerOn = (db: typeof database.db) =>
    new DexIndexer({
      db,
      network: devnet,
      limitOrderFactory: devnet.addresses().limitOrderFactory,
      farmFabric: devnet.addresses().farmFabric,
      onBatch: () => {
        poolCache.invalidate();
        answers.invalidate();
      },
    });
  const indexer = indexerOn(database.db);
  await indexer.start();
  if (seedOnly) {
    await indexer.stop();
    await devnet.close();
    await database.close();
    console.log(`New network seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return;
  }
  const market = hasSeededMarket(devnet) ? createMarketActivity(devnet) : undefined;
  if (config.marketActivity) market?.resume();
  const testSwitches = config.testSwitches
    ? {
        tokenFactoryCallback: setTokenFactoryCallbackFault,
        limitOrderHold: setLimitOrderHold,
        holdClock: (held: boolean) => devnet.holdClock(held),
      }
    : undefined;
  await built;
  const app = await buildApp({
    config,
    devnet,
    databaseKind: database.kind,
    db: database.db,
    poolCache,
    answers,
    market,
    testSwitches,
    logger: { level: config.logLevel },
  });
  const port = await serve(app, config);
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const role = config.role === 'chain' ? ' (ROLE=chain: the writer for ROLE=api processes)' : '';
  console.log(
    `Tycho DEX local network${role} ready in ${((Date.now() - started) / 1000).toFixed(1)} s, data: ${where}`,
  );
  console.log(`Open http://${config.host}:${port}`);
  if (!config.devControls)
    console.log(`Dev controls (POST /devnet/*) off: ${config.host} is not loopback; DEV_CONTROLS=on enables them`);
  if (testSwitches) console.log('Test switches on (TEST_SWITCHES): POST /devnet/test/* changes how contracts answer');
  if (market) console.log(`Background market ${market.running ? 'on' : 'off'} (MARKET_ACTIVITY)`);

  onStopSignal(async () => {
    await market?.stop();
    await app.close();
    await devnet.close();
    await indexer.stop();
    await database.close();
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
