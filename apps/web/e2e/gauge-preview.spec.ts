/**
 * The preview before signing (issue 43) on the gauge page's confirmations: withdraw, deposit and claim each open
 * the app's confirmation with the exact call run locally; signing it moves what the preview said. LP amounts and the
 * coin spent match to the last unit; so does a claim a day later, with the chain clock held between the preview and
 * the transaction (rewards accrue every second). Its own network (the clock fixture): the positions, balances and
 * clock are not touched by other specs.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './clock';
import { answerWallet } from './farming-support';
import {
  connectWallet,
  devnetInfo,
  expectDeployFallback,
  expectNoSeriousA11yViolations,
  nativeBalanceOf,
  previewFigures,
  tokenBalance,
} from './support';

const previewOf = (page: Page) => previewFigures(page.getByTestId('gauge-confirm'));

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

test('gauge withdraw, deposit and claim: the chain moves what the confirmation previewed', async ({
  page,
  request,
  clockServer,
}) => {
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
  await expectDeployFallback(page.getByTestId('gauge-confirm'));
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

  // claim after a day: QUBE comes in. The chain clock is held from the preview to the transaction (a test switch):
  // rewards accrue every second, and the same second makes the same payout, so it equals the preview to the unit
  await clockServer.advance(request, 86_400);
  await clockServer.hold(request, true);
  try {
    await page.reload();
    await expect(page.getByTestId('gauge-rewards-ready')).toContainText('QUBE');
    await page.getByTestId('gauge-claim').click();
    preview = await previewOf(page);
    expect(preview.tokens[qube]).toBeGreaterThan(0n);
    expect(preview.tokens[lpRoot!]).toBeUndefined();
    const [qubeBefore, coinBefore] = [await tokenBalance(page, qube, alice), await nativeBalanceOf(page, alice)];
    await signAndWait(page);
    await expect.poll(() => tokenBalance(page, qube, alice)).toBe(qubeBefore + preview.tokens[qube]!);
    expect(await nativeBalanceOf(page, alice)).toBe(coinBefore - preview.spent);
  } finally {
    await clockServer.hold(request, false);
  }
});
