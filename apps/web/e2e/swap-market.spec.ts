import type { Browser, Page } from '@playwright/test';
import { expect, test } from './clock';
import {
  confirmSwap,
  confirmUrlImport,
  connectWallet,
  devnetInfo,
  previewSettled,
  swapSubmit,
  unitsOf,
} from './support';

// This file moves markets on purpose (another tab trades while a popup is open): it runs on a network of its own
// (./clock), so no other spec's trade lands between its quote, preview and send (swap-preview's three-hop swap once
// went through SOL/USDC meanwhile), and its tests run in order.
test.describe.configure({ mode: 'serial' });

const submit = swapSubmit;
const units = unitsOf;
const walletDialog = (page: Page) => page.getByRole('dialog', { name: /confirm transaction/i });

async function openSwap(page: Page, left: string, right: string, connect = true, unlisted = false) {
  await page.goto(`/swap/${left}/${right}`);
  // a token outside the active list (an LP token) is imported first, through its warning
  if (unlisted) await confirmUrlImport(page);
  if (connect) await connectWallet(page, 'Alice');
  await expect(page.getByTestId('swap-balance-left')).toBeVisible();
}

/** Confirms the open swap popup and approves the wallet prompt, then waits for the success toast. */
async function confirmAndApprove(page: Page) {
  await submit(page).click();
  await confirmSwap(page);
  await walletDialog(page).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(/Swap succeeded: received/).first()).toBeVisible({ timeout: 45_000 });
}

/**
 * Another tab of Alice (its own browser context, auto-approving) swaps `amount` of `left` into `right` and waits
 * until that swap has succeeded: it moves the same pools the page under test is quoting. It does not depend on what
 * other specs (or an earlier attempt of this file) left in the pools: it accepts a changed rate, acknowledges a
 * price impact above 15 %, and trades again when its swap ended otherwise (cancelled by slippage because the pools
 * moved between its quote and its send). Its context is not in the trace: on failure a screenshot of the tab is
 * attached.
 */
async function moveMarket(browser: Browser, baseURL: string, left: string, right: string, amount: string) {
  const context = await browser.newContext({ baseURL });
  const other = await context.newPage();
  try {
    await other.goto(`/swap/${left}/${right}?autoApprove=1`);
    await connectWallet(other, 'Alice');
    await expect(other.getByTestId('swap-balance-left')).toBeVisible();
    const succeeded = other.getByText(/Swap succeeded: received/);
    const endedOtherwise = other.getByText(/canceled|Swap failed|Timed out waiting for the swap/);
    for (let attempt = 1; ; attempt++) {
      const endedBefore = await endedOtherwise.count();
      await other.getByTestId('swap-amount-left').fill(amount);
      await expect(submit(other)).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
      await submit(other).click();
      await confirmSwap(other, { acknowledgeImpact: true });
      await expect
        .poll(async () => (await succeeded.count()) > 0 || (await endedOtherwise.count()) > endedBefore, {
          message: "the other tab's swap ends",
          timeout: 45_000,
        })
        .toBe(true);
      if ((await succeeded.count()) > 0) return;
      const ended = await endedOtherwise.last().textContent();
      expect(attempt, `the other tab's swap ${amount} ${left} → ${right} ended: ${ended}`).toBeLessThan(3);
    }
  } catch (error) {
    const screenshot = await other.screenshot().catch(() => undefined);
    try {
      if (screenshot) await test.info().attach('moveMarket tab', { body: screenshot, contentType: 'image/png' });
    } catch {
      // called from a route handler, it may run outside the test's context: the error itself matters more
    }
    throw error;
  } finally {
    await context.close();
  }
}

