import { expect, test, type Browser, type Page } from '@playwright/test';
import { confirmSwap, connectWallet, devnetInfo, swapSubmit } from './support';

// Erin is only read from; the trade that moves the pool comes from a fresh wallet of the local network's giver.
const ACCOUNT = 'Erin';
const NATIVE = `0:${'0'.repeat(64)}`;

const value = async (page: Page, testId: string) =>
  BigInt((await page.getByTestId(testId).getAttribute('data-value')) || '0');

/** A decimal text in smallest units (the form never shows more decimals than the token has). */
function units(text: string, decimals: number): bigint {
  const [whole = '0', frac = ''] = text.split('.');
  return BigInt(whole || '0') * 10n ** BigInt(decimals) + BigInt(frac.padEnd(decimals, '0') || '0');
}

/** Another wallet (a fresh one, auto-approving) sells `amount` TYCHO for `right` through the swap screen. */
async function trade(browser: Browser, baseURL: string, right: string, amount: string) {
  const context = await browser.newContext({ baseURL });
  const other = await context.newPage();
  const created = await other.request.post('/devnet/wallets', { data: { amount: '2000000000000' } });
  expect(created.ok()).toBeTruthy();
  const { address } = (await created.json()) as { address: string };
  await other.goto(`/swap/${NATIVE}/${right}?devAccount=${address}&autoApprove=1`);
  await other
    .getByRole('button', { name: /connect wallet/i })
    .first()
    .click();
  await expect(other.getByTestId('swap-balance-left')).toBeVisible();
  await other.getByTestId('swap-amount-left').fill(amount);
  await expect(swapSubmit(other)).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  await swapSubmit(other).click();
  await confirmSwap(other);
  await expect(other.getByText(/Swap succeeded: received/).first()).toBeVisible({ timeout: 45_000 });
  await context.close();
}

test('the add form is subscribed to its pool: a trade elsewhere moves the reserves, the other amount and the LP promised', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const a = (await devnetInfo(page)).addresses;
  const [wtycho, usdt] = [a.wtycho!, a['token:USDT']!];
  await page.goto('/liquidity/add');
  await connectWallet(page, ACCOUNT);
  await page.goto(`/liquidity/add/${wtycho}/${usdt}`);
  await expect(page.getByTestId('add-reserve-left')).not.toHaveAttribute('data-value', '0', { timeout: 20_000 });
  await page.getByTestId('add-amount-left').fill('100');

  // the right amount is 100 WTYCHO at the reserves the page shows (USDT has 6 decimals), rounded down
  const consistent = async () => {
    const [left, right] = [await value(page, 'add-reserve-left'), await value(page, 'add-reserve-right')];
    const shown = units(await page.getByTestId('add-amount-right').inputValue(), 6);
    return shown === (100n * 10n ** 9n * right) / left;
  };
  await expect.poll(consistent).toBe(true);
  await expect(page.getByTestId('add-expected-lp')).not.toHaveAttribute('data-value', '');
  const before = {
    reserve: await value(page, 'add-reserve-left'),
    right: await page.getByTestId('add-amount-right').inputValue(),
    lp: await value(page, 'add-expected-lp'),
  };

  await trade(browser, baseURL!, usdt, '500');

  // no reload: the pool's state change reaches the page (debounced), and everything derived from it follows
  await expect.poll(() => value(page, 'add-reserve-left'), { timeout: 20_000 }).toBeGreaterThan(before.reserve);
  await expect.poll(consistent).toBe(true);
  await expect(page.getByTestId('add-amount-right')).not.toHaveValue(before.right);
  await expect(page.getByTestId('add-amount-left')).toHaveValue('100');
  await expect.poll(() => value(page, 'add-expected-lp')).not.toBe(before.lp);
});
