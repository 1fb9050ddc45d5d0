import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// One fresh local network per run (workers inherit these variables from the main process). The main server's
// background market is off (MARKET_ACTIVITY=off): its specs trade and assert exact amounts on a still market. The
// visitor server (no dev wallet, port + 1) keeps it on, as `npm start` does: its specs only read, and
// market-activity.spec.ts checks there that the market moves (POST /devnet/market-activity pauses it if needed).
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'tycho-e2e-'));
process.env.E2E_NOWALLET_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'tycho-e2e-nowallet-'));
// every network of the run is a copy of one network seeded once (apps/web/e2e/network-template.ts)
process.env.E2E_TEMPLATE_DIR ??= mkdtempSync(join(tmpdir(), 'tycho-e2e-template-'));
const serveCopy = 'node --import tsx apps/web/e2e/prepare-network.ts && exec node --import tsx apps/server/src/main.ts';
const port = Number(process.env.E2E_PORT ?? 4180);
const noWalletPort = port + 1;

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: 'apps/web/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace is recorded on a test's retry only: recording one for every test (to keep a failure's) took a fifth of
    // the run's time (accessibility and layout-shift specs: 114 s against 90 s). A failure is retried on CI, and the
    // retry's trace is kept; run a spec with --retries=1 locally to get one.
    trace: 'on-first-retry',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: serveCopy,
      url: `http://127.0.0.1:${port}/healthz`,
      env: {
        CHAIN_CLOCK: 'resume',
        PORT: String(port),
        DATA_DIR: process.env.E2E_DATA_DIR,
        DEV_WALLET: 'on',
        MARKET_ACTIVITY: 'off',
        TEST_SWITCHES: 'on',
      },
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      command: serveCopy,
      url: `http://127.0.0.1:${noWalletPort}/healthz`,
      env: {
        CHAIN_CLOCK: 'resume',
        PORT: String(noWalletPort),
        DATA_DIR: process.env.E2E_NOWALLET_DATA_DIR,
        DEV_WALLET: 'off',
        MARKET_ACTIVITY: 'on',
      },
      timeout: 300_000,
      reuseExistingServer: false,
    },
  ],
});

export const NO_WALLET_BASE_URL = `http://127.0.0.1:${noWalletPort}`;
