import { expect, type Page } from '@playwright/test';
import { test } from './connected';
import { routeExamples, settle } from './routes';

// Issue 39: at 390 px no table cell's text is cut. A cell is cut when its text is wider than its box, or when it
// lies beyond the screen's edge in a table that shows no scroll cue. Tables become cards below 640 px (the limit
// orders, the transactions, the proposal votes) or fit. Every screen with a table, wallet connected.

const TABLE_ROUTES = [
  'limit',
  'pools',
  'pool',
  'tokens',
  'token',
  'farming',
  'farmingPool',
  'gauges',
  'gauge',
  'dao',
  'daoEpoch',
  'daoProposals',
  'daoProposal',
  'daoWhitelisting',
  'portfolioAddress',
];

/** The cut cells of the page: clipped text, or a cell past the screen's edge with no scroll cue. */
async function cutCells(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const hidden = (el: Element) => {
      for (let e: Element | null = el; e; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (style.clipPath !== 'none' || style.display === 'none' || style.visibility === 'hidden') return true;
      }
      return false;
    };
    const out: string[] = [];
    for (const cell of document.querySelectorAll('main td, main th')) {
      const r = cell.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || hidden(cell)) continue;
      const text = (cell.textContent ?? '').trim().slice(0, 30);
      if (cell.scrollWidth > cell.clientWidth + 1) out.push(`text wider than its cell: "${text}"`);
      else if (r.right > window.innerWidth + 1 && !cell.closest('[data-scroll-cue]'))
        out.push(`beyond the edge without a scroll cue: "${text}"`);
    }
    return [...new Set(out)];
  });
}

test('at 390 px no table cell is cut on any screen with a table', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const routes = (await routeExamples(page)).filter((r) => TABLE_ROUTES.includes(r.id));
  expect(routes.map((r) => r.id).sort()).toEqual([...TABLE_ROUTES].sort());
  const found: Record<string, string[]> = {};
  let tables = 0;
  for (const route of routes) {
    await page.goto(route.url);
    await settle(page);
    await page.waitForTimeout(500);
    tables += await page.locator('main table').count();
    const cut = await cutCells(page);
    if (cut.length) found[route.url] = cut;
  }
  expect(tables).toBeGreaterThan(0);
  expect(found).toEqual({});
});

test('the limit orders are one card per order at 390 px, a table at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/limit');
  const row = page.getByTestId('limit-order-row').first();
  await expect(row).toBeVisible();
  // a card: each value labelled with its column, everything inside the screen
  expect(await row.evaluate((el) => getComputedStyle(el).display)).toBe('grid');
  const state = row.locator('td[data-label="State"]');
  await expect(state).toBeVisible();
  const box = (await row.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await cutCells(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await row.evaluate((el) => getComputedStyle(el).display)).toBe('table-row');
  await expect(page.getByTestId('limit-orders-table').getByRole('columnheader', { name: 'State' })).toBeVisible();
});

test('the proposals are one card per proposal at 390 px, their status inside the screen; a table at 1280 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dao/proposals');
  const card = page.getByTestId('proposal-row').first();
  await expect(card).toBeVisible();
  expect(await card.evaluate((el) => el.tagName)).toBe('LI');
  const status = card.getByTestId('proposal-state');
  await expect(status).toBeVisible();
  const box = (await status.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByTestId('proposal-row').first()).toHaveJSProperty('tagName', 'TR');
});