test('one-coin deposit into the stable pool and one-coin withdrawal, balances as the bill promised', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const a = (await devnetInfo(page)).addresses;
  const [usdc, dai, lp] = [a['token:USDC']!, a['token:DAI']!, a['lp:USDT-USDC-DAI']!];

  await openSwap(page, usdc, lp, true, true);
  const usdcBefore = await units(page, 'swap-balance-left');
  const lpBefore = await units(page, 'swap-balance-right');
  await page.getByTestId('swap-amount-left').fill('100');
  await expect(page.getByTestId('swap-card')).toHaveAttribute('data-mode', 'depositOneCoin');
  await expect(page.getByTestId('swap-mode-note')).toContainText('One-coin deposit');
  await expect(submit(page)).toHaveAttribute('data-state', 'ready');
  const minLp = await units(page, 'swap-min-received');
  expect(minLp).toBeGreaterThan(0n);
  await confirmAndApprove(page);
  await expect.poll(() => units(page, 'swap-balance-left')).toBe(usdcBefore - 100_000_000n);
  await expect.poll(() => units(page, 'swap-balance-right')).toBeGreaterThanOrEqual(lpBefore + minLp);
  const lpAfter = await units(page, 'swap-balance-right');

  await openSwap(page, lp, dai, false);
  await expect.poll(() => units(page, 'swap-balance-left')).toBe(lpAfter);
  const daiBefore = await units(page, 'swap-balance-right');
  await page.getByTestId('swap-amount-left').fill('10');
  await expect(page.getByTestId('swap-card')).toHaveAttribute('data-mode', 'withdrawOneCoin');
  await expect(page.getByTestId('swap-mode-note')).toContainText('One-coin withdrawal');
  await expect(submit(page)).toHaveAttribute('data-state', 'ready');
  const minDai = await units(page, 'swap-min-received');
  await confirmAndApprove(page);
  await expect.poll(() => units(page, 'swap-balance-right')).toBeGreaterThanOrEqual(daiBefore + minDai);
  // LP decimals are 9 on the devnet's pools
  await expect.poll(() => units(page, 'swap-balance-left')).toBe(lpAfter - 10_000_000_000n);
});

test('a price impact above 15 % must be acknowledged before confirming', async ({ page }) => {
  const a = (await devnetInfo(page)).addresses;
  await openSwap(page, a['token:QUBE']!, a['token:BRIDGE']!);
  // all of Alice's QUBE into the QUBE/BRIDGE pool
  await page.getByTestId('swap-max').click();
  await expect(page.getByTestId('swap-price-impact')).toHaveAttribute('data-level', 'extreme');
  await expect(submit(page)).toHaveAttribute('data-state', 'ready');
  await submit(page).click();
  const dialog = page.getByTestId('swap-confirm-dialog');
  await expect(dialog.getByTestId('swap-confirm')).toBeDisabled();
  await dialog.getByTestId('swap-impact-ack').check();
  await expect(dialog.getByTestId('swap-confirm')).toBeEnabled();
  // closing the popup cancels: nothing is sent
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(walletDialog(page)).toHaveCount(0);
  await expect(submit(page)).toHaveAttribute('data-state', 'ready');
});

// SOL trades in one pool only (SOL/USDC): every route into SOL ends there, and the other tab buying SOL with USDC
// always moves the last pool of the route under test, in this test and the next (with prices that agree, DAI → WETH
// has several routes of about the same rate, and two trades need not share a pool: once earlier trades had moved
// the pools, 3,000 DAI → WETH took another route than 100 DAI → WETH and the rate-changed prompt never came).
test('the rate changes while the popup is open, then a cross-exchange cancelled by slippage keeps the source token', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const a = (await devnetInfo(page)).addresses;
  const [dai, usdc, sol] = [a['token:DAI']!, a['token:USDC']!, a['token:SOL']!];
  await openSwap(page, dai, sol);
  await page.getByTestId('swap-slippage-button').click();
  await page.getByRole('button', { name: '0.1%' }).click();
  await page.keyboard.press('Escape');
  await page.getByTestId('swap-amount-left').fill('100');
  await expect(page.getByTestId('swap-route')).toHaveAttribute('data-hops', /^[23]$/);
  await expect(submit(page)).toHaveAttribute('data-state', 'ready');

  // rate changed: the popup is open while another tab moves the pools
  await submit(page).click();
  const dialog = page.getByTestId('swap-confirm-dialog');
  await expect(dialog.getByTestId('swap-confirm')).toBeEnabled();
  await moveMarket(browser, baseURL!, usdc, sol, '3000');
  await expect(dialog.getByTestId('swap-rate-changed')).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByTestId('swap-confirm')).toBeDisabled();
  await dialog.getByTestId('swap-rate-accept').click();
  await expect(dialog.getByTestId('swap-rate-changed')).toHaveCount(0);
  await expect(dialog.getByTestId('swap-confirm')).toBeEnabled();

  // cancelled: the wallet prompt is open (the payload is built) while the pools move again
  const daiBefore = await units(page, 'swap-balance-left');
  await dialog.getByTestId('swap-confirm').click();
  await expect(walletDialog(page)).toBeVisible();
  await moveMarket(browser, baseURL!, usdc, sol, '3000');
  await walletDialog(page).getByRole('button', { name: 'Approve' }).click();
  await expect(
    page.getByText(/Cross-exchange DAI\/SOL canceled: slippage exceeded 0\.[23]%\. You keep your DAI\./),
  ).toBeVisible({
    timeout: 45_000,
  });
  // the DAI came back
  await expect.poll(() => units(page, 'swap-balance-left')).toBe(daiBefore);
});

