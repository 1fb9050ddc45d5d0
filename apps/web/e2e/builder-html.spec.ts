import { expect, test, type Page } from '@playwright/test';
import { connectFreshWallet, createToken } from './builder-support';

/** Markup and script in a token's name and symbol: React must render them as text, and nothing may run. */
const NAME = '<img src=x onerror="window.__xss=1"><b>Bold</b>';
const SYMBOL = '<script>window.__xss=2</script>';

async function expectNothingRan(page: Page) {
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"], b:text("Bold")')).toHaveCount(0);
}

test('a token whose name and symbol hold HTML and script renders them as plain text (builder, swap import)', async ({
  page,
}) => {
  test.setTimeout(150_000);
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected dialog: ${dialog.message()}`);
  });
  await connectFreshWallet(page, '/builder/create', true);
  const root = await createToken(page, NAME, SYMBOL, '2');
  const receipt = page.getByTestId('builder-receipt');
  await expect(receipt.getByTestId('builder-receipt-name')).toHaveText(NAME);
  await expect(receipt.getByTestId('builder-receipt-symbol')).toHaveText(SYMBOL);
  await expectNothingRan(page);

  await receipt.getByTestId('builder-receipt-manage').click();
  await expect(page.getByTestId('builder-token-title')).toHaveText(NAME);
  await expect(page.getByTestId('builder-detail-symbol')).toHaveText(SYMBOL);
  await expectNothingRan(page);

  await page.getByTestId('builder-back').click();
  const row = page.locator(`[data-testid="builder-row"][data-root="${root}"]`);
  await expect(row.getByTestId('builder-row-name')).toHaveText(NAME);
  await expect(row.getByTestId('builder-row-symbol')).toHaveText(SYMBOL);
  await expectNothingRan(page);

  // the swap token list: found by its root, imported, shown on the card
  await page.goto('/swap');
  await page.getByTestId('swap-token-right').click();
  const dialog = page.getByRole('dialog', { name: 'Select a token' });
  await dialog.getByTestId('token-list-search').fill(root);
  const candidate = dialog.getByTestId('token-import-candidate');
  await expect(candidate).toContainText(NAME);
  await expect(candidate).toContainText(SYMBOL);
  await expectNothingRan(page);
  await candidate.getByTestId('token-import').click();
  const warning = dialog.getByTestId('import-token-warning');
  await warning.getByTestId('import-token-understand').check();
  await warning.getByTestId('import-token-confirm').click();
  await expect(page.getByTestId('swap-token-right')).toContainText(SYMBOL);
  await expect(page.getByTestId('custom-token-warning')).toContainText(SYMBOL);
  await expectNothingRan(page);
});
