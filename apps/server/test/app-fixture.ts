import type { FastifyInstance } from 'fastify';
import { openDatabase, type DatabaseHandle } from '@tycho/db';
import { BASE_STEPS, createDevnet, type DevnetHandle } from '@tycho/devnet';
import { buildApp } from '../src/app';

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
