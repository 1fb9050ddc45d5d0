import { expect, test, type Page } from '@playwright/test';
import { test as connectedTest } from './connected';
import { NO_WALLET_BASE_URL } from './support';
import { ROUTE_IDS, routeExamples, settle } from './routes';
import {
  delayTokenList,
  layoutShiftOf,
  layoutShifts,
  observeLayoutShifts,
  SHIFT_LIMIT as LIMIT,
} from './sweep-support';

// No page shifts as its data arrives (issue 17: CLS under 0.02 everywhere). A PerformanceObserver registered before
// the page's own scripts adds up every layout-shift entry without recent input (the sum of all of them: at least the
// CLS figure, which is the largest session window), from the first paint until the page's data has arrived (no
// spinner or skeleton left). A layout assertion, not a timing one: the page may take as long as it needs.

/**
 * Pages that still shift (none since 2026-11-23: the last remove-liquidity and calculator entries passed three runs in a
 * row and were removed): skipped here so the rest of the spec guards what is fixed; each entry names what moves.
 */
const KNOWN_SHIFTS: Readonly<Record<string, string>> = {};

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 800 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

test.beforeEach(async ({ page }) => {
  await delayTokenList(page);
  await page.addInitScript(observeLayoutShifts);
});

// A visitor without a wallet: the wallet check ends with the install prompt while the page loads.
for (const id of ROUTE_IDS) {
  test(`${id}, visitor: no layout shift while the page loads`, async ({ page }) => {
    test.fixme(!!KNOWN_SHIFTS[id], KNOWN_SHIFTS[id]);
    const route = (await routeExamples(page)).find((r) => r.id === id)!;
    const found: string[] = [];
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      const { total, detail } = await layoutShiftOf(page, NO_WALLET_BASE_URL + route.url);
      if (total > LIMIT) found.push(`${viewport.name}: ${total.toFixed(4)} (${detail})`);
    }
    expect(found, `${route.url} shifts`).toEqual([]);
  });
}

// A returning user whose wallet connects by itself on load, on every built screen: connected-screens.spec.ts.

// The N-pool add form waits for its tokens' decimals (the token list) before it appears: its balance lines never show
// "…" for amounts that lengthen them when they come (at 390 px the DEX balances below once moved down 24 px).
connectedTest(
  'poolLiquidityAdd, wallet connected: the form appears with its amounts, not before them',
  async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/tokens.json', async (route) => {
      await held;
      await route.continue();
    });
    const route = (await routeExamples(page)).find((r) => r.id === 'poolLiquidityAdd')!;
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(route.url);
    await expect(page.getByTestId('wallet-balance')).toHaveText(/\d/);
    await page.waitForTimeout(1500); // the pool, the wallet's balances and DEX account arrive meanwhile; not the list
    await expect(page.getByTestId('pool-add-amount-0')).toHaveCount(0);
    await expect(page.locator('main [data-skeleton]').first()).toBeVisible();
    release();
    await settle(page);
    for (const i of [0, 1, 2]) await expect(page.getByTestId(`pool-add-dex-balance-${i}`)).toHaveText(/: \d/);
  },
);

/** Holds the dev wallet's answers (the remembered account among them) until the returned function is called. */
async function holdWallet(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.routeWebSocket(/\/devwallet\/ws/, (ws) => {
    const server = ws.connectToServer();
    server.onMessage((message) => void held.then(() => ws.send(message)));
  });
  return release;
}

// The gauge page waits for a returning user's wallet to connect, rather than showing the visitor's version first and
// then the user's chart and position above the rest (at 390 px that moved the page by 0.034 once).
connectedTest('gauge, wallet connected: the page waits for the wallet check, then comes whole', async ({ page }) => {
  const release = await holdWallet(page);
  const route = (await routeExamples(page)).find((r) => r.id === 'gauge')!;
  await page.setViewportSize({ width: 390, height: 800 });
  const gaugeRead = page.waitForResponse((response) => response.url().endsWith('/gauges/get') && response.ok());
  await page.goto(route.url);
  await gaugeRead;
  await page.waitForTimeout(1000); // the gauge's figures have arrived; the wallet check has not ended
  await expect(page.getByTestId('wallet-checking')).toBeVisible();
  await expect(page.getByTestId('gauge-loading')).toBeAttached();
  await expect(page.getByText('Connect a wallet to deposit, withdraw and claim.')).toHaveCount(0);
  release();
  await expect(page.getByTestId('gauge-user-history')).toBeVisible();
  await expect(page.getByTestId('gauge-position')).toBeVisible();
});

// A returning user's wallet that connects only after the page's own data has come (a slow extension): the DAO pages
// draw the user's parts waiting from the first paint (the whitelist form as theirs, their proposals' sections, the
// balance page's hold), so the account's arrival moves nothing. Before, the whitelisting page's candidates moved up
// 16 px and the proposals list moved down under the user's sections.
const LATE_WALLET_PAGES = [
  { id: 'daoWhitelisting', loaded: 'dao-candidate' },
  { id: 'daoProposals', loaded: 'proposal-row' },
  { id: 'daoBalance', loaded: 'dao-balance-loading' },
] as const;
for (const { id, loaded } of LATE_WALLET_PAGES) {
  connectedTest(`${id}, wallet connected late: the account's arrival moves nothing`, async ({ page }) => {
    const release = await holdWallet(page);
    const route = (await routeExamples(page)).find((r) => r.id === id)!;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(route.url);
    await expect(page.getByTestId(loaded).first()).toBeVisible();
    await expect(page.getByTestId('wallet-checking')).toBeVisible();
    await expect(page.getByTestId('dao-connect')).toHaveCount(0);
    release();
    await expect(page.getByTestId('wallet-address').first()).toBeAttached();
    await settle(page);
    const { total, detail } = await layoutShifts(page);
    expect(total, detail).toBeLessThan(LIMIT);
  });
}
