import { expect, test } from '@playwright/test';
import {
  confirmSwap,
  connectWallet,
  drawnChartCanvas,
  expectNoSeriousA11yViolations,
  expectPendingReplaced,
  swapSubmit,
  tokenRoot,
  unitsOf,
} from './support';

const root = tokenRoot;

const submit = swapSubmit;
const units = unitsOf;

test('visitor gets a quote with the bill; the button asks to connect', async ({ page }) => {
  const [usdt, qube] = [await root(page, 'USDT'), await root(page, 'QUBE')];
  await page.goto(`/swap/${usdt}/${qube}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Swap' })).toBeVisible();
  await expect(page.getByTestId('swap-greeting')).toBeVisible();
  await expect(page.getByTestId('swap-token-left')).toContainText('USDT');
  await expect(page.getByTestId('swap-token-right')).toContainText('QUBE');
  await page.getByTestId('swap-amount-left').fill('10');
  await expect(page.getByTestId('swap-bill')).toBeVisible();
  await expect(page.getByTestId('swap-amount-right')).not.toHaveValue('');
  await expect(page.getByTestId('swap-route')).toHaveText(/^USDT → .*QUBE$/);
  await expect(page.getByTestId('swap-price-impact')).toHaveText(/%$/);
  await expect(submit(page)).toHaveAttribute('data-state', 'connect');
  // decimals limited to the token's (USDT has 6)
  await page.getByTestId('swap-amount-left').fill('1.1234567');
  await expect(page.getByTestId('swap-amount-left')).toHaveValue('10');
  // right-to-left input
  await page.getByTestId('swap-amount-right').fill('1');
  await expect(page.getByTestId('swap-amount-left')).not.toHaveValue('10', { timeout: 15_000 });
  await expect(page.getByTestId('swap-amount-left')).not.toHaveValue('');
  // reverse direction follows the URL
  await page.getByTestId('swap-reverse').click();
  await expect(page).toHaveURL(new RegExp(`/swap/${qube}/${usdt}$`));
  await expect(page.getByTestId('swap-token-left')).toContainText('QUBE');
});

test('the default pair, the token list with search and [SCAM] tag', async ({ page }) => {
  await page.goto('/swap');
  // combo is the default mode: the coin and the wrapped coin together, against USDT
  await expect(page.getByTestId('swap-token-left')).toContainText('TYCHO + WTYCHO');
  await expect(page.getByTestId('swap-token-right')).toContainText('USDT');
  await page.getByTestId('swap-token-right').click();
  const dialog = page.getByRole('dialog', { name: 'Select a token' });
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('token-list-search').fill('usd');
  await expect(dialog.getByTestId('scam-tag')).toHaveCount(1);
  await dialog.getByTestId('token-list-search').fill('FlatQube');
  await dialog.getByTestId('token-list-item').first().click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('swap-token-right')).toContainText('QUBE');
  await expect(page).toHaveURL(new RegExp(`/swap/combined/${await root(page, 'QUBE')}$`));
  await expect(page.getByTestId('swap-card')).toHaveAttribute('data-mode', 'combo');
});

test('slippage is persisted across reload and warns when high', async ({ page }) => {
  await page.goto('/swap');
  await page.getByTestId('swap-slippage-button').click();
  await page.getByRole('button', { name: '1.0%' }).click();
  await expect(page.getByTestId('swap-slippage-button')).toHaveText('Slippage 1.0%');
  await page.getByTestId('swap-slippage-input').fill('7');
  await expect(page.getByTestId('swap-slippage-warning')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('swap-slippage-button')).toHaveText('Slippage 7%');
  expect(await page.evaluate(() => localStorage.getItem('slippage'))).toBe('7');
});

test('the typed amount and the closed greeting survive a reload (stored as `amounts` and `swap_notation`)', async ({
  page,
}) => {
  const [usdt, qube] = [await root(page, 'USDT'), await root(page, 'QUBE')];
  await page.goto(`/swap/${usdt}/${qube}`);
  await page.getByTestId('swap-amount-left').fill('12.5');
  await expect(page.getByTestId('swap-bill')).toBeVisible();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('amounts')))!)).toEqual({
    leftAmount: '12.5',
    rightAmount: '',
    side: 'ltr',
  });
  await page.reload();
  await expect(page.getByTestId('swap-amount-left')).toHaveValue('12.5');
  await expect(page.getByTestId('swap-bill')).toBeVisible();
  await expect(page.getByTestId('swap-amount-right')).not.toHaveValue('');
  // the amount to receive, typed: that side comes back and the other is quoted again
  await page.getByTestId('swap-amount-right').fill('2');
  await expect(page.getByTestId('swap-amount-left')).not.toHaveValue('12.5');
  await page.reload();
  await expect(page.getByTestId('swap-amount-right')).toHaveValue('2');
  await expect(page.getByTestId('swap-amount-left')).not.toHaveValue('');

  // the greeting closes for good
  await expect(page.getByTestId('swap-greeting')).toBeVisible();
  await page.getByRole('button', { name: 'Close the greeting' }).click();
  await expect(page.getByTestId('swap-greeting')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('swap_notation'))).toBe('1');
  await page.reload();
  await expect(page.getByTestId('swap-card')).toBeVisible();
  await expect(page.getByTestId('swap-amount-right')).toHaveValue('2');
  await expect(page.getByTestId('swap-greeting')).toHaveCount(0);
});

test('plain swap with Alice: balances move as the bill promised; insufficient balance', async ({ page }) => {
  const [usdt, qube] = [await root(page, 'USDT'), await root(page, 'QUBE')];
  await page.goto(`/swap/${usdt}/${qube}`);
  await connectWallet(page, 'Alice');
  await expect(page.getByTestId('swap-greeting')).toHaveCount(0);
  await expect(page.getByTestId('swap-balance-left')).toBeVisible();
  await expect(page.getByTestId('swap-balance-right')).toBeVisible();
  const leftBefore = await units(page, 'swap-balance-left');
  const rightBefore = await units(page, 'swap-balance-right');
  expect(leftBefore).toBeGreaterThan(0n);

  await page.getByTestId('swap-amount-left').fill('100000000');
  await expect(submit(page)).toHaveText('Insufficient USDT balance');

  await page.getByTestId('swap-amount-left').fill('25');
  await expect(page.getByTestId('swap-bill')).toBeVisible();
  await expect(submit(page)).toHaveAttribute('data-state', 'ready');
  const minReceived = await units(page, 'swap-min-received');
  await submit(page).click();
  const confirm = page.getByTestId('swap-confirm-dialog');
  await expect(confirm).toBeVisible();
  await expect(submit(page)).toHaveText('Awaiting confirmation');
  await confirmSwap(page);
  const wallet = page.getByRole('dialog', { name: /confirm transaction/i });
  await expect(wallet).toBeVisible();
  await wallet.getByRole('button', { name: 'Approve' }).click();
  // "sent, waiting" is replaced by the result: one toast, not two side by side
  await expectPendingReplaced(page, 'Swap USDT/QUBE sent, waiting for the result…', /Swap succeeded: received/);
  // the success toast links to the transaction, which the network knows
  const link = page.getByTestId('toast-transaction-link').first();
  await expect(link).toHaveAttribute('href', /^\/devnet\/transactions\/[0-9a-f]{64}$/);
  expect((await page.request.get((await link.getAttribute('href'))!)).ok()).toBeTruthy();
  await expect(page.getByTestId('swap-amount-left')).toHaveValue('');
  await expect.poll(() => units(page, 'swap-balance-left')).toBe(leftBefore - 25_000_000n);
  const rightAfter = await units(page, 'swap-balance-right');
  expect(rightAfter - rightBefore).toBeGreaterThanOrEqual(minReceived);
});

test('multi-hop swap with Bob, and a rejected send leaves the balance unchanged', async ({ page }) => {
  const [bridge, usdt] = [await root(page, 'BRIDGE'), await root(page, 'USDT')];
  await page.goto(`/swap/${bridge}/${usdt}`);
  await connectWallet(page, 'Bob');
  await expect(page.getByTestId('swap-balance-left')).toBeVisible();
  const before = await units(page, 'swap-balance-left');
  await page.getByTestId('swap-amount-left').fill('10');
  await expect(page.getByTestId('swap-route')).toHaveAttribute('data-hops', /^[23]$/);
  // the slippage compounds per step ((1 + s/100)^n − 1): the bill shows the effective figure and why
  const hops = Number(await page.getByTestId('swap-route').getAttribute('data-hops'));
  const slippage = page.getByTestId('swap-slippage');
  await expect(slippage).toContainText(`(0.5% a step, compounded over ${hops} steps)`);
  const effective = (await slippage.getAttribute('data-effective'))!;
  expect(Number(effective)).toBeCloseTo((1.005 ** hops - 1) * 100, 9);

  // reject first
  await submit(page).click();
  await expect(page.getByTestId('swap-confirm-slippage')).toHaveAttribute('data-effective', effective);
  await confirmSwap(page);
  const wallet = page.getByRole('dialog', { name: /confirm transaction/i });
  await wallet.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Swap canceled, balance unchanged')).toBeVisible();
  expect(await units(page, 'swap-balance-left')).toBe(before);

  // then approve
  await page.getByTestId('swap-amount-left').fill('10');
  await expect(page.getByTestId('swap-route')).toHaveAttribute('data-hops', /^[23]$/);
  await expect(submit(page)).toHaveAttribute('data-state', 'ready');
  await submit(page).click();
  await confirmSwap(page);
  await page
    .getByRole('dialog', { name: /confirm transaction/i })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(page.getByText(/Swap succeeded: received/)).toBeVisible({ timeout: 45_000 });
  await expect.poll(() => units(page, 'swap-balance-left')).toBe(before - 10_000_000_000n);
});

test('narrow screen and accessibility', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/swap');
  await expect(page.getByTestId('swap-card')).toBeVisible();
  await expect(page.getByTestId('swap-transactions')).toBeVisible();
  await expect(page.getByTestId('swap-chart-section')).toHaveCount(0);
  const box = await page.getByTestId('swap-card').boundingBox();
  expect(box!.width).toBeLessThanOrEqual(375);
  await page.getByTestId('swap-amount-left').fill('100');
  await expect(page.getByTestId('swap-bill')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the pair chart (1H/1D) and the pool transactions below the card', async ({ page }) => {
  const [usdt, qube] = [await root(page, 'USDT'), await root(page, 'QUBE')];
  await page.goto(`/swap/${usdt}/${qube}`);
  const chart = page.getByTestId('swap-chart');
  await expect(chart).toHaveAttribute('data-state', /ready|empty/);
  await page.getByTestId('swap-chart-D1').click();
  await expect(page.getByTestId('swap-chart-D1')).toHaveAttribute('aria-pressed', 'true');
  await expect(chart).toHaveAttribute('data-state', /ready|empty/);
  const section = page.getByTestId('swap-transactions');
  await expect(section).toBeVisible();
  await expect(section.getByTestId('transaction-row').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('scrolling the chart back in time loads earlier candles and merges them', async ({ page }) => {
  const [usdt, qube] = [await root(page, 'USDT'), await root(page, 'QUBE')];
  const windows: { from: number; to: number }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/ohlcv')) windows.push(request.postDataJSON());
  });
  await page.goto(`/swap/${usdt}/${qube}`);
  await expect(page.getByTestId('swap-chart')).toHaveAttribute('data-state', 'ready');
  const section = page.getByTestId('swap-chart-section');
  await expect(section).toHaveAttribute('data-pages', '1');
  const canvas = await drawnChartCanvas(page, 'swap-chart');
  const box = (await canvas.boundingBox())!;
  // drag the time axis to the right: earlier bars come into view
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.9, box.y + box.height / 2, { steps: 10 });
  await page.mouse.up();
  await expect(section).toHaveAttribute('data-pages', /^[2-9]$/);
  await expect(page.getByTestId('swap-chart')).toHaveAttribute('data-state', 'ready');
  // the second window ends where the first one starts, with the same length
  expect(windows.length).toBeGreaterThanOrEqual(2);
  const [first, second] = windows;
  expect(second!.to).toBe(first!.from);
  expect(second!.to - second!.from).toBe(first!.to - first!.from);
});
