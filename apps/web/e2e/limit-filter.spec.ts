import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support';

// The order tables' buy / sell / all filter (spec: "A filter of buy, sell or all exists") on the seeded QUBE/USDT
// book, as a visitor: the open orders list one side each, and All both again (the history and
// my orders are a wallet's own: the same query with the owner, unit-tested in limitForm.test.ts). Read-only.

const sides = (page: Page) =>
  page
    .getByTestId('limit-orders')
    .getByTestId('limit-order-row')
    .evaluateAll((rows) => rows.map((r) => r.querySelector('td')!.textContent!.trim()));

async function expectOnly(page: Page, filter: 'buy' | 'sell' | 'all') {
  await expect(page.getByTestId(`limit-filter-${filter}`)).toHaveAttribute('aria-checked', 'true');
  await expect
    .poll(async () => {
      const found = new Set(await sides(page));
      return [...found].sort().join(',');
    })
    .toBe(filter === 'buy' ? 'Buy' : filter === 'sell' ? 'Sell' : 'Buy,Sell');
}

test('buy, sell and all: each table lists the chosen side only, All both', async ({ page }) => {
  await page.goto('/limit');
  await expect(page.getByTestId('limit-orders').getByTestId('limit-order-row').first()).toBeVisible();
  // the seeded book has bids and asks on QUBE/USDT
  await expectOnly(page, 'all');
  await page.getByTestId('limit-filter-buy').click();
  await expectOnly(page, 'buy');
  await page.getByTestId('limit-filter-sell').click();
  await expectOnly(page, 'sell');
  await expectNoSeriousA11yViolations(page);
  await page.getByTestId('limit-filter-all').click();
  await expectOnly(page, 'all');
});
