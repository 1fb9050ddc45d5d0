/**
 * What a page fetches and runs before its first render (issue 17): the route's stylesheets come with the entry as
 * style preloads that the screen's loader then reuses; the first script (public/start.js: ICU warm-up, then the app's
 * scripts once the first paint is reported) runs under the content security policy before the app formats its first
 * number; index.html's frame paints the logo before any of the app's code runs.
 */
import { expect, test, type Page } from '@playwright/test';
import { routeExamples } from './routes';

/** Holds the app's boot chunk back until the returned function is called: the page shows its HTML alone meanwhile. */
async function holdBootChunk(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/boot-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test("a page's stylesheets come inline with its first screen, each file fetched once and none applied twice", async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && /preload/i.test(message.text())) warnings.push(message.text());
  });
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.css')) stylesheets.push(new URL(request.url()).pathname);
  });
  const pool = (await routeExamples(page)).find((r) => r.id === 'pool');
  const html = await (await page.request.get(pool!.url)).text();
  // the entry's and the screen's stylesheets are inline, each also linked for print only
  const printed = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)" media="print">/g)].map((match) => match[1]!);
  expect(printed.length).toBeGreaterThan(1);
  await page.goto(pool!.url);
  await expect(page.getByTestId('pool-page')).toBeVisible();
  // the live page, not the server's first screen
  await expect(page.locator('#root > .first-screen')).toHaveCount(0);
  await expect(page.getByTestId('pool-title')).not.toHaveText(/^0:/);
  // the screen's code did not add them again as stylesheets for the screen (the same rules as a new stylesheet made
  // the browser restyle and repaint the whole page: a long task)
  const applied = await page
    .locator('head link[rel="stylesheet"]')
    .evaluateAll((links) =>
      (links as HTMLLinkElement[]).filter((link) => link.media !== 'print').map((link) => new URL(link.href).pathname),
    );
  for (const file of printed) expect(applied).not.toContain(file);
  // and no file was fetched twice
  for (const file of new Set(stylesheets)) expect(stylesheets.filter((path) => path === file)).toHaveLength(1);
  // a preload the browser cannot reuse (another credentials mode) is reported as a warning and fetched twice
  expect(warnings).toEqual([]);
});

test('the first script warms ICU up under the content security policy', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { icuCallers: string[] }).icuCallers = calls;
    const original = Intl.NumberFormat.supportedLocalesOf;
    Intl.NumberFormat.supportedLocalesOf = function (...args: Parameters<typeof original>) {
      const script = document.currentScript as HTMLScriptElement | null;
      calls.push(script?.src ? new URL(script.src).pathname : 'app');
      return original.apply(this, args);
    };
  });
  await page.goto('/swap');
  await expect(page.getByTestId('swap-submit')).toBeVisible();
  const callers = await page.evaluate(() => (window as unknown as { icuCallers: string[] }).icuCallers);
  expect(callers).toContain('/start.js');
  expect(violations).toEqual([]);
});

test("a page arrives with its first screen, painted before the app's scripts run, and React puts the live page in its place", async ({
  page,
}) => {
  // the app's own code is held back: what is on screen meanwhile comes from the server's HTML alone
  const release = await holdBootChunk(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/pools', { waitUntil: 'commit' });
  const first = page.locator('#root > .first-screen');
  await expect(first.getByRole('heading', { level: 1, name: 'Pools' })).toBeVisible();
  await expect(first.getByTestId('wallet-checking')).toBeVisible();
  // inert until the app is live: nothing in it takes focus or clicks
  expect(await first.evaluate((node) => (node as HTMLElement).inert)).toBe(true);
  // the browser counted it as the page's first contentful paint
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
  const heading = await first.getByRole('heading', { level: 1 }).boundingBox();
  const logo = await first.locator('header a svg').boundingBox();

  release();
  await expect(first).toHaveCount(0);
  const live = page.getByRole('heading', { level: 1, name: 'Pools' });
  await expect(live).toBeVisible();
  // the live page is where the first screen was: nothing moves when React takes over
  expect(await live.boundingBox()).toEqual(heading);
  expect(await page.locator('header a svg').boundingBox()).toEqual(logo);
});

test('page-not-found arrives with the boot frame: the logo, painted before the scripts run', async ({ page }) => {
  const release = await holdBootChunk(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/no-such-page', { waitUntil: 'commit' });
  const bootLogo = page.locator('.boot-mark');
  await expect(bootLogo).toBeVisible();
  await expect(page.locator('.boot-name')).toHaveText('Tycho DEX');
  const before = await bootLogo.boundingBox();
  expect(await page.locator('header').count()).toBe(0);
  release();
  const appLogo = page.locator('header a svg');
  await expect(appLogo).toBeVisible();
  await expect(bootLogo).toHaveCount(0);
  expect(await appLogo.boundingBox()).toEqual(before);
});

test('a page in another language arrives with its first screen in that language', async ({ page }) => {
  await page.goto('/pools');
  await page.getByTestId('language-switch').selectOption('ko');
  await expect(page.getByRole('heading', { level: 1, name: '풀' })).toBeVisible();
  const html = await (await page.request.get('/pools')).text();
  expect(html).toContain('<html lang="ko">');
  expect(html).toMatch(/<h1[^>]*>풀<\/h1>/);
});

test("the app's scripts are not in the page: the first script adds them after the first paint", async ({ page }) => {
  // a page without a first screen (page-not-found) keeps the boot frame and preloads its files at once
  const missing = await (await page.request.get('/no-such-page')).text();
  expect(missing).not.toContain('<script type="module"');
  expect(missing).toContain('<div class="boot-header"');
  expect(missing).toMatch(/<link rel="modulepreload" crossorigin href="[^"]+\/boot-[^"]+\.js" data-start>/);
  // a page with its first screen downloads nothing of the app before that screen is painted
  const html = await (await page.request.get('/pools')).text();
  expect(html).not.toContain('<script type="module"');
  expect(html).not.toContain('rel="modulepreload"');
  const marked = [...html.matchAll(/<link rel="tycho-start" href="([^"]+)">/g)].map((match) => match[1]);
  expect(marked.some((src) => /\/assets\/boot-[^/]+\.js$/.test(src!))).toBe(true);
  await page.goto('/pools');
  await expect(page.getByTestId('pools-add-liquidity')).toBeVisible();
  await expect(page.locator('#root > .first-screen')).toHaveCount(0);
  const scripts = await page
    .locator('script[type="module"]')
    .evaluateAll((nodes) => nodes.map((node) => new URL((node as HTMLScriptElement).src).pathname));
  expect(scripts).toEqual(marked);
  // the route's files were preloaded once the page had painted
  const later = [...html.matchAll(/<link rel="tycho-preload" href="([^"]+)">/g)].map((match) => match[1]);
  expect(later.length).toBeGreaterThan(0);
  const preloaded = await page
    .locator('head link[rel="modulepreload"], head link[rel="preload"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  for (const file of later) expect(preloaded).toContain(file);
});
