/**
 * The preview before signing (issue 43) on the swap confirmation: the wallet runs the exact message locally through
 * every hop, and the chain then does exactly that (token balances and the native coin spent, to the last unit); a
 * wallet without executeLocal falls back with its notice. A network of its own (clock.ts): nobody else trades.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './clock';
import {
  confirmSwap,
  connectWallet,
  devnetInfo,
  expectNoSeriousA11yViolations,
  nativeBalanceOf,
  swapSubmit,
  tokenBalance,
  tokenRoot,
} from './support';

/** The preview's figures: each token's change by root, and the coin attached, returned and spent. */
async function previewOf(page: Page) {
  const preview = page.getByTestId('swap-confirm-dialog').getByTestId('preview');
  await expect(preview).toHaveAttribute('data-state', 'ok', { timeout: 20_000 });
  const tokens: Record<string, bigint> = {};
  for (const row of await preview.getByTestId('preview-token').all()) {
    tokens[(await row.getAttribute('data-root'))!] = BigInt((await row.getAttribute('data-delta'))!);
  }
  const fee = async (id: string) => BigInt((await preview.getByTestId(id).getAttribute('data-units'))!);
  return {
    tokens,
    attached: await fee('preview-fee-attached'),
    returned: await fee('preview-fee-returned'),
    spent: await fee('preview-fee-spent'),
  };
}

async function swapAndCompare(page: Page, account: string, from: string, to: string, amount: string, hops: number) {
  const [left, right] = [await tokenRoot(page, from), await tokenRoot(page, to)];
  await page.goto(`/swap/${left}/${right}`);
  await connectWallet(page, account);
  const owner = (await devnetInfo(page)).accounts.find((a) => a.name === account)!.address;
  await page.getByTestId('swap-amount-left').fill(amount);
  await expect(page.getByTestId('swap-route')).toHaveAttribute('data-hops', String(hops));
  await expect(swapSubmit(page)).toHaveAttribute('data-state', 'ready');
  await swapSubmit(page).click();
  const preview = await previewOf(page);
  expect(Object.keys(preview.tokens).sort()).toEqual([left, right].sort());
  expect(preview.tokens[left]).toBeLessThan(0n);
  expect(preview.tokens[right]).toBeGreaterThan(0n);
  expect(preview.attached).toBeGreaterThan(preview.returned);
  const fee = page.getByTestId('preview-fee-spent');
  await expect(fee).toContainText('TYCHO');
  const before = {
    left: await tokenBalance(page, left, owner),
    right: await tokenBalance(page, right, owner),
    coin: await nativeBalanceOf(page, owner),
  };
  await expectNoSeriousA11yViolations(page);
  await confirmSwap(page);
  await page
    .getByRole('dialog', { name: /confirm transaction/i })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(page.getByText(/Swap succeeded: received/)).toBeVisible({ timeout: 45_000 });
  await expect.poll(() => tokenBalance(page, right, owner)).toBe(before.right + preview.tokens[right]);
  expect(await tokenBalance(page, left, owner)).toBe(before.left + preview.tokens[left]);
  expect(await nativeBalanceOf(page, owner)).toBe(before.coin - preview.spent);
}

test('a direct swap: the chain moves the balances exactly as the preview said', async ({ page }) => {
  await swapAndCompare(page, 'Alice', 'USDT', 'QUBE', '25', 1);
});

test('a three-hop swap: the preview follows every hop and equals the result to the last unit', async ({ page }) => {
  await swapAndCompare(page, 'Bob', 'SOL', 'QUBE', '0.5', 3);
});

test('a wallet without executeLocal: the confirmation keeps the expected amounts and says so', async ({ page }) => {
  const [usdt, qube] = [await tokenRoot(page, 'USDT'), await tokenRoot(page, 'QUBE')];
  await page.goto(`/swap/${usdt}/${qube}?noExecuteLocal=1`);
  await connectWallet(page, 'Carol');
  await page.getByTestId('swap-amount-left').fill('5');
  await expect(swapSubmit(page)).toHaveAttribute('data-state', 'ready');
  await swapSubmit(page).click();
  const dialog = page.getByTestId('swap-confirm-dialog');
  await expect(dialog.getByTestId('preview')).toHaveAttribute('data-state', 'unavailable');
  await expect(dialog.getByTestId('preview-fallback')).toHaveText(
    'Your wallet cannot run the transaction before signing (no executeLocal). The amounts above are the expected ones.',
  );
  await expect(dialog.getByTestId('swap-confirm-receive')).toBeVisible();
  await expect(dialog.getByTestId('swap-confirm')).toBeEnabled();
});
