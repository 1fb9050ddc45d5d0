import { expect } from '@playwright/test';
import { test } from './connected';
import { settle } from './routes';
import { coveredByDevWallet } from './sweep-support';

// Issue 39: the dev wallet's button never covers the page. On every built screen at 390 and 1280 px:
// connected-screens.spec.ts. Here: the docked panel itself.

test('the docked panel opens in place and still works: auto-approve switch and the account', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/swap');
  await settle(page);
  const button = page.getByRole('button', { name: 'Dev wallet' });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('region', { name: 'Tycho dev wallet' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('connected');
  const toggle = panel.getByRole('switch', { name: 'Auto-approve transactions' });
  const was = await toggle.getAttribute('aria-checked');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', was === 'true' ? 'false' : 'true');
  await toggle.click();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  expect(await coveredByDevWallet(page)).toEqual([]);
});
