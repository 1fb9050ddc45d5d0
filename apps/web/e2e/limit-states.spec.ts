import type { Locator, Page } from '@playwright/test';
import { expect, test } from './clock';
import { recordToastsOnEveryPage } from './toastLog';
import { connectWallet, devnetInfo, expectNoSeriousA11yViolations, expectPendingReplaced } from './support';

/**
 * The order tables' states an order passes on its way to Active or after it, on a worker's own fresh local network
 * (see ./clock): Initializing, Awaiting tokens and Swap in progress. A local order passes Initialize within its
 * placing transaction and never enters the other two (the real order never sets AwaitTokens; SwapInProgress follows a
 * DEX swap, which the app does not start), so a test switch (`POST /devnet/test/limit-order-hold`) keeps Alice's next
 * order in each. A held order is in her history with its state and no action (the contract refuses fills and cancel
 * outside Active), and in neither the open orders nor her open ones; her Active order beside them offers Cancel.
 */

const HELD = [
  { state: 'Initialize', label: 'Initializing', amount: '11' },
  { state: 'AwaitTokens', label: 'Awaiting tokens', amount: '12' },
  { state: 'SwapInProgress', label: 'Swap in progress', amount: '13' },
] as const;
/** Far above the seeded asks: nothing on the network fills it. */
const PRICE = '1000';

async function placeSell(page: Page, amount: string) {
  await page.getByTestId('limit-side-sell').click();
  await page.getByTestId('limit-price').fill(PRICE);
  await page.getByTestId('limit-amount').fill(amount);
  await page.getByTestId('limit-submit').click();
  await page.getByTestId('limit-confirm-dialog-confirm').click();
  const wallet = page.getByRole('dialog', { name: /Confirm transaction/i });
  await wallet.getByRole('button', { name: 'Approve' }).click();
  await expect(wallet).toBeHidden();
  await expectPendingReplaced(page, 'Placing an order', `Order placed: ${amount} QUBE for `);
}

/** The row of the tab's table whose initial amount is `amount` (Alice's amounts are distinct). */
const rowOf = (page: Page, amount: string): Locator => {
  const rows = page.getByTestId('limit-orders').getByTestId('limit-order-row');
  return rows.filter({ has: page.getByTestId('limit-order-amount').filter({ hasText: new RegExp(` / ${amount}$`) }) });
};

test('an order held in Initialize, AwaitTokens or SwapInProgress: its label in the history, no action, not open', async ({
  page,
  clockServer,
}) => {
  test.setTimeout(240_000);
  await recordToastsOnEveryPage(page);
  const a = (await devnetInfo(page)).addresses;
  const alice = a['account:Alice']!;
  const hold = async (state: string) => {
    const response = await page.request.post(`${clockServer.baseURL}/devnet/test/limit-order-hold`, {
      data: { owner: alice, hold: state },
    });
    expect(response.ok()).toBeTruthy();
  };
  await page.goto(`/limit/${a['token:QUBE']!}/${a['token:USDT']!}`);
  await connectWallet(page, 'Alice');
  try {
    for (const held of HELD) {
      await hold(held.state);
      await placeSell(page, held.amount);
    }
  } finally {
    await hold('none');
  }
  await placeSell(page, '14');

  // the history: each held order with its state's label and no action; the Active one with Cancel
  await page.getByTestId('limit-tab-history').click();
  for (const held of HELD) {
    const row = rowOf(page, held.amount);
    await expect(row).toHaveAttribute('data-state', held.state, { timeout: 30_000 });
    await expect(row.getByRole('cell', { name: held.label, exact: true })).toBeVisible();
    await expect(row.getByRole('button')).toHaveCount(0);
  }
  const active = rowOf(page, '14');
  await expect(active).toHaveAttribute('data-state', 'Active');
  await expect(active.getByRole('cell', { name: 'Active', exact: true })).toBeVisible();
  await expect(active.getByTestId('limit-order-cancel')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // her open orders and everyone's: the Active one only
  for (const tab of ['mine', 'open'] as const) {
    await page.getByTestId(`limit-tab-${tab}`).click();
    await expect(rowOf(page, '14')).toHaveAttribute('data-state', 'Active');
    for (const held of HELD) await expect(rowOf(page, held.amount)).toHaveCount(0);
  }
});
