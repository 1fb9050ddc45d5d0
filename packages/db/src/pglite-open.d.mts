import type { PGlite, PGliteOptions } from '@electric-sql/pglite';

/** Opens PGlite on `path` (a directory) or in memory (`path` undefined); see pglite-open.mjs. */
export function openPglite(
  PGliteClass: typeof PGlite,
  path: string | undefined,
  settings: PGliteOptions,
): Promise<PGlite>;
