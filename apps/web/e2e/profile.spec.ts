import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { expect, test } from '@playwright/test';
import { applyProfile } from '../../server/src/profile/apply';
import { readProfile, type Profile } from '../../server/src/profile/profile';
import { exampleRoutes } from './routeExamples';
import { NO_WALLET_BASE_URL, type DevnetInfo } from './support';

/**
 * Issue 44, network profiles: the built app written with a profile of "another network" by `npm run profile -- apply`
 * and served by a plain static file server on its own port; its services are the visitor server's APIs on another
 * origin (CORS_ORIGINS in playwright.config.ts). Every built page loads with no dev wallet dock and no `/devnet` link,
 * and a swap quotes through the other origin.
 */
const STATIC_PORT = Number(process.env.E2E_PORT ?? 4180) + 2;
const STATIC_BASE = `http://127.0.0.1:${STATIC_PORT}`;
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

// one static server for both tests: they run in one worker, one after the other
test.describe.configure({ mode: 'serial' });

let dist = '';
let server: Server | undefined;
let info: DevnetInfo;

/** A static file server of `root` that answers index.html for every path that is not a file (client routes). */
function serveStatic(root: string): Promise<Server> {
  const files = createServer((request, response) => {
    const path = normalize(decodeURIComponent((request.url ?? '/').split('?')[0]!)).replace(/^(\.\.[/\\])+/, '');
    let file = join(root, path);
    if (!file.startsWith(root) || !statSync(file, { throwIfNoEntry: false })?.isFile()) file = join(root, 'index.html');
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((done) => files.listen(STATIC_PORT, '127.0.0.1', () => done(files)));
}

test.beforeAll(async ({ request }) => {
  info = (await (await request.get(`${NO_WALLET_BASE_URL}/devnet/info`)).json()) as DevnetInfo;
  const a = info.addresses;
  const api = (path: string) => `${NO_WALLET_BASE_URL}${path}`;
  const profile: Profile = {
    ...readProfile('profiles/example-public.json'),
    name: 'Other network',
    coin: { symbol: 'TYCHO', decimals: 9, wrappedSymbol: 'WTYCHO' },
    api: {
      dex: api('/api/v2'),
      tokens: api('/api/tokens/v1'),
      farming: api('/api/farming/v1'),
      gauges: api('/api/gauges/v1'),
      dao: api('/api/qube-dao/v1'),
      governance: api('/api/governance/v1'),
      limitOrders: api('/api/limit/v1'),
      portfolio: api('/api/portfolio/v1'),
      tokenList: api('/tokens.json'),
      upgradableTokens: api('/upgradable-tokens.json'),
    },
    roots: {
      dexRoot: a.dexRoot ?? '',
      voteEscrow: a.voteEscrow ?? '',
      daoRoot: a.daoRoot ?? '',
      gaugeFactory: a.gaugeFactory ?? '',
      farmFabric: a.farmFabric ?? '',
      limitOrderFactory: a.limitOrderFactory ?? '',
      tokenFactory: a.tokenFactory ?? '',
      wrappedCoin: a.wtycho ?? '',
    },
  };
  dist = mkdtempSync(join(tmpdir(), 'tycho-profile-dist-'));
  cpSync('apps/web/dist', dist, { recursive: true });
  writeFileSync(join(dist, 'other.json'), JSON.stringify(profile));
  applyProfile(join(dist, 'other.json'), dist);
  server = await serveStatic(dist);
});

test.afterAll(async () => {
  await new Promise((done) => (server ? server.close(done) : done(undefined)));
  if (dist) rmSync(dist, { recursive: true, force: true });
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
