import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite as PGliteClient } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { openPglite } from './pglite-open.mjs';
import { openPgliteWorker } from './pglite-worker-client';

export { schema };
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** An in-memory PGlite database's files as a tarball, for `openDatabase({ load })` (absent for PostgreSQL). */
  dump?(): Promise<Blob>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when set, PostgreSQL is used instead of the embedded PGlite. */
  databaseUrl?: string;
  /** Directory for PGlite's files; omitted means an in-memory database (tests). */
  dataDir?: string;
  /**
   * A `dump()` of another PGlite database to start from instead of a new cluster (in memory only): loading one takes
   * about a second where a new cluster and a seeded network take about 20 s (the unit suites' shared network).
   */
  load?: Blob;
  /**
   * Runs PGlite on a worker thread (pglite-worker.mjs): its queries and commits no longer stop the caller's event
   * loop. The server opens its database so; tests and tools that only query keep it on their own thread.
   */
  worker?: boolean;
}

/** PGlite's shared buffers (PostgreSQL's `shared_buffers`). */
export const PGLITE_SHARED_BUFFERS = '16MB';

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

/** PostgreSQL's int8 (OID 20). */
const INT8_OID = 20;

/**
 * Times are int8 columns (migration 0012: unix seconds past 2^31, January 2038). PGlite answers int8 as a number;
 * node-postgres as a string, which would turn `row.timestamp + 1` into a concatenation. Parse int8 as a number when
 * it is a safe integer, as PGlite does (larger values stay strings; drizzle's `bigint` columns read either).
 */
function useNumbersForInt8(types: { setTypeParser(oid: number, parse: (value: string) => unknown): void }): void {
  types.setTypeParser(INT8_OID, (value: string) => {
    const n = Number(value);
    return Number.isSafeInteger(n) ? n : value;
  });
}

/** Opens the database (PGlite by default, PostgreSQL with a URL) and applies pending migrations. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    useNumbersForInt8(pg.types);
    const { Pool } = pg;
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // PostgreSQL's default 128 MB of shared buffers lives in PGlite's WebAssembly memory, which never shrinks: with
  // the local network's few MB of hot data, 16 MB keeps the server's resident memory ~120 MB lower (docs/reliability.md)
  const settings = { postgresqlconf: [`shared_buffers = ${PGLITE_SHARED_BUFFERS}`] };
  const path = options.dataDir ? join(options.dataDir, 'pglite') : undefined;
  if (path && options.load) throw new Error('openDatabase: `load` starts an in-memory database, not one in a dataDir');
  let client: PGliteClient;
  let dump: () => Promise<Blob>;
  if (options.worker) {
    if (options.load) throw new Error("openDatabase: `load` is for a database on the caller's thread, not a worker");
    const inWorker = await openPgliteWorker(path, settings);
    // drizzle's PGlite driver calls only `query` and `transaction`, which the worker's client has with PGlite's types
    client = inWorker as unknown as PGliteClient;
    dump = () => inWorker.dump();
  } else {
    const onThread = await openPglite(
      PGlite,
      path,
      options.load ? { ...settings, loadDataDir: options.load } : settings,
    );
    client = onThread;
    dump = () => onThread.dumpDataDir('none');
  }
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close(), dump };
}
