import { test, expect } from '@playwright/test';
test('upgrade toast vs popup on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/swap');
  await page.getByRole('button', { name: /connect wallet/i }).first().click();
  const dialog = page.getByRole('dialog', { name: /connect to/i });
  await dialog.getByRole('radio', { name: /^Dave\b/ }).check();
  await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(dialog).toBeHidden();
  await page.waitForTimeout(3000);
  await page.screenshot({ path: '/tmp/toast-1.png' });
  await page.getByTestId('swap-token-left').click().catch(async () => page.locator('[data-testid^="swap-token"]').first().click());
  await page.waitForTimeout(1000);
  await page.screenshot({ path: '/tmp/toast-2.png' });
});
