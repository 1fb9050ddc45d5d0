/**
 * The preview before signing (issue 43) on the swap confirmation: the wallet runs the exact message locally through
 * every hop, and the chain then does exactly that (token balances and the native coin spent, to the last unit: a
 * direct swap, three hops, the coin in and the coin out); a wallet without executeLocal falls back with its notice; a
 * hop that can no longer meet its minimum after another account traded shows as the failing step before signing. On
 * a network of its own (./clock): a preview equals the result to the unit only if no other spec trades on its pools
 * between the two.
 */
import type { Page } from '@playwright/test';
import { ZERO_ADDRESS } from '@tycho/abi';
import { expect, test } from './clock';
import {
  confirmSwap,
  connectWallet,
  devnetInfo,
  expectNoSeriousA11yViolations,
  nativeBalanceOf,
  previewFigures,
  swapSubmit,
  tokenBalance,
  tokenRoot,
} from './support';

/** The swap popup's preview figures: each token's change by root, and the coin attached, returned and spent. */
const previewOf = (page: Page) => previewFigures(page.getByTestId('swap-confirm-dialog'));

async function swapAndCompare(page: Page, account: string, from: string, to: string, amount: string, hops: number) {
  const [left, right] = [await tokenRoot(page, from), await tokenRoot(page, to)];
  await page.goto(`/swap/${left}/${right}`);
  await connectWallet(page, account);
  const owner = (await devnetInfo(page)).accounts.find((a) => a.name === account)!.address;
  // the call ids the page asks the server's payload for: the preview's and the send's are one confirmation's id
  const callIds: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/cross_swap_payload')) callIds.push((request.postDataJSON() as { id: string }).id);
  });
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
  expect(callIds.length).toBeGreaterThanOrEqual(2);
  expect(new Set(callIds).size).toBe(1);
  await expect.poll(() => tokenBalance(page, right, owner)).toBe(before.right + preview.tokens[right]);
  expect(await tokenBalance(page, left, owner)).toBe(before.left + preview.tokens[left]);
  expect(await nativeBalanceOf(page, owner)).toBe(before.coin - preview.spent);
}

test('a direct swap: the chain moves the balances exactly as the preview said', async ({ page }) => {
  await swapAndCompare(page, 'Grace', 'TON', 'USDT', '10', 1);
});

test('a three-hop swap: the preview follows every hop and equals the result to the last unit', async ({ page }) => {
  await swapAndCompare(page, 'Heidi', 'SOL', 'AAVE', '0.5', 3);
});

test('native in and out: the coin and the token move exactly as the preview said', async ({ page }) => {
  test.setTimeout(120_000);
  const qube = await tokenRoot(page, 'QUBE');
  const owner = (await devnetInfo(page)).accounts.find((a) => a.name === 'Bob')!.address;
  // the coin in URLs is the zero address; its change is the preview's coin spent (the amount sold included, or a
  // negative spent when the coin comes in)
  const legs = [
    { from: ZERO_ADDRESS, to: qube, amount: '20', mode: 'coinIn', qubeSign: 1n },
    { from: qube, to: ZERO_ADDRESS, amount: '10', mode: 'coinOut', qubeSign: -1n },
  ];
  for (const [i, leg] of legs.entries()) {
    await page.goto(`/swap/${leg.from}/${leg.to}`);
    if (i === 0) await connectWallet(page, 'Bob');
    await expect(page.getByTestId('swap-card')).toHaveAttribute('data-mode', leg.mode);
    await page.getByTestId('swap-amount-left').fill(leg.amount);
    await expect(swapSubmit(page)).toHaveAttribute('data-state', 'ready');
    await swapSubmit(page).click();
    const preview = await previewOf(page);
    expect(Object.keys(preview.tokens)).toEqual([qube]);
    expect(preview.tokens[qube]! * leg.qubeSign).toBeGreaterThan(0n);
    if (leg.mode === 'coinIn') expect(preview.spent).toBeGreaterThan(20n * 10n ** 9n);
    else expect(preview.spent).toBeLessThan(0n);
    const before = { qube: await tokenBalance(page, qube, owner), coin: await nativeBalanceOf(page, owner) };
    await confirmSwap(page);
    await page
      .getByRole('dialog', { name: /confirm transaction/i })
      .getByRole('button', { name: 'Approve' })
      .click();
    await expect(page.getByText(/Swap succeeded: received/).first()).toBeVisible({ timeout: 45_000 });
    await expect.poll(() => tokenBalance(page, qube, owner)).toBe(before.qube + preview.tokens[qube]!);
    await expect.poll(() => nativeBalanceOf(page, owner)).toBe(before.coin - preview.spent);
  }
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

test('a later hop that can no longer meet its minimum shows as the failing step before signing', async ({
  page,
  browser,
  baseURL,
}) => {
  const [bridge, qube, usdt] = [
    await tokenRoot(page, 'BRIDGE'),
    await tokenRoot(page, 'QUBE'),
    await tokenRoot(page, 'USDT'),
  ];
  await page.goto(`/swap/${bridge}/${usdt}`);
  await connectWallet(page, 'Frank');
  await page.getByTestId('swap-amount-left').fill('20');
  await expect(page.getByTestId('swap-route')).toHaveText(/^BRIDGE → QUBE → USDT$/);
  await expect(swapSubmit(page)).toHaveAttribute('data-state', 'ready');
  await swapSubmit(page).click();
  const dialog = page.getByTestId('swap-confirm-dialog');
  await expect(dialog.getByTestId('preview')).toHaveAttribute('data-state', 'ok', { timeout: 20_000 });

  // another account sells QUBE for USDT: the second hop's pool now pays less than the accepted minimum
  const context = await browser.newContext({ baseURL });
  const other = await context.newPage();
  await other.goto(`/swap/${qube}/${usdt}`);
  await connectWallet(other, 'Dave');
  await other.getByTestId('swap-amount-left').fill('3000');
  await expect(swapSubmit(other)).toHaveAttribute('data-state', 'ready');
  await swapSubmit(other).click();
  await confirmSwap(other);
  await other
    .getByRole('dialog', { name: /confirm transaction/i })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(other.getByText(/Swap succeeded: received/)).toBeVisible({ timeout: 45_000 });
  await context.close();

  // the accepted route, run again on the moved chain: cancelled at hop 2, said before anything is signed
  await expect(dialog.getByTestId('swap-rate-changed')).toBeVisible({ timeout: 30_000 });
  const failure = dialog.getByTestId('preview-failure');
  await expect(failure).toContainText('Hop 2 of 2 fails: its output is below the minimum you accepted', {
    timeout: 20_000,
  });
  await expect(dialog.getByTestId('preview')).toHaveAttribute('data-state', 'fails');
  await expect(dialog.getByTestId('swap-confirm')).toBeDisabled();
  // accepting the new rate previews the new route, which goes through
  await dialog.getByTestId('swap-rate-accept').click();
  await expect(dialog.getByTestId('preview')).toHaveAttribute('data-state', 'ok', { timeout: 20_000 });
  await expect(dialog.getByTestId('swap-confirm')).toBeEnabled();
});
