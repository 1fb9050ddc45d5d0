import type { Page } from '@playwright/test';
import { formatUnits } from '@tycho/units';
import { expect, test } from './clock';
import { answerWallet } from './dao-support';
import { connectWallet, devnetInfo, expectNoSeriousA11yViolations, previewFigures } from './support';
import { expectPendingThenResult, recordToasts } from './toastLog';

/**
 * The portfolio on a worker's own fresh local network (see ./clock): its Claim, Unlock and Cancel change seeded
 * positions (Dave's ended QUBE lock, his gauge and farm rewards, Heidi's order) that specs on the shared servers read.
 * Dave holds a position of every kind: tokens (v4 among them), LP, a farm and a gauge deposit, an active QUBE lock and
 * the QUBE of an ended one, a vote locked in a proposal, an open order a third filled, a builder token and a DEX
 * account balance; Heidi open orders, a builder token and DEX account balances.
 */

const accountOf = async (page: Page, name: string) =>
  (await devnetInfo(page)).accounts.find((a) => a.name === name)!.address;

/** One section's answer of the portfolio API, as the page reads it. */
async function section<T>(page: Page, address: string, name: string): Promise<T> {
  const response = await page.request.get(`/api/portfolio/v1/${address}/${name}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

const outcomeOf = (row: ReturnType<Page['getByTestId']>) => row.getByTestId('portfolio-outcome');

test('a visitor sees the connect prompt', async ({ page }) => {
  await page.goto('/portfolio');
  const prompt = page.getByTestId('portfolio-connect');
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('button', { name: /connect wallet/i })).toBeVisible();
  await expect(page.getByTestId('portfolio-totals')).toHaveCount(0);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Portfolio' }).first()).toBeAttached();
});

test('an address that never held anything: every section empty, the history says so instead of a flat $0 chart', async ({
  page,
}) => {
  await page.goto(`/portfolio/0:${'1'.repeat(64)}`);
  await expect(page.getByTestId('portfolio-chart-empty')).toHaveText(
    'This wallet held nothing of value on any day of the period.',
  );
  await expect(page.getByTestId('portfolio-chart')).toHaveAttribute('data-state', 'empty');
  await expect(page.getByTestId('portfolio-limit-empty')).toBeVisible();
});

test("Dave's portfolio: every kind he holds, the figures of the managing pages; Unlock and Claim work", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto('/portfolio');
  await connectWallet(page, 'Dave');
  const dave = await accountOf(page, 'Dave');
  await expect(page.getByTestId('portfolio-page')).toHaveAttribute('data-read-only', 'false');
  await expect(page.getByTestId('portfolio-total')).toBeVisible();
  await expect(page.getByTestId('portfolio-chart')).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId('portfolio-token-v4').first()).toBeVisible();
  await expect(page.getByTestId('portfolio-lp').first()).toBeVisible();
  // the swap fees his seeded LP earned: the API's figure, shown in its row
  const lps = await section<{ items: { pool: string; feesEarned: { usd: string | null } | null }[] }>(page, dave, 'lp');
  const earning = lps.items.find((p) => p.feesEarned?.usd)!;
  const feesRow = page.locator(`[data-testid="portfolio-lp"][data-pool="${earning.pool}"]`);
  await expect(feesRow.getByTestId('portfolio-lp-fees')).toHaveAttribute('data-known', 'true');
  await expect(feesRow.getByTestId('portfolio-lp-fees-usd')).toHaveAttribute('data-usd', earning.feesEarned!.usd!);
  await expect(page.getByTestId('portfolio-farm')).toHaveCount(1);
  await expect(page.getByTestId('portfolio-gauge')).toHaveCount(1);
  // no lock on his deposit; his veQUBE boosts its QUBE only, as the gauge page says
  // shown as the gauge page shows it: rounded down to 3 decimals
  await expect(page.getByTestId('portfolio-gauge-boost')).toHaveText(
    /^Boost ×(\d(\.\d{1,3})?) for QUBE, ×1 for extra rewards$/,
  );
  expect(
    Number(/×([\d.]+)/.exec((await page.getByTestId('portfolio-gauge-boost').textContent())!)![1]),
  ).toBeGreaterThan(1);
  // his year-long lock is active; the 14-day one has ended and its QUBE waits to be unlocked
  await expect(page.getByTestId('portfolio-dao-lock')).toHaveCount(1);
  await expect(page.getByTestId('portfolio-dao-ends')).not.toContainText('Ended');
  await expect(page.getByTestId('portfolio-builder-token')).toContainText('DAVE');
  await expect(page.getByTestId('portfolio-dex-balance')).toHaveCount(2);
  const votes = page.getByTestId('portfolio-proposal-vote');
  await expect(votes).toHaveCount(1);
  await expect(votes).toHaveAttribute('data-id', '1');
  await expect(page.getByTestId('portfolio-unlock-votes')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // his open order: the limit page shows it as filled as here
  const orders = await section<{ items: { order: string; filledPercent: string }[] }>(page, dave, 'limit-orders');
  expect(orders.items).toHaveLength(1);
  const { order, filledPercent } = orders.items[0]!;
  expect(Number(filledPercent)).toBeGreaterThan(0);
  const orderRow = page.getByTestId('portfolio-order');
  await expect(orderRow).toHaveAttribute('data-order', order);
  await expect(orderRow.getByTestId('portfolio-order-filled')).toContainText(String(Number(filledPercent)));
  await orderRow.getByRole('link').first().click();
  await page.getByTestId('limit-tab-mine').click();
  const limitRow = page.locator(`[data-testid="limit-order-row"][data-order="${order}"]`);
  await expect(limitRow).toBeVisible({ timeout: 30_000 });
  expect(Number(await limitRow.getAttribute('data-filled'))).toBe(Number(filledPercent));
  await page.goto('/portfolio');

  // the gauge page shows the same deposit
  const gauges = await section<{ items: { gauge: string; lp: { amount: string; decimals: number } }[] }>(
    page,
    dave,
    'gauges',
  );
  const gauge = gauges.items[0]!;
  await expect(page.getByTestId('portfolio-gauge-lp')).toHaveAttribute('data-units', gauge.lp.amount);
  const boosts = /×([\d.]+) for QUBE, ×([\d.]+) for extra/.exec(
    (await page.getByTestId('portfolio-gauge-boost').textContent())!,
  )!;
  await page.getByTestId('portfolio-gauge').getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/gauges/${gauge.gauge}$`));
  await expect(page.getByTestId('gauge-balance')).toContainText(formatUnits(gauge.lp.amount, gauge.lp.decimals));
  // the same boosts, to the digit
  await expect(page.getByTestId('gauge-figures-boosts')).toContainText(
    `Boost ×${boosts[1]} for QUBE (lock ×${boosts[2]},`,
  );

  // the DAO balance page offers the same QUBE to unlock
  const dao = await section<{ unlockable: string }>(page, dave, 'dao');
  await page.goto('/dao/balance');
  await expect(page.getByTestId('dao-withdraw-banner')).toBeVisible({ timeout: 30_000 });
  const bannerText = await page.getByTestId('dao-withdraw-banner').innerText();
  await page.goto('/portfolio');
  const unlockable = page.getByTestId('portfolio-dao-unlockable');
  await expect(unlockable).toHaveAttribute('data-units', dao.unlockable);
  const amount = (await unlockable.innerText()).match(/Ready to unlock (.+) QUBE/)![1]!;
  expect(bannerText).toContain(amount);

  // Unlock: a rejection first changes nothing, then the QUBE comes back
  const qubeRoot = (await devnetInfo(page)).addresses['token:QUBE']!;
  const qubeUnits = async (p: Page) =>
    BigInt(
      (await p
        .locator(`[data-testid="portfolio-token"][data-root="${qubeRoot}"]`)
        .getByTestId('portfolio-token-amount')
        .getAttribute('data-units')) ?? '0',
    );
  const qubeBefore = await qubeUnits(page);
  const summary = page.getByTestId('portfolio-dao-summary');
  const confirm = page.getByTestId('portfolio-confirm');
  await page.getByTestId('portfolio-unlock').click();
  await confirm.getByTestId('portfolio-confirm-confirm').click();
  await answerWallet(page, 'Reject');
  await expect(outcomeOf(summary)).toHaveAttribute('data-outcome', 'canceled');
  await expect(unlockable).toHaveAttribute('data-units', dao.unlockable);
  // the preview before signing promises exactly the QUBE the unlock then pays (issue 43)
  await page.getByTestId('portfolio-unlock').click();
  expect((await previewFigures(confirm)).tokens[qubeRoot]).toBe(BigInt(dao.unlockable));
  await confirm.getByTestId('portfolio-confirm-confirm').click();
  await answerWallet(page, 'Approve');
  await expect(outcomeOf(summary)).toHaveAttribute('data-outcome', 'success', { timeout: 60_000 });
  // nothing is left to unlock, the active lock stays, and the QUBE is back in the wallet's tokens
  await expect(page.getByTestId('portfolio-unlock')).toHaveCount(0);
  await expect(page.getByTestId('portfolio-dao-lock')).toHaveCount(1);
  await expect.poll(() => qubeUnits(page)).toBe(qubeBefore + BigInt(dao.unlockable));

  // Claim from the gauge and from the farm pool
  const gaugeRow = page.getByTestId('portfolio-gauge');
  await gaugeRow.getByTestId('portfolio-claim').click();
  await confirm.getByTestId('portfolio-confirm-confirm').click();
  await answerWallet(page, 'Approve');
  await expect(outcomeOf(gaugeRow)).toHaveAttribute('data-outcome', 'success', { timeout: 60_000 });
  const farmRow = page.getByTestId('portfolio-farm');
  await farmRow.getByTestId('portfolio-farm-claim').click();
  await confirm.getByTestId('portfolio-confirm-confirm').click();
  await answerWallet(page, 'Approve');
  await expect(outcomeOf(farmRow)).toHaveAttribute('data-outcome', 'success', { timeout: 60_000 });
});

