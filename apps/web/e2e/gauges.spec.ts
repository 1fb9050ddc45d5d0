import { expect, test } from '@playwright/test';
import { connectWallet, expectNoSeriousA11yViolations } from './support';

const cards = (page: import('@playwright/test').Page) => page.getByTestId('gauge-card');

test('farming: the seeded gauges with TVL and APR, the connected account’s positions marked', async ({ page }) => {
  await page.goto('/farming');
  await expect(page.getByRole('heading', { level: 1, name: 'Farming' })).toBeVisible();
  await expect(cards(page)).toHaveCount(3);
  await expect(cards(page).filter({ hasText: 'QUBE/USDT' })).toHaveCount(1);
  for (const tvl of await page.getByTestId('gauge-tvl').allTextContents()) expect(tvl).toMatch(/^\$[1-9]/);
  for (const apr of await page.getByTestId('gauge-apr').allTextContents())
    expect(apr).toMatch(/^[\d\s,.]+% – [\d\s,.]+%$/);
  await expect(page.getByTestId('gauge-mine')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await connectWallet(page, 'Alice');
  // Alice holds positions in QUBE/USDT and WTYCHO/USDT (the seed), not in USDT/USDC
  await expect(page.getByTestId('gauge-mine')).toHaveCount(2);
  await expect(cards(page).filter({ hasText: 'USDT/USDC' }).getByTestId('gauge-mine')).toHaveCount(0);
});

test('farming on a narrow screen: no sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/gauges');
  await expect(cards(page)).toHaveCount(3);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
