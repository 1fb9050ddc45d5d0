import { expect, type Page } from '@playwright/test';

/**
 * Chooses a token on a form's token field (shared/tokenPicker/TokenField) as a user does: opens the picker, types
 * `search` (a symbol, a pair such as "WTYCHO/USDT", or a pasted root address) and clicks the row of `root` (the
 * last field of that test id when several rows have one); the picker closes and the field holds the root.
 */
export async function pickToken(page: Page, testId: string, search: string, root: string) {
  const field = page.getByTestId(testId).last();
  await field.click();
  const dialog = page.getByTestId('token-list-dialog');
  await dialog.getByTestId('token-list-search').fill(search);
  await dialog.locator(`[data-testid="token-list-item"][data-address="${root}"]`).click();
  await expect(dialog).toHaveCount(0);
  await expect(field).toHaveAttribute('data-address', root);
}
