import type { IndexColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '@tycho/db';

const CHUNK = 500;

/** Inserts `rows` 500 at a time; a row whose conflict `target` exists already is updated with `set`. */
export async function upsertInChunks<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly PgInsertValue<T>[],
  conflict: { target: IndexColumn | IndexColumn[]; set: PgUpdateSetSource<T> },
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK)
    await db
      .insert(table)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoUpdate(conflict);
}
