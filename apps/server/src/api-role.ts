/**
 * The `api` role: the read APIs and the web app over the PostgreSQL database a `chain` process writes to. No local
 * network runs here, no indexer, no dev controls and no dev wallet: chain reads are answered by a read-only replica
 * of the devnet's stored state, the rest by the read model the chain process's indexer writes. Stateless: any number
 * of these processes can serve the same database.
 */
import { openDatabase } from '@tycho/db';
import { openDevnetReplica } from '@tycho/devnet';
import { buildApp } from './app';
import type { ServerConfig } from './config';
import { PoolCache } from './dex';
import { AnswerCache } from './http/answer-cache';
import { followWriter } from './network/follow';
import { onStopSignal, serve } from './serve';

export async function runApiRole(config: ServerConfig, started: number): Promise<void> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl });
  const replica = await openDevnetReplica(database.db).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  const poolCache = new PoolCache(database.db);
  const answers = new AnswerCache(replica);
  const follower = followWriter({
    db: database.db,
    replica,
    everyMs: config.apiPollMs,
    onIndexed: () => {
      poolCache.invalidate();
      answers.invalidate();
    },
  });
  await follower.caughtUp();
  const app = await buildApp({
    config: { ...config, devWallet: false },
    devnet: replica,
    databaseKind: database.kind,
    db: database.db,
    poolCache,
    answers,
    logger: { level: config.logLevel },
  });
  const port = await serve(app, config);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `Tycho DEX read API (ROLE=api) ready in ${seconds} s, following PostgreSQL (DATABASE_URL) every ${config.apiPollMs} ms`,
  );
  console.log(`Open http://${config.host}:${port}`);
  onStopSignal(async () => {
    await app.close();
    await follower.stop();
    answers.close();
    await database.close();
  });
}
