import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type APIRequestContext } from '@playwright/test';
import { COPY_ENV, prepareNetwork } from './network-template';

/**
 * Specs that move the chain clock (epochs, locks, proposal periods, vesting) would change the time under every
 * other spec on the shared servers. They import `test` from here instead: a Playwright worker starts a fresh local
 * network (a copy of the run's seeded template, network-template.ts) (dev wallet on, market still, test switches on) on port E2E_PORT + 20 + worker index for each spec file
 * it runs, and `baseURL` points there. The tests of one file that run in the same worker share that network one
 * after another (a clock moved or a seeded position spent by one is seen by the next: write them to make their own
 * state); another file never sees it (the DAO unlock and the portfolio's Unlock both spend Dave's seeded lock).
 */
export interface ClockServer {
  baseURL: string;
  /** Moves the chain clock forward by `seconds`; answers the new chain time (unix seconds). */
  advance(request: APIRequestContext, seconds: number): Promise<number>;
  /** Holds the chain clock at its time (true) or lets it run on from there (false); answers the chain time. */
  hold(request: APIRequestContext, held: boolean): Promise<number>;
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

interface Network {
  /** The spec file whose tests use it. */
  file: string;
  baseURL: string;
  server: ChildProcess;
  dataDir: string;
}

async function startNetwork(port: number, file: string): Promise<Network> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tycho-e2e-clock-'));
  const log = openSync(join(dataDir, 'server.log'), 'a');
  await prepareNetwork(join(dataDir, 'db'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...COPY_ENV,
      PORT: String(port),
      DATA_DIR: join(dataDir, 'db'),
      DEV_WALLET: 'on',
      MARKET_ACTIVITY: 'off',
      TEST_SWITCHES: 'on',
    },
    stdio: ['ignore', log, log],
  });
  const network = { file, baseURL: `http://127.0.0.1:${port}`, server, dataDir };
  try {
    await waitForHealth(`${network.baseURL}/healthz`, server, Date.now() + 280_000);
  } catch (error) {
    await stopNetwork(network);
    throw error;
  }
  return network;
}

async function stopNetwork({ server, dataDir }: Network): Promise<void> {
  if (server.exitCode === null) {
    const exited = new Promise((done) => server.once('exit', done));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}

export const test = base.extend<{ clockServer: ClockServer }, { clockNetworks: { current?: Network; port: number } }>({
  // the worker's network of the moment; stopped when the worker ends
  clockNetworks: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      const holder: { current?: Network; port: number } = {
        // + 20, not + 10: 4190 is a port browsers and fetch refuse (ManageSieve), so worker 0's network was unreachable
        port: Number(process.env.E2E_PORT ?? 4180) + 20 + workerInfo.workerIndex,
      };
      try {
        await use(holder);
      } finally {
        if (holder.current) await stopNetwork(holder.current);
      }
    },
    { scope: 'worker' },
  ],
  // a spec file's first test in this worker starts a fresh network; the file's later tests share it
  clockServer: [
    async ({ clockNetworks }, use, testInfo) => {
      if (clockNetworks.current?.file !== testInfo.file) {
        if (clockNetworks.current) await stopNetwork(clockNetworks.current);
        clockNetworks.current = undefined;
        clockNetworks.current = await startNetwork(clockNetworks.port, testInfo.file);
      }
      const { baseURL } = clockNetworks.current;
      await use({
        baseURL,
        async advance(request, seconds) {
          const response = await request.post(`${baseURL}/devnet/clock/advance`, { data: { seconds } });
          expect(response.ok()).toBeTruthy();
          return (await response.json()).chainTime as number;
        },
        async hold(request, held) {
          const response = await request.post(`${baseURL}/devnet/test/clock`, { data: { held } });
          expect(response.ok()).toBeTruthy();
          return (await response.json()).chainTime as number;
        },
      });
    },
    { timeout: 300_000 },
  ],
  baseURL: async ({ clockServer }, use) => use(clockServer.baseURL),
});

export { expect };
