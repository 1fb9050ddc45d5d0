import { expect, test } from '@playwright/test';
import { exampleRoutes } from './routeExamples';
import { NO_WALLET_BASE_URL, type DevnetInfo } from './support';
import { otherNetworkProfile, serveWithProfile, type StaticApp } from './staticProfile';

/**
 * Issue 44, network profiles: the built app written with a profile of "another network" by `npm run profile -- apply`
 * and served by a plain static file server on its own port; its services are the visitor server's APIs on another
 * origin (CORS_ORIGINS in playwright.config.ts). Every built page loads with no dev wallet dock and no `/devnet` link,
 * and a swap quotes through the other origin.
 */
const STATIC_PORT = Number(process.env.E2E_PORT ?? 4180) + 2;
const STATIC_BASE = `http://127.0.0.1:${STATIC_PORT}`;
// one static server for both tests: they run in one worker, one after the other
test.describe.configure({ mode: 'serial' });

let app: StaticApp | undefined;
let info: DevnetInfo;

test.beforeAll(async ({ request }) => {
  info = (await (await request.get(`${NO_WALLET_BASE_URL}/devnet/info`)).json()) as DevnetInfo;
  app = await serveWithProfile(otherNetworkProfile(NO_WALLET_BASE_URL, info.addresses), STATIC_PORT);
});

test.afterAll(async () => {
  await app?.close();
});

test("every built page of another network's profile loads without the dev wallet or a /devnet link", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const failed: string[] = [];
  const sameOrigin: string[] = [];
  let servicesRead = 0;
  page.on('requestfailed', (request) => failed.push(`${request.url()} ${request.failure()?.errorText}`));
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(NO_WALLET_BASE_URL)) servicesRead += 1;
    // the static server has no API: a read of this origin's /api or /devnet would be a path the profile missed
    if (/^http:\/\/127\.0\.0\.1:\d+\/(?:api|devnet|tokens\.json)/.test(url) && url.startsWith(STATIC_BASE))
      sameOrigin.push(url);
  });
  for (const route of exampleRoutes(info.addresses).filter((r) => r.built)) {
    await page.goto(`${STATIC_BASE}${route.url}`);
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
  // the pages read the other origin's services, and none of those reads was refused
  expect(failed.filter((line) => !line.includes('ERR_ABORTED'))).toEqual([]);
  expect(sameOrigin).toEqual([]);
  expect(servicesRead).toBeGreaterThan(0);
});

test("a swap quotes through the profile's DEX service on another origin", async ({ page }) => {
  const [qube, usdt] = [info.addresses['token:QUBE']!, info.addresses['token:USDT']!];
  const dexReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${NO_WALLET_BASE_URL}/api/v2`)) dexReads.push(request.url());
  });
  await page.goto(`${STATIC_BASE}/swap/${qube}/${usdt}`);
  await expect(page.getByTestId('wallet-install-prompt')).toContainText('Wallet extension not found');
  await page.getByTestId('swap-amount-left').fill('1');
  await expect(page.getByTestId('swap-bill')).toBeVisible();
  expect(dexReads.length).toBeGreaterThan(0);
});
