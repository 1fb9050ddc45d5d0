import { expect, test, type Page } from '@playwright/test';
import { connectWallet, devnetInfo, expectNoSeriousA11yViolations, tokenBalance } from './support';
import { claimOnGaugePage } from './farming-support';

/**
 * Reward vesting on a gauge: the seeded WTYCHO/USDT gauge pays QUBE at once and vests half of each USDT reward over
 * 30 days (packages/devnet/src/seed/gauges.ts). Alice holds a seeded deposit there.
 */

async function openWtychoGauge(page: Page) {
  await page.goto('/gauges');
  await page.getByTestId('gauge-card').filter({ hasText: 'WTYCHO/USDT' }).getByTestId('gauge-link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'WTYCHO/USDT' })).toBeVisible();
}

const row = (page: Page, symbol: string) => page.locator(`[data-testid="gauge-vesting-row"][data-token="${symbol}"]`);
const units = async (page: Page, symbol: string, cell: 'unlocked' | 'locked') =>
  BigInt((await row(page, symbol).getByTestId(`gauge-vesting-${cell}`).getAttribute('data-units')) ?? 'x');

test('gauge vesting: the terms for a visitor; claimable and vesting rewards for a depositor', async ({ page }) => {
  await openWtychoGauge(page);
  await expect(row(page, 'USDT').getByTestId('gauge-vesting-terms')).toHaveText('50% over 30 days');
  await expect(row(page, 'QUBE').getByTestId('gauge-vesting-terms')).toHaveText('None: paid at once');
  // no user columns without a wallet
  await expect(page.getByTestId('gauge-vesting-unlocked')).toHaveCount(0);

  await connectWallet(page, 'Alice');
  await expect(row(page, 'USDT').getByTestId('gauge-vesting-locked')).not.toHaveAttribute('data-units', '0');
  expect(await units(page, 'USDT', 'unlocked')).toBeGreaterThan(0n);
  expect(await units(page, 'QUBE', 'locked')).toBe(0n);
  // the locked part unlocks linearly until a date within the next 30 days
  const end = Number(await row(page, 'USDT').getByTestId('gauge-vesting-end').getAttribute('data-time'));
  const now = (await devnetInfo(page)).chainTime;
  expect(end).toBeGreaterThan(now);
  expect(end).toBeLessThanOrEqual(now + 30 * 86_400);
  await expect(row(page, 'QUBE').getByTestId('gauge-vesting-end')).toHaveText('—');
  await expectNoSeriousA11yViolations(page);
});

test('gauge vesting: a claim pays the claimable USDT only; the vesting part stays, in the portfolio too', async ({
  page,
}) => {
  await page.goto('/gauges');
  await connectWallet(page, 'Alice');
  await openWtychoGauge(page);
  await expect(row(page, 'USDT').getByTestId('gauge-vesting-locked')).not.toHaveAttribute('data-units', '0');
  const lockedBefore = await units(page, 'USDT', 'locked');
  const unlockedBefore = await units(page, 'USDT', 'unlocked');
  const a = (await devnetInfo(page)).addresses;
  const [alice, usdt, gauge] = [a['account:Alice']!, a['token:USDT']!, a['gauge:WTYCHO-USDT']!];
  const before = await tokenBalance(page, usdt, alice);

  const paid = await claimOnGaugePage(page, gauge, alice, usdt);
  expect(paid).toBeGreaterThan(0n);
  expect(await tokenBalance(page, usdt, alice)).toBe(before + paid);
  // the vesting half is not paid: the claim stays well below claimable plus vesting
  expect(paid).toBeLessThan(unlockedBefore + lockedBefore);
  await expect(row(page, 'USDT').getByTestId('gauge-vesting-locked')).not.toHaveAttribute('data-units', '0');
  expect(await units(page, 'USDT', 'locked')).toBeGreaterThan(0n);

  // the portfolio lists the same vesting USDT next to the deposit
  await page.goto('/portfolio');
  const item = page.locator(`[data-testid="portfolio-gauge"][data-gauge="${gauge}"]`);
  const vesting = item.getByTestId('portfolio-gauge-vesting');
  await expect(vesting).toHaveCount(1);
  await expect(vesting).toContainText('USDT');
  expect(BigInt((await vesting.getAttribute('data-units')) ?? '0')).toBeGreaterThan(0n);
});
