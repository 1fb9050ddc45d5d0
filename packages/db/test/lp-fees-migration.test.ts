import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const migrations = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

/**
 * Migration 0013 (the indexer's LP fee rows, issue 41): a database indexed before it has no fold of its pools' past,
 * so every pool it already knows is marked incomplete (the portfolio answers `history-incomplete` for it).
 */
describe('migration 0013_dex_lp_fees', () => {
  const before = mkdtempSync(join(tmpdir(), 'tycho-migrations-'));
  afterAll(() => rmSync(before, { recursive: true, force: true }));

  it('marks the pools indexed before it incomplete, at their last sync', async () => {
    // the migrations up to 0012, as a database indexed before this change had them
    cpSync(migrations, before, { recursive: true, filter: (path) => !/0013_/.test(path) });
    const journal = JSON.parse(readFileSync(join(migrations, 'meta', '_journal.json'), 'utf8')) as {
      entries: { idx: number }[];
    };
    journal.entries = journal.entries.filter((e) => e.idx < 13);
    writeFileSync(join(before, 'meta', '_journal.json'), JSON.stringify(journal));
    const client = new PGlite();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: before });
    await db.execute(sql`insert into dex_pools (address, kind, lp_root, currency_addresses, currencies, decimals,
      reserves, sync_lt) values ('0:aa', 'common', '0:bb', '{}', '{}', '{}', '{}', 42)`);
    await migrate(db, { migrationsFolder: migrations });
    const rows = await db.execute(sql`select pool, last_lt::text as last_lt, incomplete from dex_lp_fee_pools`);
    expect(rows.rows).toEqual([{ pool: '0:aa', last_lt: '42', incomplete: true }]);
    await client.close();
  });
});
