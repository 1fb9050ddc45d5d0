/**
 * The preview before signing (issue 43) on the gauge page's confirmations: withdraw, deposit and claim each open
 * the app's confirmation with the exact call run locally; signing it moves what the preview said. LP amounts and the
 * coin spent match to the last unit; a claim pays what accrued up to its own transaction, so at least the preview
 * (made a few seconds before) and no more than a second's worth of rewards per elapsed second above it. Its own
 * network (the clock fixture): the positions and balances are not touched by other specs.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './clock';
import { answerWallet } from './farming-support';
import { previewOf as previewIn } from './preview-support';
import { connectWallet, devnetInfo, expectNoSeriousA11yViolations, nativeBalanceOf, tokenBalance } from './support';

const previewOf = (page: Page) => previewIn(page, 'gauge-confirm');

async function openGauge(page: Page, name: string) {
  await page.goto('/gauges');
  await page.getByTestId('gauge-card').filter({ hasText: name }).getByTestId('gauge-link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('gauge-position')).toBeVisible();
}

async function signAndWait(page: Page) {
  await page.getByTestId('gauge-confirm-confirm').click();
  await expect(page.getByTestId('gauge-confirm')).toBeHidden();
  await answerWallet(page, 'Approve');
  await expect(page.getByTestId('gauge-result')).toHaveAttribute('data-kind', 'done', { timeout: 60_000 });
}

test('gauge withdraw, deposit and claim: the chain moves what the confirmation previewed', async ({ page }) => {
  test.setTimeout(180_000);
  const info = await devnetInfo(page);
  const a = info.addresses;
  const [alice, qube] = [a['account:Alice']!, a['token:QUBE']!];
  await page.goto('/gauges');
  await connectWallet(page, 'Alice');
  await openGauge(page, 'QUBE/USDT');

  // more than deposited is refused by the form: no confirmation opens
  await page.getByTestId('gauge-withdraw-amount').fill('100000000');
  await expect(page.getByTestId('gauge-withdraw-problem')).toBeVisible();
  await expect(page.getByTestId('gauge-withdraw-submit')).toBeDisabled();

  // Alice's LP reached the gauge from the market maker: she has no LP wallet yet, so her first withdrawal deploys it,
  // a contract the preview cannot run; the confirmation says so and keeps the expected amount
  await page.getByTestId('gauge-withdraw-amount').fill('0.05');
  await page.getByTestId('gauge-withdraw-submit').click();
  const first = page.getByTestId('gauge-confirm').getByTestId('preview');
  await expect(first).toHaveAttribute('data-state', 'incomplete', { timeout: 20_000 });
  await expect(first.getByTestId('preview-fallback')).toContainText('deploys a new contract');
  await signAndWait(page);

  // withdraw 0.25 LP: the wallet exists now, the preview follows the whole tree and shows the LP coming back;
  // closing the confirmation sends nothing
  await page.getByTestId('gauge-withdraw-amount').fill('0.25');
  await page.getByTestId('gauge-withdraw-submit').click();
  await expect(page.getByTestId('gauge-confirm')).toBeVisible();
  await expect(page.getByTestId('gauge-confirm-amount')).toHaveText('0.25 LP');
  let preview = await previewOf(page);
  const [lpRoot] = Object.keys(preview.tokens);
  expect(Object.keys(preview.tokens)).toHaveLength(1);
  expect(preview.tokens[lpRoot!]).toBe(250_000_000n);
  await expectNoSeriousA11yViolations(page);
  await page.getByTestId('gauge-confirm-cancel').click();
  await expect(page.getByTestId('gauge-confirm')).toBeHidden();
  await expect(page.getByRole('dialog', { name: /Confirm transaction/i })).toHaveCount(0);

  await page.getByTestId('gauge-withdraw-submit').click();
  preview = await previewOf(page);
  let before = { lp: await tokenBalance(page, lpRoot!, alice), coin: await nativeBalanceOf(page, alice) };
  await signAndWait(page);
  await expect.poll(() => tokenBalance(page, lpRoot!, alice)).toBe(before.lp + preview.tokens[lpRoot!]!);
  expect(await nativeBalanceOf(page, alice)).toBe(before.coin - preview.spent);

  // deposit 0.1 LP without a lock: the LP leaves the wallet, as previewed
  await page.getByTestId('gauge-deposit-amount').fill('0.1');
  await page.getByTestId('gauge-deposit-submit').click();
  await expect(page.getByTestId('gauge-confirm-amount')).toHaveText('0.1 LP');
  await expect(page.getByTestId('gauge-confirm-lock')).toHaveText('0');
  preview = await previewOf(page);
  expect(preview.tokens).toEqual({ [lpRoot!]: -100_000_000n });
  before = { lp: await tokenBalance(page, lpRoot!, alice), coin: await nativeBalanceOf(page, alice) };
  await signAndWait(page);
  await expect.poll(() => tokenBalance(page, lpRoot!, alice)).toBe(before.lp - 100_000_000n);
  expect(await nativeBalanceOf(page, alice)).toBe(before.coin - preview.spent);

  // claim: QUBE comes in; the chain pays at least what the preview said, plus what accrued in between: at most the
  // position's QUBE a day (as the page shows it, rounded down to 4 digits, so 1 % over) for the seconds that passed
  await expect(page.getByTestId('gauge-rewards-ready')).toContainText('QUBE');
  const qubeADay = await page
    .getByTestId('gauge-figures-day-item')
    .filter({ hasText: 'QUBE' })
    .textContent()
    .then((text) => Number(/([\d\s\u202f.,]+)\sQUBE/.exec(text!)![1]!.replace(/[\s\u202f,]/g, '')));
  expect(qubeADay).toBeGreaterThan(0);
  const started = Date.now();
  await page.getByTestId('gauge-claim').click();
  preview = await previewOf(page);
  expect(preview.tokens[qube]).toBeGreaterThan(0n);
  expect(preview.tokens[lpRoot!]).toBeUndefined();
  const qubeBefore = await tokenBalance(page, qube, alice);
  const previewed = preview.tokens[qube]!;
  await signAndWait(page);
  const paid = (await tokenBalance(page, qube, alice)) - qubeBefore;
  expect(paid).toBeGreaterThanOrEqual(previewed);
  const seconds = (Date.now() - started) / 1000 + 2;
  const decimals = 1e9; // QUBE's decimals on the local network
  expect(Number(paid - previewed) / decimals).toBeLessThanOrEqual(((qubeADay * 1.01) / 86_400) * seconds);
});
