import { expect, test, type Locator, type Page } from '@playwright/test';
import { connectWallet, devnetInfo, expectNoSeriousA11yViolations } from './support';

// Erin is only read from here (the token-list specs read her too); nothing here changes the chain.
const ACCOUNT = 'Erin';

const item = (dialog: Locator, address: string) =>
  dialog.locator(`[data-testid="token-list-item"][data-address="${address}"]`);

async function openPicker(page: Page, form: 'add' | 'remove', side: 'left' | 'right'): Promise<Locator> {
  await page.getByTestId(`${form}-token-${side}`).click();
  const dialog = page.getByRole('dialog', { name: 'Select a token' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('add liquidity picks tokens with the swap picker: balances, search, the [SCAM] tag and its warning', async ({
  page,
}) => {
  const a = (await devnetInfo(page)).addresses;
  await page.goto('/liquidity/add');
  await connectWallet(page, ACCOUNT);
  await expect(page.getByTestId('add-token-left')).toHaveText(/Select a token/);

  const dialog = await openPicker(page, 'add', 'left');
  // tokens only: no coin group, the wrapped coin is one of the tokens, each row with the wallet's balance
  await expect(dialog.getByTestId('token-list-coin-group')).toHaveCount(0);
  await expect(dialog.locator('[data-kind="coin"], [data-kind="combined"]')).toHaveCount(0);
  await expect(item(dialog.getByTestId('token-list-tokens'), a.wtycho!)).toHaveCount(1);
  await expect(dialog.getByTestId('token-list-balance-loading')).toHaveCount(0);
  await expect(dialog.getByTestId('token-list-balance')).toHaveCount(
    await dialog.getByTestId('token-list-item').count(),
  );
  await expectNoSeriousA11yViolations(page);

  // the look-alike USDТ is offered with its [SCAM] tag, never silently
  await dialog.getByTestId('token-list-search').fill('Tether');
  await expect(dialog.getByTestId('token-list-symbol')).toHaveText(['USDT', 'USDТ']);
  const scamRow = dialog.getByTestId('token-list-item').filter({ has: page.getByTestId('scam-tag') });
  await expect(scamRow).toHaveCount(1);
  const scamRoot = (await scamRow.getAttribute('data-address'))!;
  expect(scamRoot.toLowerCase()).not.toBe(a['token:USDT']!.toLowerCase());
  await scamRow.click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/liquidity/add/${scamRoot}$`));
  await expect(page.getByTestId('add-token-left').getByTestId('scam-tag')).toHaveText('[SCAM]');
  await expect(page.getByTestId('custom-token-warning')).toContainText('USDТ: custom token');

  // the right side: QUBE by search; choosing the left token there swaps the sides
  const right = await openPicker(page, 'add', 'right');
  await right.getByTestId('token-list-search').fill('qube');
  await item(right, a['token:QUBE']!).click();
  await expect(page).toHaveURL(new RegExp(`/liquidity/add/${scamRoot}/${a['token:QUBE']!}$`));
  await expect(page.getByTestId('add-token-right')).toContainText('QUBE');
  const again = await openPicker(page, 'add', 'right');
  await again.getByTestId('token-list-search').fill(scamRoot);
  await item(again, scamRoot).click();
  await expect(page).toHaveURL(new RegExp(`/liquidity/add/${a['token:QUBE']!}/${scamRoot}$`));
});

test('an unlisted token is imported from the liquidity picker after the warning', async ({ page }) => {
  const a = (await devnetInfo(page)).addresses;
  // the old-version (v4) BRIDGE root exists on chain but is not in the token list
  const custom = a['v4:BRIDGE']!;
  await page.goto(`/liquidity/add/${a['token:USDT']!}`);
  const dialog = await openPicker(page, 'add', 'right');
  await dialog.getByTestId('token-list-search').fill(custom);
  await dialog.getByTestId('token-import').click();
  const warning = dialog.getByTestId('import-token-warning');
  await expect(warning).toContainText('is not in the token list');
  await expect(warning.getByTestId('import-token-confirm')).toBeDisabled();
  await warning.getByTestId('import-token-understand').check();
  await warning.getByTestId('import-token-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/liquidity/add/${a['token:USDT']!}/${custom}$`));
  await expect(page.getByTestId('add-token-right')).toContainText('BRIDGE');
  await expect(page.getByTestId('custom-token-warning')).toContainText('BRIDGE: custom token');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('imported_tokens') ?? '[]'));
  expect(stored).toEqual([{ root: custom, symbol: 'BRIDGE', name: 'Octus Bridge (old)', decimals: 9 }]);
});

test('remove liquidity picks its pair with the same picker', async ({ page }) => {
  const a = (await devnetInfo(page)).addresses;
  await page.goto('/liquidity/remove');
  await connectWallet(page, ACCOUNT);
  const left = await openPicker(page, 'remove', 'left');
  await left.getByTestId('token-list-search').fill('QUBE');
  await item(left, a['token:QUBE']!).click();
  const right = await openPicker(page, 'remove', 'right');
  await expect(right.getByTestId('token-list-balance').first()).toBeVisible();
  await right.getByTestId('token-list-search').fill('USDT');
  await item(right, a['token:USDT']!).click();
  await expect(page).toHaveURL(new RegExp(`/liquidity/remove/${a['token:QUBE']!}/${a['token:USDT']!}$`));
  await expect(page.getByTestId('remove-token-left')).toContainText('QUBE');
  await expect(page.getByTestId('remove-token-right')).toContainText('USDT');
  // the pair's pool is found: its LP balance and the preview show
  await expect(page.getByTestId('remove-lp-balance')).toBeVisible();
  await expect(page.getByTestId('remove-preview')).toBeVisible();
  await expect(page.getByTestId('custom-token-warning')).toHaveCount(0);
});
