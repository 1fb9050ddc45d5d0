/**
 * Child process of the load bench: the DEX API over a database that already holds the synthetic dataset (the
 * bench's PostgreSQL), alone in its process so its resident memory is the server's. Prints `listening <port>`.
 */
import { openDatabase } from '@tycho/db';
import type { Devnet } from '@tycho/devnet';
import { buildApp } from '../../apps/server/src/app';
import { BENCH_NOW } from './dex-dataset';

const handle = await openDatabase({ databaseUrl: process.argv[2] });
const app = await buildApp({
  config: { devWallet: false, devWalletVersion: '0', networkId: 1000, webDist: '/nonexistent' },
  // no chain behind the synthetic dataset: the DEX API reads the database; the dev-only routes are not measured
  devnet: {
    now: () => BENCH_NOW,
    addresses: () => ({}),
    tokenMetadata: () => [],
    devAccounts: () => [],
    // no contract answers its getters (the portfolio's balances read as zero; its database reads are measured)
    runLocal: () => ({ code: 60 }),
    getTransactions: async () => ({ transactions: [] }),
  } as unknown as Devnet,
  databaseKind: handle.kind,
  db: handle.db,
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
process.on('SIGTERM', () => void app.close().then(() => handle.close().then(() => process.exit(0))));
