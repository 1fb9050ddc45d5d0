import { expect, test } from '@playwright/test';
import { connectWallet, devnetInfo, shorten, NO_WALLET_BASE_URL } from './support';

test('connect shows the shortened address and balance, which updates live; disconnect clears it', async ({ page }) => {
  await page.goto('/swap');
  const { accounts } = await devnetInfo(page);
  const account = accounts.find((a) => a.name === 'Carol')!;
  await connectWallet(page, 'Carol');

  const header = page.getByRole('banner');
  await expect(header.getByText(shorten(account.address))).toBeVisible();
  const balance = header.getByTestId('wallet-balance');
  await expect(balance).toContainText('TYCHO');
  const before = await balance.innerText();

  const given = await page.request.post('/devnet/give', { data: { to: account.address, amount: '1234000000000' } });
  expect(given.ok()).toBeTruthy();
  await expect(balance).not.toHaveText(before);

  await header.getByRole('button', { name: new RegExp(shorten(account.address).replace(/\./g, '\\.')) }).click();
  await page.getByRole('menuitem', { name: /disconnect/i }).click();
  await expect(header.getByText(shorten(account.address))).toBeHidden();
  await expect(page.getByRole('button', { name: /connect wallet/i }).first()).toBeVisible();
});

test('rejecting the permission request leaves the wallet disconnected', async ({ page }) => {
  await page.goto('/swap');
  await page
    .getByRole('button', { name: /connect wallet/i })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /connect to/i });
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /connect wallet/i }).first()).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveCount(0);
});

test('a connection survives a reload, as an extension remembers the site', async ({ page }) => {
  await page.goto('/swap');
  const { accounts } = await devnetInfo(page);
  const account = accounts.find((a) => a.name === 'Dave')!;
  await connectWallet(page, 'Dave');
  await expect(page.getByRole('banner').getByText(shorten(account.address))).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner').getByText(shorten(account.address))).toBeVisible();
});

test('without the extension the app asks to install it and still lets the visitor browse', async ({ page }) => {
  await page.goto(`${NO_WALLET_BASE_URL}/swap`);
  await expect(page.getByText(/install/i).first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Pools' })).toBeVisible();
  await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Tokens' }).click();
  await expect(page).toHaveURL(/\/tokens$/);
});

test('an outdated extension is asked to update and reload', async ({ page }) => {
  await page.goto('/swap?walletVersion=0.2.0');
  await expect(page.getByText(/update/i).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /reload/i }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /connect wallet/i })).toHaveCount(0);
});
