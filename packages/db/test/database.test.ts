import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase, schema } from '../src';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../src/testing/throwaway-postgres';

describe('openDatabase', () => {
  it('migrates an in-memory PGlite database and stores rows', async () => {
    const handle = await openDatabase();
    expect(handle.kind).toBe('pglite');
    await handle.db.insert(schema.devnetMeta).values({ key: 'seed', value: 7 });
    const rows = await handle.db.select().from(schema.devnetMeta).where(eq(schema.devnetMeta.key, 'seed'));
    expect(rows).toEqual([{ key: 'seed', value: 7 }]);
    await handle.close();
  });

  it('keeps PGlite data in the data directory across reopen', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tycho-db-'));
    try {
      const first = await openDatabase({ dataDir: dir });
      await first.db.insert(schema.devnetMeta).values({ key: 'kept', value: { ok: true } });
      await first.close();
      const second = await openDatabase({ dataDir: dir });
      const rows = await second.db.select().from(schema.devnetMeta);
      expect(rows).toEqual([{ key: 'kept', value: { ok: true } }]);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  describe('on PostgreSQL (when initdb is installed)', () => {
    let cluster: ThrowawayPostgres | undefined;
    afterAll(() => cluster?.stop());

    it('migrates twice without error and stores rows', async (context) => {
      cluster = await startThrowawayPostgres();
      if (!cluster) return context.skip();
      const first = await openDatabase({ databaseUrl: cluster.url });
      expect(first.kind).toBe('postgres');
      await first.db.insert(schema.devnetMeta).values({ key: 'pg', value: [1, 2] });
      await first.close();
      const second = await openDatabase({ databaseUrl: cluster.url });
      expect(await second.db.select().from(schema.devnetMeta)).toEqual([{ key: 'pg', value: [1, 2] }]);
      await second.close();
    });
  });
});
