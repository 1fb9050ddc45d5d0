import { expect, test } from '@playwright/test';
import { connectWallet, expectNoSeriousA11yViolations, NO_WALLET_BASE_URL } from './support';

const PAGES = ['/swap', '/pools', '/tokens', '/farming', '/gauges/calc', '/dao', '/builder', '/no-such-page'];

for (const path of PAGES) {
  test(`${path} has no serious accessibility violations (wide and narrow)`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('banner')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoSeriousA11yViolations(page);
  });
}

test('the connected header, the wallet menu and the dev wallet dialog pass the accessibility check', async ({
  page,
}) => {
  await page.goto('/swap');
  await page
    .getByRole('button', { name: /connect wallet/i })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: /connect to/i })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Reject', exact: true }).click();
  await connectWallet(page, 'Erin');
  await expectNoSeriousA11yViolations(page);
  await page.getByTestId('wallet-button').click();
  await expect(page.getByRole('menuitem', { name: 'Disconnect' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the missing-extension prompt passes the accessibility check', async ({ page }) => {
  await page.goto(`${NO_WALLET_BASE_URL}/swap`);
  await expect(page.getByText(/install/i).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
