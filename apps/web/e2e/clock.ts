import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type APIRequestContext } from '@playwright/test';

/**
 * Specs that move the chain clock (epochs, locks, proposal periods, vesting) would change the time under every
 * other spec on the shared servers. They import `test` from here instead: each Playwright worker that runs one
 * starts its own fresh local network (dev wallet on, market still, test switches on) on port E2E_PORT + 10 +
 * worker index, and `baseURL` points there. A worker runs its tests one after another, so a clock moved by one
 * test is only seen by the later tests of the same worker: write them to make their own state, not to expect
 * the seeded clock.
 */
export interface ClockServer {
  baseURL: string;
  /** Moves the chain clock forward by `seconds`; answers the new chain time (unix seconds). */
  advance(request: APIRequestContext, seconds: number): Promise<number>;
}

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

async function waitForHealth(url: string, server: ChildProcess, deadline: number): Promise<void> {
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the clock server exited with ${server.exitCode} (see its log)`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the clock server did not answer ${url} in time`);
    await new Promise((done) => setTimeout(done, 500));
  }
}

export const test = base.extend<object, { clockServer: ClockServer }>({
  clockServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      const port = Number(process.env.E2E_PORT ?? 4180) + 10 + workerInfo.workerIndex;
      const dataDir = mkdtempSync(join(tmpdir(), 'tycho-e2e-clock-'));
      const log = openSync(join(dataDir, 'server.log'), 'a');
      const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts', '--reset'], {
        cwd: repoRoot,
        env: {
          ...process.env,
          PORT: String(port),
          DATA_DIR: join(dataDir, 'db'),
          DEV_WALLET: 'on',
          MARKET_ACTIVITY: 'off',
          TEST_SWITCHES: 'on',
        },
        stdio: ['ignore', log, log],
      });
      const baseURL = `http://127.0.0.1:${port}`;
      try {
        await waitForHealth(`${baseURL}/healthz`, server, Date.now() + 280_000);
        await use({
          baseURL,
          async advance(request, seconds) {
            const response = await request.post(`${baseURL}/devnet/clock/advance`, { data: { seconds } });
            expect(response.ok()).toBeTruthy();
            return (await response.json()).chainTime as number;
          },
        });
      } finally {
        if (server.exitCode === null) {
          const exited = new Promise((done) => server.once('exit', done));
          server.kill('SIGTERM');
          await exited;
        }
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ clockServer }, use) => use(clockServer.baseURL),
});

export { expect };
