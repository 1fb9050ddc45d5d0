/**
 * Where each page's largest paint comes from, for a visitor on a phone (Lighthouse's mobile run, issue 37): a route of
 * FIRST_SCREEN_ROUTES arrives with its first screen (the server's, inert until React's first commit) and nothing the
 * page shows later, with its data or after the wallet check, is larger than what that screen painted; any other route
 * arrives with the boot frame. A layout assertion on the browser's own largest-contentful-paint entries, not a timing one.
 */
import { expect, test } from '@playwright/test';
import { FIRST_SCREEN_ROUTES } from '../src/app/prerender/firstScreenRoutes';
import { NO_WALLET_BASE_URL } from './support';
import { BUILT_ROUTE_IDS, routeExamples, settle } from './routes';

// Lighthouse's phone: its screen, its user agent, and a mobile browser's overlay scrollbars (a desktop scrollbar's
// width would make a text wrap differently once the page grows taller than the screen)
const PHONE = {
  viewport: { width: 412, height: 823 },
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
};

interface Paint {
  fromFirstScreen: boolean;
  text: string | null;
  size: number;
}

for (const id of BUILT_ROUTE_IDS) {
  const routeId = id === 'pool (N-pool)' ? 'pool' : id;
  const expected = FIRST_SCREEN_ROUTES.has(routeId);
  test(`${id}: ${expected ? 'its first screen holds the largest paint' : 'arrives with the boot frame'}`, async ({
    browser,
    page: anyPage,
  }) => {
    const route = (await routeExamples(anyPage)).find((r) => r.id === id)!;
    const context = await browser.newContext({ ...PHONE, baseURL: NO_WALLET_BASE_URL });
    try {
      const page = await context.newPage();
      await page.addInitScript(() => {
        const paints: Paint[] = [];
        (window as unknown as { paints: Paint[] }).paints = paints;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; size: number })[]) {
            paints.push({
              fromFirstScreen: !!entry.element?.closest('.first-screen'),
              text: entry.element?.textContent?.slice(0, 80) ?? null,
              size: entry.size,
            });
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      const html = await (await page.request.get(route.url, { headers: { 'user-agent': PHONE.userAgent } })).text();
      expect(html.includes('class="first-screen"'), 'a first screen in the page').toBe(expected);
      expect(html.includes('<div class="boot-header"'), 'the boot frame in the page').toBe(!expected);
      if (!expected) return;
      await page.goto(route.url);
      await settle(page);
      // the wallet check has ended (a visitor: the install prompt) and the page's data is on screen
      await expect(page.getByTestId('wallet-install-prompt')).toBeVisible();
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const paints = await page.evaluate(() => (window as unknown as { paints: Paint[] }).paints);
      expect(paints.length).toBeGreaterThan(0);
      expect(paints.at(-1), JSON.stringify(paints)).toMatchObject({ fromFirstScreen: true });
    } finally {
      await context.close();
    }
  });
}

test("the server renders the swap page's first screen as this browser's first render will look (its hint cookies)", async ({
  browser,
  page,
}) => {
  // a visitor without a wallet extension: the greeting is in the first screen until it is closed
  const context = await browser.newContext({ ...PHONE, baseURL: NO_WALLET_BASE_URL });
  try {
    const visitor = await context.newPage();
    const first = async () => (await visitor.request.get('/swap')).text();
    expect(await first()).toContain('data-testid="swap-greeting"');
    await visitor.goto('/swap');
    await expect(visitor.locator('#root > .first-screen')).toHaveCount(0);
    await visitor.getByRole('button', { name: 'Close the greeting' }).click();
    await expect(visitor.getByTestId('swap-greeting')).toHaveCount(0);
    const closed = await first();
    expect(closed).toContain('class="first-screen"');
    expect(closed).not.toContain('swap-greeting');
  } finally {
    await context.close();
  }
  // a browser whose wallet extension announced itself (the dev wallet): after its first visit the greeting waits for
  // the wallet check in the first screen too, as it does in the app
  expect(await (await page.request.get('/swap')).text()).toContain('data-testid="swap-greeting"');
  await page.goto('/swap');
  await expect(page.locator('#root > .first-screen')).toHaveCount(0);
  await expect(page.getByTestId('swap-greeting')).toBeVisible();
  const announced = await (await page.request.get('/swap')).text();
  expect(announced).toContain('class="first-screen"');
  expect(announced).not.toContain('swap-greeting');
});
