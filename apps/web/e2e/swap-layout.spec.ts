import { expect, test, type Page, type Route } from '@playwright/test';
import { connectWallet, expectNoSeriousA11yViolations, swapSubmit, tokenRoot } from './support';

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

/** The exact decimal text of smallest units (what the tooltip shows, without the digit groups). */
const exactOf = (units: bigint, decimals: number) => {
  const text = units.toString().padStart(decimals + 1, '0');
  const fraction = text.slice(-decimals).replace(/0+$/, '');
  return fraction ? `${text.slice(0, -decimals)}.${fraction}` : text.slice(0, -decimals);
};

test('a shortened balance shows the exact amount on hover and on keyboard focus', async ({ page }) => {
  const [usdt, qube] = [await tokenRoot(page, 'USDT'), await tokenRoot(page, 'QUBE')];
  await page.goto(`/swap/${usdt}/${qube}`);
  await connectWallet(page, 'Erin');
  // the card's balance: Erin's USDT is shortened ("…K"), its exact amount in the tooltip
  const field = page.getByTestId('swap-balance-left');
  const amount = page.getByTestId('swap-balance-left-amount');
  await expect(amount).toHaveAttribute('data-exact', /\d/);
  const exact = (await amount.getAttribute('data-exact'))!;
  expect(exact.replace(/ /g, '')).toBe(exactOf(BigInt((await field.getAttribute('data-units'))!), 6));
  await expect(amount).not.toHaveText(exact);
  const tip = amount.getByTestId('amount-exact');
  await expect(tip).toBeHidden();
  await amount.hover();
  await expect(tip).toBeVisible();
  await expect(tip).toHaveText(exact);
  await page.mouse.move(0, 0);
  await expect(tip).toBeHidden();
  // keyboard: from the amount field back to the balance (past Max); Escape hides the tooltip
  await page.getByTestId('swap-amount-left').focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(amount).toBeFocused();
  await expect(tip).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();

  // the header's balance sits in the wallet button: its hover and its keyboard focus show the exact amount
  const walletAmount = page.getByTestId('wallet-balance').locator('[data-exact]');
  await expect(walletAmount).toHaveCount(1);
  const walletTip = walletAmount.getByTestId('amount-exact');
  await page.getByTestId('wallet-button').hover();
  await expect(walletTip).toBeVisible();
  await expect(walletTip).toHaveText((await walletAmount.getAttribute('data-exact'))!);
  await page.mouse.move(0, 0);
  await expect(walletTip).toBeHidden();
  await page.getByTestId('swap-amount-left').focus();
  await page.keyboard.press('Tab'); // keyboard mode on: the next focus is a visible one
  await page.getByTestId('wallet-button').focus();
  await expect(walletTip).toBeVisible();

  // the token picker's balances, the same way
  await page.getByTestId('swap-token-right').click();
  const dialog = page.getByRole('dialog', { name: 'Select a token' });
  const listAmount = dialog.getByTestId('token-list-balance').locator('[data-exact]').first();
  await expect(listAmount).toBeVisible();
  await listAmount.hover();
  await expect(listAmount.getByTestId('amount-exact')).toBeVisible();
  await expect(listAmount.getByTestId('amount-exact')).toHaveText((await listAmount.getAttribute('data-exact'))!);
  await expectNoSeriousA11yViolations(page);
});
