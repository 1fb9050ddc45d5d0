import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { exampleRoutes } from './routeExamples';
import { confirmSwap, swapSubmit, unitsOf, type DevnetInfo } from './support';
import { installStandardWallet, type StandardWallet } from './standardWallet';
import { otherNetworkProfile, serveWithProfile, type StaticApp } from './staticProfile';

/**
 * Issue 44, past one machine: the built app written with another network's profile (`npm run profile -- apply`) and
 * served by a plain static file server, whose services are a separate `ROLE=api` process over PostgreSQL (a throwaway
 * cluster) on another origin (its CORS_ORIGINS) and whose wallet is an injected provider with only the standard
 * `everscale-inpage-provider` methods (standardWallet.ts). The network is a `ROLE=chain` process on the same database,
 * seeded as `npm start` seeds. Every built page loads from the api process with no dev wallet and no `/devnet` link,
 * a swap quotes there, signs through the standard methods, and its result is read back through the api process.
 */
test.describe.configure({ mode: 'serial' });

type Processes = typeof import('../../server/test/server-process');
let processes: Processes | undefined;
let cluster: { url: string; stop(): void } | undefined;
const children: ChildProcess[] = [];
let dataDir = '';
let chainBase = '';
let apiBase = '';
let info: DevnetInfo;
let app: StaticApp | undefined;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  // loaded here, not at collection: the devnet and the database driver are heavy and only this spec needs them
  processes = await import('../../server/test/server-process');
  cluster = await processes.startThrowawayPostgres();
  test.skip(!cluster, 'PostgreSQL (initdb) is not installed');
  if (!cluster) return;
  const { freePort, seedNetwork, startServer } = processes;
  await seedNetwork(cluster.url);
  dataDir = mkdtempSync(join(tmpdir(), 'tycho-profile-roles-'));
  const [chainPort, apiPort, staticPort] = [await freePort(), await freePort(), await freePort()];
  const common = { DATA_DIR: dataDir, DATABASE_URL: cluster.url, LOG_LEVEL: 'error' };
  children.push(
    await startServer({ ...common, ROLE: 'chain', PORT: String(chainPort), DEV_WALLET: 'on', MARKET_ACTIVITY: 'off' }),
  );
  children.push(
    await startServer({
      ...common,
      ROLE: 'api',
      PORT: String(apiPort),
      CORS_ORIGINS: `http://127.0.0.1:${staticPort}`,
    }),
  );
  chainBase = `http://127.0.0.1:${chainPort}`;
  apiBase = `http://127.0.0.1:${apiPort}`;
  info = (await (await fetch(`${chainBase}/devnet/info`)).json()) as DevnetInfo;
  app = await serveWithProfile(otherNetworkProfile(apiBase, info.addresses), staticPort);
});

test.afterAll(async () => {
  await app?.close();
  for (const child of children) {
    child.kill('SIGKILL');
    await processes?.exited(child);
  }
  cluster?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test("every built page of another network's profile loads from an api process, with no dev wallet or /devnet link", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const failed: string[] = [];
  const ownOrigin: string[] = [];
  let apiReads = 0;
  page.on('requestfailed', (request) => failed.push(`${request.url()} ${request.failure()?.errorText}`));
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(apiBase)) apiReads += 1;
    // the static server has no API: a read of its own /api or /devnet would be a path the profile missed
    if (url.startsWith(app!.base) && /^\/(?:api|devnet|tokens\.json)/.test(new URL(url).pathname)) ownOrigin.push(url);
  });
  await installStandardWallet(page, chainBase, info.accounts[0]!.address);
  for (const route of exampleRoutes(info.addresses).filter((r) => r.built)) {
    await page.goto(`${app!.base}${route.url}`);
    await expect(page.getByRole('banner'), route.id).toBeVisible();
    await expect(page.locator('main'), route.id).not.toBeEmpty();
    await expect(page.getByRole('heading', { name: 'Page not found' }), route.id).toHaveCount(0);
    await expect(page.locator('main [data-testid="spinner"], main [data-skeleton]'), route.id).toHaveCount(0, {
      timeout: 30_000,
    });
    await expect(page.locator('[data-tycho-dev-wallet-dock]'), route.id).toHaveCount(0);
    await expect(page.locator('a[href*="/devnet"]'), route.id).toHaveCount(0);
    await expect(page.locator('script[src*="devwallet"]'), route.id).toHaveCount(0);
  }
  expect(failed.filter((line) => !line.includes('ERR_ABORTED'))).toEqual([]);
  expect(ownOrigin).toEqual([]);
  expect(apiReads).toBeGreaterThan(0);
});

test("without a wallet extension a swap quotes through the profile's DEX service and names the wallet to install", async ({
  page,
}) => {
  const [qube, usdt] = [info.addresses['token:QUBE']!, info.addresses['token:USDT']!];
  const dexReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${apiBase}/api/v2`)) dexReads.push(request.url());
  });
  await page.goto(`${app!.base}/swap/${qube}/${usdt}`);
  await expect(page.getByTestId('wallet-install-prompt')).toContainText('Wallet extension not found');
  await page.getByTestId('swap-amount-left').fill('1');
  await expect(page.getByTestId('swap-bill')).toBeVisible();
  expect(dexReads.length).toBeGreaterThan(0);
});

test('a swap signs through a standard injected provider and its result is read through the api process', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const trader = info.accounts[0]!.address;
  const [qube, usdt] = [info.addresses['token:QUBE']!, info.addresses['token:USDT']!];
  const wallet: StandardWallet = await installStandardWallet(page, chainBase, trader);
  try {
    await page.goto(`${app!.base}/swap/${qube}/${usdt}`);
    await expect(page.getByTestId('wallet-install-prompt')).toHaveCount(0);
    await page
      .getByRole('button', { name: /connect wallet/i })
      .first()
      .click();
    await expect(page.getByTestId('wallet-address').first()).toBeAttached();
    await expect(page.getByTestId('swap-balance-left')).not.toHaveAttribute('data-units', '0');
    const usdtBefore = await unitsOf(page, 'swap-balance-right');

    await page.getByTestId('swap-amount-left').fill('1');
    await expect(page.getByTestId('swap-bill')).toBeVisible();
    await expect(swapSubmit(page)).toHaveAttribute('data-state', 'ready');
    await swapSubmit(page).click();
    await confirmSwap(page);
    await expect(
      page
        .locator('.Toastify__toast')
        .filter({ hasText: /Swap succeeded: received/ })
        .last(),
    ).toBeVisible({ timeout: 45_000 });
    await expect.poll(() => unitsOf(page, 'swap-balance-right')).toBeGreaterThan(usdtBefore);

    // one transfer was signed, from the trader, through the standard sendMessage; no other method was asked for
    expect(wallet.refused).toEqual([]);
    expect(wallet.calls).toContain('requestPermissions');
    expect(wallet.sent).toHaveLength(1);
    expect(String(wallet.sent[0]!.sender).toLowerCase()).toBe(trader.toLowerCase());

    // the api process, which runs no network, shows the trader's swap
    await expect
      .poll(async () => {
        const response = await fetch(`${apiBase}/api/v2/transactions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ userAddress: trader, limit: 10, offset: 0 }),
        });
        const body = (await response.json()) as { totalCount?: number; transactions?: { eventType?: string }[] };
        return (body.transactions ?? []).some((t) => /swap/i.test(String(t.eventType)));
      })
      .toBe(true);
  } finally {
    wallet.close();
  }
});
