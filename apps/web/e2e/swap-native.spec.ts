import { ZERO_ADDRESS } from '@tycho/abi';
import { expect, test, type Page } from '@playwright/test';
import { confirmSwap, connectWallet, expectPendingReplaced, swapSubmit, tokenRoot, unitsOf } from './support';

/** The native coin in the app's token list and URLs: the zero address. */
const NATIVE = ZERO_ADDRESS;
const TYCHO = 1_000_000_000n;

const root = tokenRoot;
const submit = swapSubmit;
const units = unitsOf;

async function approve(page: Page) {
  const wallet = page.getByRole('dialog', { name: /confirm transaction/i });
  await expect(wallet).toBeVisible();
  await wallet.getByRole('button', { name: 'Approve' }).click();
}

// Bob's coin balance moves in every test here: run them one after another.
test.describe.configure({ mode: 'serial' });

test('native in: TYCHO → QUBE spends the coin, keeps the safe reserve', async ({ page }) => {
  const qube = await root(page, 'QUBE');
  await page.goto(`/swap/${NATIVE}/${qube}`);
  await connectWallet(page, 'Bob');
  await expect(page.getByTestId('swap-card')).toHaveAttribute('data-mode', 'coinIn');
  await expect(page.getByTestId('swap-balance-left')).toBeVisible();
  await expect(page.getByTestId('swap-balance-right')).toBeVisible();
  const coinBefore = await units(page, 'swap-balance-left');
  const qubeBefore = await units(page, 'swap-balance-right');
  // Max fills the balance minus the 10 TYCHO reserve; more than that is refused
  await expect(page.getByTestId('swap-max')).toHaveAttribute('data-units', String(coinBefore - 10n * TYCHO));
  await page.getByTestId('swap-amount-left').fill(String(coinBefore / TYCHO));
  await expect(submit(page)).toHaveText('Insufficient TYCHO balance');
  await page.getByTestId('swap-amount-left').fill('20');
  await expect(page.getByTestId('swap-bill')).toBeVisible();
  await expect(submit(page)).toHaveAttribute('data-state', 'ready');
  const min = await units(page, 'swap-min-received');
  await submit(page).click();
  await confirmSwap(page);
  await approve(page);
  await expect(page.getByText(/Swap succeeded: received/)).toBeVisible({ timeout: 45_000 });
  await expect.poll(() => units(page, 'swap-balance-right')).toBeGreaterThanOrEqual(qubeBefore + min);
  const coinAfter = await units(page, 'swap-balance-left');
  expect(coinBefore - coinAfter).toBeGreaterThanOrEqual(20n * TYCHO);
  expect(coinBefore - coinAfter).toBeLessThan(30n * TYCHO);
});

test('native out: QUBE → TYCHO delivers the coin', async ({ page }) => {
  const qube = await root(page, 'QUBE');
  await page.goto(`/swap/${qube}/${NATIVE}`);
  await connectWallet(page, 'Bob');
  await expect(page.getByTestId('swap-card')).toHaveAttribute('data-mode', 'coinOut');
  await expect(page.getByTestId('swap-balance-left')).toBeVisible();
  const qubeBefore = await units(page, 'swap-balance-left');
  await page.getByTestId('swap-amount-left').fill('10');
  await expect(page.getByTestId('swap-bill')).toBeVisible();
  await expect(submit(page)).toHaveAttribute('data-state', 'ready');
  await submit(page).click();
  await confirmSwap(page);
  await approve(page);
  await expect(page.getByText(/Swap succeeded: received/)).toBeVisible({ timeout: 45_000 });
  await expect.poll(() => units(page, 'swap-balance-left')).toBe(qubeBefore - 10n * TYCHO);
});

test('wrap and unwrap', async ({ page }) => {
  const wtycho = await root(page, 'WTYCHO');
  await page.goto(`/swap/${NATIVE}/${wtycho}`);
  await connectWallet(page, 'Bob');
  await expect(page.getByTestId('swap-card')).toHaveAttribute('data-mode', 'wrap');
  await expect(page.getByRole('heading', { level: 1, name: 'Wrap' })).toBeVisible();
  await expect(page.getByTestId('swap-balance-right')).toBeVisible();
  const wBefore = await units(page, 'swap-balance-right');
  await page.getByTestId('swap-amount-left').fill('5');
  await expect(page.getByTestId('swap-amount-right')).toHaveValue('5');
  await expect(submit(page)).toHaveText('Wrap');
  await submit(page).click();
  await approve(page);
  // the pending toast names the coin and the wrapped token, and its result replaces it
  await expectPendingReplaced(page, 'Wrapping 5 TYCHO into WTYCHO…', 'Wrapped 5 TYCHO into WTYCHO');
  await expect.poll(() => units(page, 'swap-balance-right')).toBe(wBefore + 5n * TYCHO);

  await page.getByTestId('swap-reverse').click();
  await expect(page.getByTestId('swap-card')).toHaveAttribute('data-mode', 'unwrap');
  await page.getByTestId('swap-amount-left').fill('3');
  await expect(submit(page)).toHaveText('Unwrap');
  await submit(page).click();
  await approve(page);
  await expectPendingReplaced(page, 'Unwrapping 3 WTYCHO into TYCHO…', 'Unwrapped 3 WTYCHO into TYCHO');
  await expect.poll(() => units(page, 'swap-balance-left')).toBe(wBefore + 2n * TYCHO);
});

test('combined mode: coin + WTYCHO → USDT', async ({ page }) => {
  const [usdt, wtycho] = [await root(page, 'USDT'), await root(page, 'WTYCHO')];
  await page.goto(`/swap/${wtycho}/${usdt}`);
  await connectWallet(page, 'Bob');
  await expect(page.getByTestId('swap-balance-left')).toBeVisible();
  const wrapped = await units(page, 'swap-balance-left');
  await page.getByTestId('swap-token-left').click();
  await page.getByTestId('token-list-item').filter({ hasText: 'TYCHO + ' }).click();
  await expect(page).toHaveURL(new RegExp(`/swap/combined/${usdt}$`));
  await expect(page.getByTestId('swap-card')).toHaveAttribute('data-mode', 'combo');
  await expect(page.getByTestId('swap-balance-right')).toBeVisible();
  await expect(page.getByTestId('swap-balance-left')).toBeVisible();
  const usdtBefore = await units(page, 'swap-balance-right');
  await page.getByTestId('swap-amount-left').fill('100000000000');
  await expect(submit(page)).toHaveText('Insufficient balance');
  // more than the wrapped balance: the coin covers the rest
  const amount = (wrapped + 5n * TYCHO).toString();
  await page.getByTestId('swap-amount-left').fill(`${amount.slice(0, -9) || '0'}.${amount.slice(-9)}`);
  await expect(page.getByTestId('swap-bill')).toBeVisible();
  await expect(submit(page)).toHaveAttribute('data-state', 'ready');
  const min = await units(page, 'swap-min-received');
  await submit(page).click();
  // the combined variant of the popup: the whole WTYCHO balance plus 5 TYCHO
  const spend = page.getByTestId('swap-confirm-spend');
  await expect(spend).toHaveAttribute('data-sold-as', 'coinAndToken');
  await expect(spend).toContainText(/^5 TYCHO and [\d .]+ WTYCHO$/);
  await confirmSwap(page);
  await approve(page);
  await expect(page.getByText(/Swap succeeded: received/)).toBeVisible({ timeout: 45_000 });
  await expect.poll(() => units(page, 'swap-balance-right')).toBeGreaterThanOrEqual(usdtBefore + min);
});
