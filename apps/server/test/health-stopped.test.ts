import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startApiApp, type TestApp } from './app-fixture';

// the database refuses the next transaction row, as a full disk or a dropped connection would
const INJECT = [
  `create function health_refuse() returns trigger language plpgsql as $$
    begin raise exception 'injected commit failure'; end $$`,
  'create trigger health_refuse before insert on devnet_transactions for each row execute function health_refuse()',
];

/**
 * Issue 41: after a failed commit the chain refuses every send until a restart; /healthz says so (503 with the reason)
 * instead of "ok", so a supervisor or load balancer takes the process out and restarts it.
 */
describe('/healthz after a failed commit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApiApp();
  });
  afterAll(async () => {
    await t.close().catch(() => undefined);
  });

  it('is ok while the chain runs, then 503 with the reason once a commit failed', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().status).toBe('ok');

    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const statement of INJECT) await t.database.db.execute(sql.raw(statement));
    const [alice, bob] = t.devnet.devAccounts().map((a) => a.address);
    await expect(
      t.devnet.sendFromWallet({ sender: alice!, recipient: bob!, amount: 1_000_000_000n, bounce: false }),
    ).rejects.toBeDefined();
    errors.mockRestore();

    const stopped = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(stopped.statusCode).toBe(503);
    expect(stopped.json()).toEqual({
      error: 'Service Unavailable',
      message: expect.stringMatching(/failed commit \(.*injected commit failure.*\); restart the server/),
    });
  });
});
