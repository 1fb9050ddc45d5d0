/**
 * Where the server's memory goes: opens the database, loads (or seeds) the devnet, catches the indexer up and
 * listens, printing Node's memory figures after each step (WebAssembly memories count as "external").
 *   node --expose-gc --import tsx scripts/bench/memory-probe.ts <DATA_DIR>
 */
import { openDatabase } from '@tycho/db';
import { createDevnet } from '@tycho/devnet';
import { buildApp } from '../../apps/server/src/app';
import { PoolCache } from '../../apps/server/src/dex';
import { DexIndexer } from '../../apps/server/src/indexer';
const mb = (n: number) => (n / 1048576).toFixed(0);
const show = (label: string) => {
  global.gc?.();
  const m = process.memoryUsage();
  console.log(
    `${label}: rss ${mb(m.rss)} heapUsed ${mb(m.heapUsed)} heapTotal ${mb(m.heapTotal)} external ${mb(m.external)} arrayBuffers ${mb(m.arrayBuffers)}`,
  );
};
show('start');
const database = await openDatabase({ dataDir: process.argv[2] });
show('db open');
const devnet = await createDevnet({ db: database.db, seed: 1 });
show('devnet loaded');
console.log('accounts', devnet.accounts().length);
const poolCache = new PoolCache(database.db);
const indexer = new DexIndexer({
  db: database.db,
  network: devnet,
  limitOrderFactory: devnet.addresses().limitOrderFactory,
  onBatch: () => poolCache.invalidate(),
});
await indexer.start();
show('indexer caught up');
const app = await buildApp({
  config: { devWallet: true, devWalletVersion: '0.3.60', networkId: 1000, webDist: '/nonexistent' },
  devnet,
  databaseKind: database.kind,
  db: database.db,
  poolCache,
});
await app.listen({ port: 0, host: '127.0.0.1' });
show('listening');
for (const url of ['/api/v2/pools', '/api/v2/transactions', '/api/v2/currencies'])
  await app.inject({ method: 'POST', url, payload: {} });
show('after requests');
await app.close();
await indexer.stop();
await devnet.close();
await database.close();
show('closed');
