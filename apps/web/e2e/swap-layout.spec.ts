import { expect, test, type Page, type Route } from '@playwright/test';
import { expectNoSeriousA11yViolations, swapSubmit, tokenRoot } from './support';

// Spec 2.2 and 9: the chart shows on medium and wider screens, with breakpoints at 640 and 960 px; loading states
// show a spinner (4.3).
const box = async (page: Page, testId: string) => (await page.getByTestId(testId).boundingBox())!;

test('the chart: none below 640 px, below the card from 640 px, beside it from 960 px', async ({ page }) => {
  const [usdt, qube] = [await tokenRoot(page, 'USDT'), await tokenRoot(page, 'QUBE')];
  await page.setViewportSize({ width: 600, height: 900 });
  await page.goto(`/swap/${usdt}/${qube}`);
  await expect(page.getByTestId('swap-transactions')).toBeVisible();
  await expect(page.getByTestId('swap-chart-section')).toHaveCount(0);

  await page.setViewportSize({ width: 800, height: 900 });
  await expect(page.getByTestId('swap-chart')).toHaveAttribute('data-state', /ready|empty/);
  let [card, chart] = [await box(page, 'swap-card'), await box(page, 'swap-chart-section')];
  expect(chart.y).toBeGreaterThanOrEqual(card.y + card.height);
  expect(chart.width).toBeGreaterThan(card.width);

  await page.setViewportSize({ width: 959, height: 900 });
  [card, chart] = [await box(page, 'swap-card'), await box(page, 'swap-chart-section')];
  expect(chart.y).toBeGreaterThanOrEqual(card.y + card.height);

  await page.setViewportSize({ width: 960, height: 900 });
  await expect(async () => {
    [card, chart] = [await box(page, 'swap-card'), await box(page, 'swap-chart-section')];
    // side by side: the chart on the left, the card on the right, starting on the same row
    expect(chart.x + chart.width).toBeLessThanOrEqual(card.x);
    expect(chart.y).toBeLessThan(card.y + card.height);
    expect(card.y).toBeLessThan(chart.y + chart.height);
  }).toPass();
  // the pool's transactions below both
  const transactions = await box(page, 'swap-transactions');
  expect(transactions.y).toBeGreaterThanOrEqual(Math.max(card.y + card.height, chart.y + chart.height));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(960);
});

test('a quote on its way and the chart on its way show a spinner with their label', async ({ page }) => {
  const [usdt, qube] = [await tokenRoot(page, 'USDT'), await tokenRoot(page, 'QUBE')];
  // hold the answers: the loading states stay until released (a request the page gave up is already handled)
  const held: Route[] = [];
  await page.route('**/pairs/left/*/right/*/ohlcv', (route) => void held.push(route));
  await page.route('**/pools/cross_swap_route', (route) => void held.push(route));
  await page.goto(`/swap/${usdt}/${qube}`);
  const chartLoading = page.getByTestId('swap-chart-loading');
  await expect(chartLoading.getByRole('status')).toHaveText('Loading chart…');
  await expect(chartLoading.getByTestId('spinner')).toBeVisible();

  await page.getByTestId('swap-amount-left').fill('10');
  await expect(swapSubmit(page)).toHaveAttribute('data-state', 'loading');
  await expect(swapSubmit(page)).toHaveAttribute('aria-busy', 'true');
  await expect(swapSubmit(page).getByTestId('spinner')).toBeVisible();
  await expect(swapSubmit(page)).toHaveAccessibleName('Loading…');
  await expectNoSeriousA11yViolations(page);

  await page.unrouteAll();
  await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
  await expect(page.getByTestId('swap-chart')).toHaveAttribute('data-state', /ready|empty/);
  await expect(swapSubmit(page)).toHaveAttribute('data-state', 'connect');
  await expect(swapSubmit(page).getByTestId('spinner')).toHaveCount(0);
});
