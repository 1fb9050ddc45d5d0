import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase, schema } from '../src';

/** PGlite on a worker thread (issue 41): the same answers, transactions and errors as on the caller's thread. */
describe('openDatabase({ worker: true })', () => {
  it('commits a transaction, rolls back a failed one, and keeps data across reopen', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tycho-db-worker-'));
    try {
      const first = await openDatabase({ dataDir: dir, worker: true });
      await first.db.transaction(async (tx) => {
        await tx.insert(schema.devnetMeta).values({ key: 'a', value: 1 });
        await tx.insert(schema.devnetMeta).values({ key: 'b', value: { n: 2 } });
      });
      const refused = first.db.transaction(async (tx) => {
        await tx.insert(schema.devnetMeta).values({ key: 'c', value: 3 });
        throw new Error('changed my mind');
      });
      await expect(refused).rejects.toThrow('changed my mind');
      // a savepoint inside a transaction (drizzle's nested transaction) rolls back alone
      await first.db.transaction(async (tx) => {
        await tx.insert(schema.devnetMeta).values({ key: 'd', value: 4 });
        await tx
          .transaction(async (inner) => {
            await inner.insert(schema.devnetMeta).values({ key: 'e', value: 5 });
            inner.rollback();
          })
          .catch(() => undefined);
      });
      await first.close();
      const second = await openDatabase({ dataDir: dir, worker: true });
      const rows = await second.db.select().from(schema.devnetMeta).orderBy(schema.devnetMeta.key);
      expect(rows).toEqual([
        { key: 'a', value: 1 },
        { key: 'b', value: { n: 2 } },
        { key: 'd', value: 4 },
      ]);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("gives PostgreSQL's error code, and a query outside a transaction waits for it", async () => {
    const handle = await openDatabase({ worker: true });
    await handle.db.insert(schema.devnetMeta).values({ key: 'x', value: 0 });
    const duplicate = await handle.db
      .insert(schema.devnetMeta)
      .values({ key: 'x', value: 1 })
      .then(() => undefined)
      .catch((error: unknown) => error);
    expect(duplicate).toBeInstanceOf(Error);
    expect(JSON.stringify(duplicate) + String((duplicate as Error).cause ?? '')).toMatch(/23505|duplicate key/);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const writer = handle.db.transaction(async (tx) => {
      await tx.update(schema.devnetMeta).set({ value: 2 }).where(eq(schema.devnetMeta.key, 'x'));
      await held;
    });
    // sent while the transaction is open: PGlite answers it after the commit, as on the caller's thread
    const reader = handle.db
      .select()
      .from(schema.devnetMeta)
      .where(eq(schema.devnetMeta.key, 'x'))
      .then((rows) => rows);
    // every pending microtask has run by the next turn: the read is sent before the commit
    await new Promise((resolve) => setImmediate(resolve));
    release();
    await writer;
    expect(await reader).toEqual([{ key: 'x', value: 2 }]);
    const dump = await handle.dump!();
    expect(dump.size).toBeGreaterThan(1000);
    await handle.close();
  }, 60_000);
});
