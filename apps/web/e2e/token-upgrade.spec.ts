import { expect, test, type Page } from '@playwright/test';
import { connectWallet, devnetInfo, expectNoSeriousA11yViolations, expectPendingReplaced, unitsOf } from './support';

// Only Dave holds v4 tokens on the seeded network (packages/devnet/src/seed/upgrade.ts, V4_HOLDERS): this spec is
// the only one that changes his token balances.

const units = unitsOf;
const symbolsOf = (page: Page) =>
  page.getByTestId('token-upgrade-item').evaluateAll((items) => items.map((i) => i.getAttribute('data-symbol')));

test('Dave upgrades v4 QUBE: toast, popup, a rejection keeps it, approval moves it to v5; Dismiss clears', async ({
  page,
}) => {
  test.slow(); // two wallet confirmations, balance polling and a reload: ~25 s alone, more beside another worker
  const { addresses } = await devnetInfo(page);
  // the swap card shows Dave's v5 QUBE balance (left) while the upgrade runs
  await page.goto(`/swap/${addresses['token:QUBE']}/${addresses['token:USDT']}`);
  await connectWallet(page, 'Dave');
  const toast = page.getByTestId('token-upgrade-toast');
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute('data-count', '3');
  await expect(toast).toContainText('You hold 3 tokens of the old version (v4)');
  // on a phone the notice stands at the bottom of the screen: under the header it covered the page's head for good
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 800 });
  const bottomOf = async () => {
    const box = await toast.boundingBox();
    return box ? box.y + box.height : 0;
  };
  await expect.poll(bottomOf).toBeGreaterThan(700);
  if (desktop) await page.setViewportSize(desktop);
  await expect.poll(bottomOf).toBeLessThan(400);
  await expect(page.getByTestId('swap-balance-left')).toBeVisible();
  const v5Before = await units(page, 'swap-balance-left');
  await expectNoSeriousA11yViolations(page);

  await toast.getByRole('button', { name: 'Upgrade' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upgrade tokens' });
  await expect(dialog).toBeVisible();
  await expect(toast).toHaveCount(0);
  await expect.poll(() => symbolsOf(page)).toEqual(['QUBE', 'BRIDGE', 'WBTC']);
  const qube = dialog.locator('[data-testid="token-upgrade-item"][data-symbol="QUBE"]');
  await expect(qube).toContainText('FlatQube · version 4');
  const v4 = BigInt((await qube.getByTestId('token-upgrade-balance').getAttribute('data-units')) ?? '0');
  expect(v4).toBe(250_000_000_000n);
  await expectNoSeriousA11yViolations(page);

  // the wallet rejects: the token stays, not upgrading, balance unchanged
  const button = qube.getByTestId('token-upgrade-button');
  await qube.getByRole('button', { name: 'Upgrade 250 QUBE' }).click();
  const wallet = page.getByRole('dialog', { name: /confirm transaction/i });
  await expect(wallet).toBeVisible();
  await expect(button).toBeDisabled();
  await expect(button).toHaveAttribute('data-state', 'upgrading');
  await wallet.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('QUBE upgrade canceled, balance unchanged')).toBeVisible();
  await expect(button).toHaveAttribute('data-state', 'idle');
  await expect(button).toBeEnabled();
  await expect(qube.getByTestId('token-upgrade-balance')).toHaveAttribute('data-units', v4.toString());
  expect(await units(page, 'swap-balance-left')).toBe(v5Before);

  // approved: upgrading (disabled, spinner) until the v5 balance grew, then the token leaves the list
  await button.click();
  await expect(wallet).toBeVisible();
  await expect(qube.getByRole('button', { name: 'Upgrading 250 QUBE' })).toBeDisabled();
  await wallet.getByRole('button', { name: 'Approve' }).click();
  await expectPendingReplaced(page, 'Upgrading QUBE…', 'QUBE upgraded: received 250 QUBE of the new version');
  await expect(qube).toHaveCount(0);
  await expect.poll(() => symbolsOf(page)).toEqual(['BRIDGE', 'WBTC']);
  await expect.poll(() => units(page, 'swap-balance-left')).toBe(v5Before + v4);

  // closing the popup brings the toast back for the rest; Dismiss clears the list
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast).toHaveAttribute('data-count', '2');
  await toast.getByRole('button', { name: 'Dismiss' }).click();
  await expect(toast).toHaveCount(0);
  await expect(page.getByTestId('token-upgrade-check')).toHaveAttribute('data-count', '0');

  // a new session checks again: the v4 QUBE balance is 0 now, so only BRIDGE and WBTC are offered
  await page.reload();
  await expect(toast).toHaveAttribute('data-count', '2');
  await toast.getByRole('button', { name: 'Upgrade' }).click();
  await expect(dialog).toBeVisible();
  await expect.poll(() => symbolsOf(page)).toEqual(['BRIDGE', 'WBTC']);
});

test('an account without v4 tokens sees no upgrade toast', async ({ page }) => {
  await page.goto('/swap');
  await connectWallet(page, 'Carol');
  await expect(page.getByTestId('token-upgrade-check')).toHaveAttribute('data-state', 'done');
  await expect(page.getByTestId('token-upgrade-check')).toHaveAttribute('data-count', '0');
  await expect(page.getByTestId('token-upgrade-toast')).toHaveCount(0);
});
