import { expect, type Page } from '@playwright/test';

/**
 * The figures of the preview before signing (issue 43) in the open confirmation `testId`, once it says the action
 * goes through: each token change of the user by root (data-delta, smallest units; with `holder`, that holder's
 * rows), the coin attached and the balance decrease it predicts.
 */
export async function previewOf(page: Page, testId: string, holder?: string) {
  const preview = page.getByTestId(testId).getByTestId('preview');
  await expect(preview).toHaveAttribute('data-state', 'ok', { timeout: 20_000 });
  const tokens: Record<string, bigint> = {};
  const rows = holder
    ? preview.locator(`[data-testid="preview-token"][data-owner="${holder}"]`)
    : preview.locator('[data-testid="preview-token"]:not([data-owner])');
  for (const row of await rows.all()) {
    tokens[(await row.getAttribute('data-root'))!] = BigInt((await row.getAttribute('data-delta'))!);
  }
  const fee = async (id: string) => BigInt((await preview.getByTestId(id).getAttribute('data-units'))!);
  return { tokens, attached: await fee('preview-fee-attached'), spent: await fee('preview-fee-spent') };
}
