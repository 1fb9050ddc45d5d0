// Opening PGlite, shared by the server's thread and the database worker (pglite-worker.mjs). Plain JavaScript: a
// worker thread starts without the TypeScript loader of its parent (vitest, tsx), so it cannot import a .ts module.
import { existsSync } from 'node:fs';

/**
 * Opens PGlite on `path` (a directory) or in memory (`path` undefined), with `settings` as PGlite's options.
 * A new data directory: PGlite runs initdb in a second WebAssembly instance whose memory (~400 MB) it keeps until
 * closed. Create the cluster, close, and open it again: the process then holds only its own instance.
 *
 * @param {typeof import('@electric-sql/pglite').PGlite} PGlite
 * @param {string | undefined} path
 * @param {import('@electric-sql/pglite').PGliteOptions} settings
 */
export async function openPglite(PGlite, path, settings) {
  if (path && !existsSync(path)) {
    const created = new PGlite(path, settings);
    await created.waitReady;
    await created.close();
  }
  const client = path ? new PGlite(path, settings) : new PGlite(settings);
  await client.waitReady;
  return client;
}
