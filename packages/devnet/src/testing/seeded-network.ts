/**
 * One seeded network per unit-test run, shared by the suites that read the default seed without testing the seeding
 * itself: a full seeding costs about 20 s of a core (a new PGlite cluster and the seed), loading a copy of its dump
 * about 3 s. As the browser specs' template (apps/web/e2e/network-template.ts), the first suite of the run to need it
 * seeds it and writes the dump while any other waits; every other suite then loads its own fresh copy. The copy's
 * chain clock resumes from the moment the network was sealed, so each suite sees what a network seeded just now
 * would hold. The run's directory comes from the vitest global setup (global-setup.ts).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@tycho/db';
import { createDevnet, type DevnetHandle } from '../index';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's directory for the shared seeded network's dump (global-setup.ts). */
    seededNetworkDir: string;
  }
}

const SEED_TIMEOUT_MS = 240_000;
/** How often a waiting suite looks for the dump. */
const POLL_MS = 100;

export interface SeededNetwork {
  database: DatabaseHandle;
  devnet: DevnetHandle;
}

/** Seeds the default network (seed 1) in memory and leaves its dump in `dir`; returns the seeded database. */
async function seedAndDump(dir: string): Promise<DatabaseHandle> {
  const database = await openDatabase();
  const devnet = await createDevnet({ db: database.db, seed: 1 });
  await devnet.close();
  if (!database.dump) throw new Error('the shared seeded network is an in-memory PGlite database');
  const dump = await database.dump();
  const part = join(dir, 'network.tar.part');
  writeFileSync(part, new Uint8Array(await dump.arrayBuffer()));
  renameSync(part, join(dir, 'network.tar'));
  writeFileSync(join(dir, 'ready'), '');
  return database;
}

async function sealedDump(dir: string): Promise<Blob> {
  const deadline = Date.now() + SEED_TIMEOUT_MS;
  while (!existsSync(join(dir, 'ready'))) {
    if (existsSync(join(dir, 'failed'))) throw new Error(readFileSync(join(dir, 'failed'), 'utf8'));
    if (Date.now() > deadline) throw new Error(`the run's seeded network in ${dir} was not seeded in time`);
    await new Promise((done) => setTimeout(done, POLL_MS));
  }
  return new Blob([readFileSync(join(dir, 'network.tar'))]);
}

/** Whether this suite is the run's first to ask, and so seeds the network. */
function claimSeeding(dir: string): boolean {
  try {
    mkdirSync(join(dir, 'lock'));
    return true;
  } catch {
    return false;
  }
}

/**
 * A fresh in-memory copy of the run's default seeded network (seed 1, every seed step) and the devnet over it, as
 * `createDevnet({ db, seed: 1 })` on a new database would give. Close both when done.
 */
export async function openSeededNetwork(): Promise<SeededNetwork> {
  const dir = inject('seededNetworkDir');
  let database: DatabaseHandle;
  if (claimSeeding(dir)) {
    try {
      database = await seedAndDump(dir);
    } catch (error) {
      writeFileSync(join(dir, 'failed'), `seeding the run's network failed: ${String(error)}`);
      throw error;
    }
  } else {
    database = await openDatabase({ load: await sealedDump(dir) });
  }
  const devnet = await createDevnet({ db: database.db, resumeClock: true });
  return { database, devnet };
}
