import { expect, test, type Page } from '@playwright/test';
import { confirmSwap, connectWallet, devnetInfo, swapSubmit, tokenRoot } from './support';

// Issue 39: the wallet menu lists every action this browser sent, with its state, amounts and transaction, kept
// across reloads (local storage per wallet) and updated when a pending one ends.

async function openActivity(page: Page) {
  await page.getByTestId('wallet-button').click();
  const list = page.getByTestId('wallet-activity');
  await expect(list).toBeVisible();
  return list;
}

test('a swap then a reload: the wallet menu shows it done with its amounts and link; a rejected send is canceled', async ({
  page,
}) => {
  test.setTimeout(150_000); // two swaps and a reload
  const [usdt, qube] = [await tokenRoot(page, 'USDT'), await tokenRoot(page, 'QUBE')];
  await page.goto(`/swap/${usdt}/${qube}`);
  await connectWallet(page, 'Alice');
  const before = await openActivity(page);
  await expect(before.getByTestId('wallet-activity-empty')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByTestId('swap-amount-left').fill('5');
  await expect(swapSubmit(page)).toHaveAttribute('data-state', 'ready');
  await swapSubmit(page).click();
  await confirmSwap(page);
  await page
    .getByRole('dialog', { name: /confirm transaction/i })
    .getByRole('button', { name: 'Approve' })
    .click();

  // while the swap is pending the menu says so, and the entry ends by itself when the result arrives
  const pending = await openActivity(page);
  const entry = pending.getByTestId('wallet-activity-entry').first();
  await expect(entry.getByTestId('wallet-activity-title')).toHaveText('Swap 5 USDT for QUBE');
  await expect(entry).toHaveAttribute('data-state', 'done', { timeout: 45_000 });
  await expect(entry.getByTestId('wallet-activity-state')).toHaveText('Done');
  await expect(entry.getByTestId('wallet-activity-result')).toHaveText(/^Swap succeeded: received [\d.,]+ QUBE\.$/);
  const link = entry.getByTestId('wallet-activity-link');
  await expect(link).toHaveAttribute('href', /^\/devnet\/transactions\/[0-9a-f]{64}$/);
  const href = (await link.getAttribute('href'))!;
  expect((await page.request.get(href)).ok()).toBeTruthy();
  const result = await entry.getByTestId('wallet-activity-result').textContent();
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(page.getByTestId('wallet-button')).toBeVisible();
  const reloaded = await openActivity(page);
  const kept = reloaded.getByTestId('wallet-activity-entry');
  await expect(kept).toHaveCount(1);
  await expect(kept).toHaveAttribute('data-state', 'done');
  await expect(kept.getByTestId('wallet-activity-title')).toHaveText('Swap 5 USDT for QUBE');
  await expect(kept.getByTestId('wallet-activity-result')).toHaveText(result!);
  await expect(kept.getByTestId('wallet-activity-link')).toHaveAttribute('href', href);
  await page.keyboard.press('Escape');

  // failure path: the wallet refuses the next swap; the menu lists it as canceled, newest first, without a link
  await page.getByTestId('swap-amount-left').fill('3');
  await expect(swapSubmit(page)).toHaveAttribute('data-state', 'ready');
  await swapSubmit(page).click();
  await confirmSwap(page);
  await page
    .getByRole('dialog', { name: /confirm transaction/i })
    .getByRole('button', { name: 'Reject' })
    .click();
  await expect(page.getByText('Swap canceled, balance unchanged')).toBeVisible();
  const after = await openActivity(page);
  const entries = after.getByTestId('wallet-activity-entry');
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toHaveAttribute('data-state', 'canceled');
  await expect(entries.first().getByTestId('wallet-activity-title')).toHaveText('Swap canceled, balance unchanged');
  await expect(entries.first().getByTestId('wallet-activity-link')).toHaveCount(0);
  await expect(entries.nth(1)).toHaveAttribute('data-state', 'done');
});

test('the activity is kept per wallet: each account sees its own list', async ({ page }) => {
  const bob = (await devnetInfo(page)).accounts.find((a) => a.name === 'Bob')!.address;
  await page.goto('/swap');
  await connectWallet(page, 'Bob');
  await page.evaluate((own) => {
    const entry = (title: string) => ({ id: title, state: 'failed', title, startedAt: Date.now() - 60_000 });
    const other = `0:${'e'.repeat(64)}`;
    localStorage.setItem(
      'tycho.activity',
      JSON.stringify({ [other]: [entry('Someone else')], [own]: [entry('Mine')] }),
    );
  }, bob);
  await page.reload();
  const list = await openActivity(page);
  await expect(list.getByTestId('wallet-activity-entry')).toHaveCount(1);
  await expect(list.getByTestId('wallet-activity-title')).toHaveText('Mine');
  await expect(list.getByTestId('wallet-activity-state')).toHaveText('Failed');
  await list.getByTestId('wallet-activity-clear').click();
  await openActivity(page);
  await expect(page.getByTestId('wallet-activity-empty')).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('tycho.activity') ?? '{}'))).toMatchObject({
    [`0:${'e'.repeat(64)}`]: [expect.objectContaining({ title: 'Someone else' })],
  });
});
