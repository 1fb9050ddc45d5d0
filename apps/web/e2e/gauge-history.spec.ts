import { expect, test, type Page } from '@playwright/test';
import { connectFreshWallet } from './builder-support';
import { connectWallet, devnetInfo, expectNoSeriousA11yViolations } from './support';

// The gauge page's histories: TVL, min and max APR charts (H1/D1), the connected user's LP over time, and the QUBE
// and extra-token reward rounds (start, end, speed and budget per token) with the shared pager.

const chart = (page: Page, testId = 'gauge-chart') => page.getByTestId(testId);

async function openQubeUsdt(page: Page) {
  const a = (await devnetInfo(page)).addresses;
  await page.goto(`/gauges/${a['gauge:QUBE-USDT']}`);
  await expect(page.getByRole('heading', { level: 1, name: 'QUBE/USDT' })).toBeVisible();
  return a;
}

test('gauge page: TVL, min APR and max APR charts over H1 and D1', async ({ page }) => {
  const a = await openQubeUsdt(page);
  await expect(chart(page)).toHaveAttribute('data-state', 'ready');
  await expect(chart(page)).toHaveAttribute('aria-label', 'TVL');
  // the seeded gauge holds LP: its TVL is above zero at the last point
  expect(Number(await chart(page).getAttribute('data-last'))).toBeGreaterThan(0);
  for (const [kind, label] of [
    ['MinApr', 'Min APR'],
    ['MaxApr', 'Max APR'],
  ] as const) {
    await page.getByTestId(`gauge-graph-${kind}`).click();
    await expect(page.getByTestId(`gauge-graph-${kind}`)).toHaveAttribute('aria-pressed', 'true');
    await expect(chart(page)).toHaveAttribute('aria-label', label);
    await expect(chart(page)).toHaveAttribute('data-state', 'ready');
  }
  // max APR is QUBE's base × (2 + 1.5, lock and veQUBE) plus the extra token's × 2: the last points are in the
  // list's max-to-min ratio, between ×2 and ×3.5
  const maxLast = Number(await chart(page).getAttribute('data-last'));
  await page.getByTestId('gauge-graph-MinApr').click();
  await expect(chart(page)).toHaveAttribute('aria-label', 'Min APR');
  await expect(chart(page)).toHaveAttribute('data-state', 'ready');
  const minLast = Number(await chart(page).getAttribute('data-last'));
  const response = await page.request.post('/api/gauges/v1/gauges/get', {
    data: { gaugeAddress: a['gauge:QUBE-USDT'] },
  });
  const { gauge } = (await response.json()) as { gauge: { minApr: string; maxApr: string } };
  const ratio = Number(gauge.maxApr) / Number(gauge.minApr);
  expect(ratio).toBeGreaterThan(2);
  expect(ratio).toBeLessThan(3.5);
  expect(maxLast / minLast).toBeCloseTo(ratio, 3);
  await page.getByTestId('gauge-graph-timeframe-D1').click();
  await expect(page.getByTestId('gauge-graph-timeframe-D1')).toHaveAttribute('aria-pressed', 'true');
  await expect(chart(page)).toHaveAttribute('data-state', 'ready');
  // no wallet: no user chart
  await expect(chart(page, 'gauge-user-chart')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('gauge page: QUBE and extra-token reward rounds with dates, speed and budget', async ({ page }) => {
  await openQubeUsdt(page);
  const rounds = page.getByTestId('gauge-rounds');
  await expect(rounds).toHaveAttribute('data-source', 'qube');
  // QUBE rounds come from the DAO's epoch distributions of the seeded history
  await expect(rounds.getByTestId('gauge-round').first()).toBeVisible();
  await expect(rounds.getByTestId('gauge-round-token').first()).toContainText('QUBE');
  await expect(rounds.getByTestId('gauge-round-dates').first()).toContainText(/\w{3} \d{2}, \d{4}, \d{2}:\d{2} – /);
  await page.getByTestId('gauge-rounds-tokens').click();
  await expect(rounds).toHaveAttribute('data-source', 'tokens');
  // the gauge owner's BRIDGE round: 200 BRIDGE a day, open-ended (no budget)
  const bridge = rounds.getByTestId('gauge-round-token').filter({ hasText: 'BRIDGE' }).first();
  await expect(bridge).toHaveText(/^BRIDGE(199\.9\d*|200) per day · budget —$/);
  const pager = page.getByTestId('gauge-rounds-pager');
  if (await pager.isVisible()) {
    await pager.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByTestId('gauge-rounds-pager-info')).toContainText('Page 2');
  }
});

test('gauge page: the connected user’s LP over time ends at the LP deposited now', async ({ page }) => {
  await page.goto('/gauges');
  await connectWallet(page, 'Bob');
  await openQubeUsdt(page);
  await expect(page.getByTestId('gauge-balance-value')).toHaveText(/^[\d\s.]+ LP$/);
  const text = (await page.getByTestId('gauge-balance-value').textContent()) ?? '';
  const deposited = Number(/^([\d\s.]+) LP$/.exec(text)![1]!.replace(/\s/g, ''));
  expect(deposited).toBeGreaterThan(0);
  const user = chart(page, 'gauge-user-chart');
  await expect(user).toHaveAttribute('data-state', 'ready');
  expect(Number(await user.getAttribute('data-last'))).toBeCloseTo(deposited, 6);
});

test('gauge page: a user who never had LP in the gauge is told so, not shown a line at 0', async ({ page }) => {
  const a = (await devnetInfo(page)).addresses;
  await connectFreshWallet(page, `/gauges/${a['gauge:QUBE-USDT']}`);
  const user = chart(page, 'gauge-user-chart');
  await expect(user).toHaveAttribute('data-state', 'empty');
  await expect(user.getByTestId('gauge-user-chart-empty')).toHaveText('You had no LP in this gauge in this period');
  await expect(user.getByTestId('chart-canvas')).toHaveCount(0);
});
