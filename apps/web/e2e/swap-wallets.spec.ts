import { expect, test, type Page } from '@playwright/test';
import { confirmSwap, swapSubmit, tokenRoot, unitsOf } from './support';

// Spec 9: a swap attaches the deploy-wallet value (0.1 TYCHO) only for a token wallet that does not exist yet. A fresh
// account (coin only) is used, so its wallets appear exactly when its swaps receive a token for the first time.
const NATIVE = `0:${'0'.repeat(64)}`;
const TYCHO = 1_000_000_000n;
const walletDialog = (page: Page) => page.getByRole('dialog', { name: /confirm transaction/i });
const nativeBalanceOf = async (page: Page, address: string) => {
  const response = await page.request.get(`/devnet/accounts/${address}`);
  expect(response.ok()).toBeTruthy();
  return BigInt(((await response.json()) as { balance: string }).balance);
};

async function swap(page: Page, amount: string, inspect?: (dialog: ReturnType<typeof walletDialog>) => Promise<void>) {
  await page.getByTestId('swap-amount-left').fill(amount);
  await expect(page.getByTestId('swap-bill')).toBeVisible();
  await expect(swapSubmit(page)).toHaveAttribute('data-state', 'ready');
  await swapSubmit(page).click();
  await confirmSwap(page);
  await expect(walletDialog(page)).toBeVisible();
  await inspect?.(walletDialog(page));
  await walletDialog(page).getByRole('button', { name: 'Approve' }).click();
  await expect(
    page
      .locator('.Toastify__toast')
      .filter({ hasText: /Swap succeeded: received/ })
      .last(),
  ).toBeVisible({
    timeout: 45_000,
  });
}

test('a new account receives tokens it has no wallet for; an existing wallet gets no deploy value', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const created = await page.request.post('/devnet/wallets', { data: { amount: String(200n * TYCHO) } });
  expect(created.ok()).toBeTruthy();
  const { address } = (await created.json()) as { address: string };
  const [qube, usdt] = [await tokenRoot(page, 'QUBE'), await tokenRoot(page, 'USDT')];

  // coin → QUBE: no QUBE wallet yet, the last pool deploys it and the QUBE arrives
  await page.goto(`/swap/${NATIVE}/${qube}?devAccount=${address}`);
  await page
    .getByRole('button', { name: /connect wallet/i })
    .first()
    .click();
  await expect(page.getByTestId('swap-balance-right')).toHaveAttribute('data-units', '0');
  await swap(page, '20');
  await expect.poll(() => unitsOf(page, 'swap-balance-right')).toBeGreaterThan(0n);

  // QUBE → USDT: the transfer goes to the pool's QUBE wallet, which exists: the wallet shows no deploy value
  await page.goto(`/swap/${qube}/${usdt}?devAccount=${address}`);
  await expect(page.getByTestId('swap-balance-left')).not.toHaveAttribute('data-units', '0');
  await expect(page.getByTestId('swap-balance-right')).toHaveAttribute('data-units', '0');
  let qubeWallet = '';
  await swap(page, '0.01', async (dialog) => {
    await expect(dialog).toContainText('transfer');
    await expect(dialog).toContainText('"deployWalletValue": "0"');
    // the call goes to the user's own QUBE wallet (the dialog's To row carries the full address)
    qubeWallet = (await dialog.locator('dd[title]').nth(1).getAttribute('title')) ?? '';
  });
  expect(qubeWallet).toMatch(/^0:[0-9a-f]{64}$/);
  // the USDT wallet did not exist either: deployed by the pool, the USDT arrived
  await expect.poll(() => unitsOf(page, 'swap-balance-right')).toBeGreaterThan(0n);

  // coin → QUBE again: the QUBE wallet exists, so the pool pays into it without attaching 0.1 TYCHO to deploy it
  const before = await nativeBalanceOf(page, qubeWallet);
  const qubeBefore = await (async () => {
    await page.goto(`/swap/${NATIVE}/${qube}?devAccount=${address}`);
    await expect(page.getByTestId('swap-balance-right')).not.toHaveAttribute('data-units', '0');
    return unitsOf(page, 'swap-balance-right');
  })();
  await swap(page, '5');
  await expect.poll(() => unitsOf(page, 'swap-balance-right')).toBeGreaterThan(qubeBefore);
  expect(await nativeBalanceOf(page, qubeWallet)).toBe(before);
});