test('Heidi cancels an order from her portfolio; her builder token and DEX account are listed', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/portfolio');
  await connectWallet(page, 'Heidi');
  const orders = page.getByTestId('portfolio-order');
  await expect(orders).toHaveCount(2);
  await expect(page.getByTestId('portfolio-builder-token')).toContainText('DEMO');
  await expect(page.getByTestId('portfolio-dex-balance').first()).toBeVisible();

  // the limit page lists the same open orders, as filled as here
  const first = orders.first();
  const order = (await first.getAttribute('data-order'))!;
  const filled = (await first.getByTestId('portfolio-order-filled').innerText()).match(/[\d.]+%/)![0];
  await first.getByRole('link').first().click();
  const limitRow = page.locator(`[data-testid="limit-order-row"][data-order="${order}"]`);
  await expect(limitRow).toBeVisible({ timeout: 30_000 });
  await expect(limitRow.getByTestId('limit-order-filled')).toHaveText(filled);
  await page.goto('/portfolio');

  const row = page.locator(`[data-testid="portfolio-order"][data-order="${order}"]`);
  const pair = (await row.getByRole('link').first().innerText()).trim();
  await row.getByTestId('portfolio-cancel').click();
  const confirm = page.getByTestId('portfolio-confirm');
  await expect(confirm.getByTestId('portfolio-confirm-cancel')).toHaveText('Keep order');
  await recordToasts(page);
  await confirm.getByTestId('portfolio-confirm-confirm').click();
  await answerWallet(page, 'Approve');
  // the cancelled order leaves the list as soon as the portfolio loads again (its row, and the inline result on it,
  // may be gone before a look at it): the result is the toast that replaced the pending one
  await expectPendingThenResult(page, 'Cancelling the order', 'Order cancelled');
  await expect(row).toHaveCount(0, { timeout: 30_000 });
  await expect(orders).toHaveCount(1);
  // the section says what became of the order that left it
  await expect(page.getByTestId('portfolio-order-left')).toHaveText(
    `Your ${pair} order was cancelled and has left your open orders.`,
  );
  await expect(page.getByTestId('portfolio-order-left')).toHaveAttribute('data-order', order);
  expect(filled).toBe('0%');
});

