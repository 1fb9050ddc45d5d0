import { expect, test, type Page } from '@playwright/test';
import { confirmBuilderAction, connectFreshWallet, createToken } from './builder-support';

/**
 * A builder token whose name and symbol hold markup and script, on the tokens page: /tokens lists only tokens with a
 * pool, so the token gets one (a pair with a second builder token, both minted to the creator, liquidity supplied
 * through the add-liquidity steps) before its token page and its watchlist row are checked.
 */
const NAME = '<img src=x onerror="window.__xss=3"><b>Bold</b>';
const SYMBOL = '<script>window.__xss=4</script>';

async function expectNothingRan(page: Page) {
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"], b:text("Bold")')).toHaveCount(0);
}

/** Mints `amount` whole tokens of `root` to `owner` from its manage page and waits for the new balance. */
async function mintToSelf(page: Page, root: string, owner: string, amount: string) {
  await page.goto(`/builder/${root}?autoApprove=1`);
  const mint = page.getByTestId('builder-mint');
  await mint.getByTestId('builder-mint-target').fill(owner);
  await mint.getByTestId('builder-mint-amount').fill(amount);
  await mint.getByTestId('builder-mint-submit').click();
  await confirmBuilderAction(page);
  await expect(mint.getByTestId('builder-mint-amount')).toHaveValue('', { timeout: 30_000 });
  await expect(mint.getByTestId('builder-mint-balance')).not.toHaveAttribute('data-now', '0');
}

/** Clicks the add-liquidity button at `label` and waits for the next step's label. */
async function step(page: Page, label: string | RegExp, next: string | RegExp) {
  const submit = page.getByTestId('add-submit');
  await expect(submit).toHaveText(label, { timeout: 30_000 });
  await submit.click();
  await expect(submit).toHaveText(next, { timeout: 30_000 });
}

test('a builder token with HTML and script in its name and symbol renders them as text on the tokens page', async ({
  page,
}) => {
  test.setTimeout(240_000);
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected dialog: ${dialog.message()}`);
  });
  const owner = await connectFreshWallet(page, '/builder/create', true);
  const root = await createToken(page, NAME, SYMBOL, '2');
  await page.goto('/builder/create?autoApprove=1');
  const other = await createToken(page, 'Pair side', 'SIDE', '2');
  await mintToSelf(page, root, owner, '1000');
  await mintToSelf(page, other, owner, '1000');

  // a pool for the pair, with liquidity
  await page.goto(`/liquidity/add/${root}/${other}?autoApprove=1`);
  await step(page, 'Connect account', 'Create pool');
  await step(page, 'Create pool', 'Connect pool');
  await step(page, 'Connect pool', 'Enter an amount');
  await page.getByTestId('add-amount-left').fill('100');
  await page.getByTestId('add-amount-right').fill('200');
  await step(page, /^Deposit /, /^Deposit /);
  await step(page, /^Deposit /, 'Supply');
  await page.getByTestId('add-submit').click();
  await expect(page.getByText(/Liquidity added: you received [\d.,]+ LP/)).toBeVisible({ timeout: 30_000 });
  await expectNothingRan(page);

  // the indexer has the token once the pool is active
  await expect
    .poll(async () => (await page.request.post(`/api/v2/currencies/${root}`, { data: {} })).status(), {
      timeout: 30_000,
    })
    .toBe(200);

  await page.goto(`/tokens/${root}`);
  await expect(page.getByTestId('token-title')).toHaveText(NAME);
  await expect(page.getByTestId('token-page-symbol')).toHaveText(SYMBOL);
  await expectNothingRan(page);
  await page.getByRole('button', { name: `Add ${SYMBOL} to watchlist` }).click();
  await expect(page.getByRole('button', { name: `Remove ${SYMBOL} from watchlist` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/tokens');
  await page.getByRole('tab', { name: 'Watchlist' }).click();
  const rows = page.getByTestId('token-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByTestId('token-symbol')).toHaveText(SYMBOL);
  await expectNothingRan(page);
  await rows.first().getByTestId('token-link').click();
  await expect(page.getByTestId('token-title')).toHaveText(NAME);
  await expectNothingRan(page);
});
