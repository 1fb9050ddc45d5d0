import { expect, test, type Page } from '@playwright/test';
import { devnetInfo } from './support';

const walletDialog = (page: Page) => page.getByRole('dialog', { name: /Confirm transaction/i });
async function answer(page: Page, button: 'Approve' | 'Reject') {
  await expect(walletDialog(page)).toBeVisible();
  await walletDialog(page).getByRole('button', { name: button }).click();
  await expect(walletDialog(page)).toBeHidden();
}

test('a wallet without a DEX account connects one (rejection first), then connects the pool', async ({ page }) => {
  test.setTimeout(120_000);
  // a fresh wallet from the local network's giver: coin only, no tokens, no DEX account
  const created = await page.request.post('/devnet/wallets', { data: {} });
  expect(created.ok()).toBeTruthy();
  const { address } = (await created.json()) as { address: string };
  const a = (await devnetInfo(page)).addresses;
  await page.goto(`/liquidity/add/${a['token:QUBE']!}/${a['token:USDT']!}?devAccount=${address}`);
  await page
    .getByRole('button', { name: /connect wallet/i })
    .first()
    .click();

  const submit = page.getByTestId('add-submit');
  await expect(submit).toHaveText('Connect account', { timeout: 20_000 });
  await expect(page.getByTestId('add-dex-account')).toHaveText('—');

  // the wallet rejects: nothing deployed, the step is offered again
  await submit.click();
  await answer(page, 'Reject');
  await expect(submit).toHaveText('Connect account');
  await expect(submit).toBeEnabled();
  expect((await page.request.get(`/devnet/accounts/${address}`)).ok()).toBeTruthy();

  await submit.click();
  await answer(page, 'Approve');
  await expect(submit).toHaveText('Connect pool', { timeout: 45_000 });
  await expect(page.getByText('DEX account connected')).toBeVisible();
  await expect(page.getByTestId('add-dex-account')).not.toHaveText('—');

  await submit.click();
  await answer(page, 'Approve');
  await expect(submit).toHaveText('Enter an amount', { timeout: 45_000 });
  await expect(page.getByText('Pool connected to your DEX account')).toBeVisible();
  // with no tokens in the wallet, any amount is more than the wallet plus the DEX account hold
  await page.getByTestId('add-amount-left').fill('1');
  await expect(submit).toHaveText(/^Insufficient QUBE balance$/);
});