/** Exact sum of decimal USD strings, in micro-dollars. */
const microUsd = (values: (string | null)[]) =>
  values.reduce((a, v) => a + (v ? BigInt(Math.round(Number(v) * 1e6)) : 0n), 0n);

test("Grace's tokens: her native coin counted at WTYCHO's price, the scam token marked and not counted, her builder token listed without a price; the total is the counted rows' sum", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/portfolio');
  await connectWallet(page, 'Grace');
  const grace = await accountOf(page, 'Grace');
  const addresses = (await devnetInfo(page)).addresses;
  const wtycho = addresses.wtycho!;
  const scamRoot = addresses['token:USD\u0422']!; // Cyrillic Т
  const demo = addresses['builder:DEMO']!;
  const tokens = await section<{
    items: { tokenRoot: string; amount: string }[];
    native: { amount: string; usd: string };
  }>(page, grace, 'tokens');
  const rows = page.getByTestId('portfolio-tokens').getByTestId('portfolio-token');
  await expect(rows.first()).toBeVisible();

  // the native coin: the header's balance, valued at WTYCHO's price on its token page's API
  const coin = page.locator('[data-testid="portfolio-token"][data-native="true"]');
  await expect(coin).toHaveCount(1);
  await expect(coin).not.toHaveAttribute('data-not-counted', /./);
  await expect(coin.getByTestId('portfolio-token-amount')).toHaveAttribute('data-units', tokens.native.amount);
  await expect(coin.getByTestId('portfolio-token-amount')).toContainText('TYCHO');
  const header = page.getByTestId('wallet-balance');
  await expect(header).toContainText(/\d/);
  // the exact amount: on hover when the header shortens it, else its text
  const shortened = header.locator('[data-exact]');
  const exact = (await shortened.count())
    ? await shortened.getAttribute('data-exact')
    : (await header.innerText()).replace(/[^\d.\s]/g, '');
  expect(exact!.replace(/\s/g, '')).toBe(formatUnits(tokens.native.amount, 9));
  const price = (await (await page.request.post(`/api/v2/currencies/${wtycho}`)).json()) as { price: string };
  const coinUsd = Number(await coin.getByTestId('portfolio-token-usd').getAttribute('data-usd'));
  expect(coinUsd).toBeGreaterThan(0);
  expect(Math.abs(coinUsd - (Number(tokens.native.amount) / 1e9) * Number(price.price))).toBeLessThan(0.01);

  // the scam token: marked as on its token page, apart and not counted
  const apart = page.getByTestId('portfolio-tokens-not-counted');
  const scam = apart.locator(`[data-testid="portfolio-token"][data-root="${scamRoot}"]`);
  await expect(scam).toHaveAttribute('data-not-counted', 'scam');
  await expect(scam.getByTestId('portfolio-token-scam')).toHaveText('[SCAM]');
  await expect(apart.getByTestId('portfolio-not-counted-scam')).toBeVisible();
  // a real USDT row, if any, is not the scam one
  await expect(page.locator(`[data-testid="portfolio-token"][data-root="${scamRoot}"]`)).toHaveCount(1);

  // the builder token she holds (Heidi's DEMO): listed with its balance, no price, not counted
  const builder = apart.locator(`[data-testid="portfolio-token"][data-root="${demo}"]`);
  await expect(builder).toHaveAttribute('data-not-counted', 'noPrice');
  await expect(builder.getByTestId('portfolio-token-amount')).toHaveAttribute(
    'data-units',
    tokens.items.find((t) => t.tokenRoot === demo)!.amount,
  );
  await expect(builder.getByTestId('portfolio-token-usd')).toHaveText('no price');
  await expect(builder.getByTestId('portfolio-token-builder')).toBeVisible();
  await expect(apart.getByTestId('portfolio-not-counted-noPrice')).toBeVisible();

  // the tokens value is the counted rows' sum; the total is the kinds' sum
  const counted = page.locator('[data-testid="portfolio-token"]:not([data-not-counted])');
  const countedUsd = await counted
    .getByTestId('portfolio-token-usd')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-usd')));
  expect(countedUsd.length).toBeGreaterThan(1);
  const tokensUsd = await page.getByTestId('portfolio-tokens-usd').getAttribute('data-usd');
  expect(microUsd([tokensUsd])).toBe(microUsd(countedUsd));
  await expect(page.getByTestId('portfolio-kind-tokens').locator('[data-usd]').first()).toHaveAttribute(
    'data-usd',
    tokensUsd!,
  );
  await expect(page.getByTestId('portfolio-total')).toHaveAttribute('data-usd', /\d/);
  const kindsUsd = await page
    .locator('[data-testid^="portfolio-kind-"]')
    .evaluateAll((els) => els.map((e) => e.querySelector('[data-usd]')!.getAttribute('data-usd')));
  expect(kindsUsd).toHaveLength(7);
  const total = await page.getByTestId('portfolio-total').getAttribute('data-usd');
  expect(microUsd([total])).toBe(microUsd(kindsUsd));
  await expectNoSeriousA11yViolations(page);

  // the scam token's own page marks it the same way
  await scam.getByRole('link').click();
  await expect(page.getByTestId('scam-tag')).toBeVisible({ timeout: 30_000 });
});

test('another address is read-only: its positions without Claim, Unlock or Cancel', async ({ page }) => {
  await page.goto('/portfolio');
  await connectWallet(page, 'Dave');
  const heidi = await accountOf(page, 'Heidi');
  await page.goto(`/portfolio/${heidi}`);
  await expect(page.getByTestId('portfolio-read-only')).toBeVisible();
  await expect(page.getByTestId('portfolio-page')).toHaveAttribute('data-read-only', 'true');
  await expect(page.getByTestId('portfolio-order').first()).toBeVisible();
  await expect(page.getByTestId('portfolio-builder-token')).toContainText('DEMO');
  await expect(page.getByTestId('portfolio-cancel')).toHaveCount(0);
  await expect(page.getByTestId('portfolio-claim')).toHaveCount(0);
  await expect(page.getByTestId('portfolio-unlock')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