test('the route signed is the route confirmed: a market move between confirm and send brings the rate-changed prompt, nothing is signed', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const a = (await devnetInfo(page)).addresses;
  const [dai, usdc, sol] = [a['token:DAI']!, a['token:USDC']!, a['token:SOL']!];
  await openSwap(page, dai, sol);
  await page.getByTestId('swap-slippage-button').click();
  await page.getByRole('button', { name: '0.1%' }).click();
  await page.keyboard.press('Escape');
  await page.getByTestId('swap-amount-left').fill('100');
  await expect(page.getByTestId('swap-route')).toHaveAttribute('data-hops', /^[23]$/);
  await expect(submit(page)).toHaveAttribute('data-state', 'ready');

  // the payload request of each send is recorded (the confirmation's preview asks for the same call when the popup
  // opens or the accepted route changes: those pass unrecorded); the first send's is held while another tab moves
  // the same pools
  type Sent = { route: { steps: { poolAddress: string; minExpectedAmount: string }[] }; slippage: string };
  const sent: Sent[] = [];
  let sending = false;
  await page.route('**/pools/cross_swap_payload', async (route) => {
    if (sending) {
      sending = false;
      sent.push(route.request().postDataJSON() as Sent);
      if (sent.length === 1) await moveMarket(browser, baseURL!, usdc, sol, '3000');
    }
    await route.continue();
  });
  const pools = (s: Sent) => s.route.steps.map((step) => step.poolAddress).join(',');
  const minimum = (s: Sent) => s.route.steps.at(-1)!.minExpectedAmount;

  await submit(page).click();
  const dialog = page.getByTestId('swap-confirm-dialog');
  const shown = dialog.getByTestId('swap-confirm-min');
  await expect(dialog.getByTestId('swap-confirm')).toBeEnabled();
  const confirmedPools = (await shown.getAttribute('data-pools'))!;
  const confirmedMin = (await shown.getAttribute('data-units'))!;
  await previewSettled(page);
  sending = true;
  await dialog.getByTestId('swap-confirm').click();

  // (a) the confirmed minimum can no longer be delivered: the prompt, and no wallet call
  await expect(dialog.getByTestId('swap-rate-changed')).toBeVisible({ timeout: 90_000 });
  await expect(dialog.getByTestId('swap-confirm')).toBeDisabled();
  await expect(walletDialog(page)).toHaveCount(0);
  expect(sent).toHaveLength(1);
  expect(pools(sent[0])).toBe(confirmedPools);
  expect(minimum(sent[0])).toBe(confirmedMin);
  expect(sent[0].slippage).toBe('0.001');

  // (b) the new rate accepted and confirmed: the signed call is built from exactly what the popup shows
  let shownPools = '';
  let shownMin = '';
  await expect(async () => {
    const accept = dialog.getByTestId('swap-rate-accept');
    if (await accept.isVisible()) await accept.click();
    await previewSettled(page);
    shownPools = (await shown.getAttribute('data-pools'))!;
    shownMin = (await shown.getAttribute('data-units'))!;
    sending = true;
    await dialog.getByTestId('swap-confirm').click({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(walletDialog(page)).toBeVisible({ timeout: 30_000 });
  expect(sent).toHaveLength(2);
  expect(pools(sent[1])).toBe(shownPools);
  expect(minimum(sent[1])).toBe(shownMin);
  await walletDialog(page).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(/Swap succeeded: received/).first()).toBeVisible({ timeout: 45_000 });
});
