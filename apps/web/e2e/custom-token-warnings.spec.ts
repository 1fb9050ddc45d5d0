/**
 * Issue 40: the non-whitelisted (custom) token warning of swap and liquidity on the limit, farm and gauge pages too,
 * by one rule (shared/tokens/customTokens.ts): a token that is not a verified entry of the active list, or that the
 * user imported. With the seeded list the pages' tokens are verified and no warning shows; with the list's entries
 * unverified, each page names its tokens.
 */
import { expect, test, type Page } from '@playwright/test';
import { routeExamples } from './routes';

const PAGES = [
  { id: 'limit', testId: 'limit-custom-tokens', symbols: ['QUBE', 'USDT'] },
  { id: 'gauge', testId: 'gauge-custom-tokens', symbols: ['QUBE', 'USDT'] },
  { id: 'farmingPool', testId: 'farm-custom-tokens', symbols: [] },
] as const;

/** Serves the active token list with every entry unverified. */
async function unverifyList(page: Page) {
  await page.route('**/tokens.json', async (route) => {
    const response = await route.fetch();
    const list = (await response.json()) as { tokens: { verified?: boolean }[] };
    for (const token of list.tokens) token.verified = false;
    await route.fulfill({ response, json: list });
  });
}

async function urlOf(page: Page, id: string) {
  const example = (await routeExamples(page)).find((r) => r.id === id);
  return example!.url;
}

for (const { id, testId, symbols } of PAGES) {
  test(`${id}: no custom-token warning for whitelisted tokens, a warning naming them when they are not`, async ({
    page,
  }) => {
    const url = await urlOf(page, id);
    await page.goto(url);
    // the page's own content is in: the warning would have come with it
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId(testId)).toHaveCount(0);

    await unverifyList(page);
    await page.goto(url);
    const warning = page.getByTestId(testId);
    await expect(warning).toBeVisible({ timeout: 30_000 });
    await expect(warning).toContainText(/custom token, not whitelisted/);
    for (const symbol of symbols) await expect(warning).toContainText(symbol);
  });
}
