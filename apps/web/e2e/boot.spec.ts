/**
 * What a page fetches and runs before its first render (issue 17): the route's stylesheets come with the entry as
 * style preloads that the screen's loader then reuses; the first script (public/start.js: ICU warm-up, then the app's
 * scripts once the first paint is reported) runs under the content security policy before the app formats its first
 * number; index.html's frame paints the logo before any of the app's code runs.
 */
import { expect, test } from '@playwright/test';
import { routeExamples } from './routes';

test("a page preloads its screen's stylesheets and fetches each one once", async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && /preload/i.test(message.text())) warnings.push(message.text());
  });
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.css')) stylesheets.push(new URL(request.url()).pathname);
  });
  const pool = (await routeExamples(page)).find((r) => r.id === 'pool');
  await page.goto(pool!.url);
  await expect(page.getByTestId('pool-page')).toBeVisible();

  const preloaded = await page
    .locator('head link[rel="preload"][as="style"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(preloaded.length).toBeGreaterThan(0);
  // the screen's loader added each preloaded file as a stylesheet: the styles are applied, not only fetched
  const applied = await page.evaluate(() =>
    [...document.styleSheets].map((sheet) => (sheet.href ? new URL(sheet.href).pathname : '')),
  );
  for (const file of preloaded) {
    expect(applied).toContain(file);
    expect(stylesheets.filter((path) => path === file)).toHaveLength(1);
  }
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

test("index.html paints the header's logo before the app's scripts run, where the app's header then shows it", async ({
  page,
}) => {
  // the app's own code is held back: what is on screen meanwhile comes from index.html alone
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/boot-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/swap', { waitUntil: 'commit' });
  const bootLogo = page.locator('.boot-mark');
  await expect(bootLogo).toBeVisible();
  await expect(page.locator('.boot-name')).toHaveText('Tycho DEX');
  // the browser counted it as the page's first contentful paint
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
  const before = await bootLogo.boundingBox();
  expect(await page.locator('header').count()).toBe(0);

  release();
  const appLogo = page.locator('header a svg');
  await expect(appLogo).toBeVisible();
  await expect(bootLogo).toHaveCount(0);
  expect(await appLogo.boundingBox()).toEqual(before);
});

test("the app's scripts are not in the page: the first script adds its module preloads as scripts", async ({
  page,
}) => {
  const html = await (await page.request.get('/swap')).text();
  expect(html).not.toContain('<script type="module"');
  const marked = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" data-start>/g)].map(
    (match) => match[1],
  );
  expect(marked.some((src) => /\/assets\/boot-[^/]+\.js$/.test(src!))).toBe(true);
  await page.goto('/swap');
  await expect(page.getByTestId('swap-submit')).toBeVisible();
  const scripts = await page
    .locator('script[type="module"]')
    .evaluateAll((nodes) => nodes.map((node) => new URL((node as HTMLScriptElement).src).pathname));
  expect(scripts).toEqual(marked);
});
