import { expect, test, type Page } from '@playwright/test';
import { parseUnits } from '@tycho/units';
import { GaugeAbiJson, GaugeAccountAbiJson } from '@tycho/abi';
import { connectWallet, devnetInfo, expectNoSeriousA11yViolations, runLocal, tokenBalance } from './support';
import { claimOnGaugePage, confirmGaugeAction } from './farming-support';

const cards = (page: import('@playwright/test').Page) => page.getByTestId('gauge-card');

test('farming: the seeded gauges with TVL and APR, the connected account’s positions marked', async ({ page }) => {
  await page.goto('/gauges');
  await expect(page.getByRole('heading', { level: 1, name: 'Gauges' })).toBeVisible();
  // the three seeded gauges (gauges-create.spec adds its own to the same network)
  for (const name of ['QUBE/USDT', 'WTYCHO/USDT', 'USDT/USDC'])
    await expect(cards(page).filter({ hasText: name }).first()).toBeVisible();
  await expect(cards(page).filter({ hasText: 'QUBE/USDT' })).toHaveCount(1);
  // only the seeded gauges: a gauge made by gauges-create.spec on the same network may hold nothing yet ($0)
  for (const name of ['QUBE/USDT', 'WTYCHO/USDT', 'USDT/USDC']) {
    const card = cards(page).filter({ hasText: name }).first();
    await expect(card.getByTestId('gauge-tvl')).toHaveText(/^\$[1-9]/);
    await expect(card.getByTestId('gauge-apr')).toHaveText(/^[\d\s,.]+% – [\d\s,.]+%$/);
  }
  await expect(page.getByTestId('gauge-mine')).toHaveCount(0);
  await expect(page.getByTestId('gauge-my-lp')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await connectWallet(page, 'Alice');
  // Alice holds positions in QUBE/USDT and WTYCHO/USDT (the seed), not in USDT/USDC
  await expect(page.getByTestId('gauge-mine')).toHaveCount(2);
  await expect(cards(page).filter({ hasText: 'USDT/USDC' }).getByTestId('gauge-mine')).toHaveCount(0);
  // her own cards carry her LP locked and share, the others none
  await expect(page.getByTestId('gauge-my-lp')).toHaveCount(2);
  await expect(cards(page).filter({ hasText: 'USDT/USDC' }).getByTestId('gauge-my-lp')).toHaveCount(0);
});

test('farming on a narrow screen: no sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/gauges');
  await expect(cards(page).filter({ hasText: 'USDT/USDC' })).toHaveCount(1);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

async function openGauge(page: import('@playwright/test').Page, name: string) {
  await page.goto('/gauges');
  await cards(page).filter({ hasText: name }).getByTestId('gauge-link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('gauge page: TVL and APR with their change over 24 h, as the API answers', async ({ page }) => {
  const info = await devnetInfo(page);
  const answer = await page.request.post('/api/gauges/v1/gauges/get', {
    data: { gaugeAddress: info.addresses['gauge:QUBE-USDT'] },
  });
  expect(answer.ok()).toBeTruthy();
  const { gauge } = (await answer.json()) as { gauge: { tvlChange: string; maxAprChange: string } };
  await openGauge(page, 'QUBE/USDT');
  await expect(page.getByTestId('gauge-stat-tvl-value')).toHaveText(/^\$[1-9]/);
  await expect(page.getByTestId('gauge-stat-apr-value')).toHaveText(/^[\d\s,.]+% – [\d\s,.]+%$/);
  const direction = (change: string) => (Number(change) > 0.005 ? 'up' : Number(change) < -0.005 ? 'down' : 'flat');
  const changes = page.getByTestId('gauge-page').locator('[data-direction]');
  await expect(changes).toHaveCount(2);
  await expect(changes.nth(0)).toHaveAttribute('data-direction', direction(gauge.tvlChange));
  await expect(changes.nth(1)).toHaveAttribute('data-direction', direction(gauge.maxAprChange));
});

test('gauge: deposit LP with a lock shows the boost, and the locked deposit joins the list', async ({ page }) => {
  await page.goto('/gauges');
  // Heidi holds QUBE-USDT LP from the seeded history (pools-remove.spec.ts)
  await connectWallet(page, 'Heidi');
  await openGauge(page, 'QUBE/USDT');
  await expect(page.getByTestId('gauge-position')).toBeVisible();
  const rowsBefore = await page.getByTestId('gauge-deposit-row').count();
  await page.getByTestId('gauge-deposit-amount').fill('0.001');
  await page.getByRole('button', { name: '1 year', exact: true }).click();
  // a full lock on this gauge (max 365 days, max boost 2): ×2 for this deposit, and the position's APR after it
  await expect(page.getByTestId('gauge-deposit-boost')).toContainText('lock boost: ×2 (365-day lock)');
  await expect(page.getByTestId('gauge-preview-apr')).toContainText('%');
  await page.getByTestId('gauge-lock-days').fill('30');
  await expect(page.getByTestId('gauge-deposit-boost')).toContainText(
    `lock boost: ×${1 + Math.floor((1000 * 30) / 365) / 1000} (30-day lock)`,
  );
  await page.getByTestId('gauge-lock-days').fill('400');
  await expect(page.getByTestId('gauge-deposit-problem')).toContainText("no longer than the gauge's maximum lock");
  await page.getByTestId('gauge-lock-days').fill('30');
  const confirm = page.getByRole('dialog', { name: /Confirm transaction/i });
  // the wallet rejects first: nothing changes and the page says so
  await page.getByTestId('gauge-deposit-submit').click();
  await confirmGaugeAction(page);
  await confirm.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByTestId('gauge-result')).toHaveAttribute('data-kind', 'rejected');
  await expect(page.getByTestId('gauge-deposit-row')).toHaveCount(rowsBefore);
  await page.getByTestId('gauge-deposit-submit').click();
  await confirmGaugeAction(page);
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByTestId('gauge-result')).toHaveAttribute('data-kind', 'done');
  await expect(page.getByTestId('gauge-deposit-row')).toHaveCount(rowsBefore + 1);
  await expect(page.getByTestId('gauge-deposit-row').first()).toHaveAttribute('data-status', 'locked');
});

test('gauge: a locked position cannot be withdrawn, and the page says why', async ({ page }) => {
  await page.goto('/gauges');
  await connectWallet(page, 'Bob');
  await openGauge(page, 'QUBE/USDT');
  await expect(page.getByTestId('gauge-withdraw')).toContainText('Withdrawable now: 0 LP');
  await page.getByTestId('gauge-withdraw-amount').fill('0.001');
  await expect(page.getByTestId('gauge-withdraw-problem')).toHaveText(
    'This amount is still locked: only unlocked LP can be withdrawn before the lock ends.',
  );
  await expect(page.getByTestId('gauge-withdraw-submit')).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
});

/** LP (9 decimals) in a text such as "Deposited: 12.5 LP", as smallest units. */
const lpIn = async (page: Page, testId: string, pattern: RegExp) => {
  const text = (await page.getByTestId(testId).textContent()) ?? '';
  const match = pattern.exec(text);
  expect(match, text).not.toBeNull();
  return parseUnits(match![1]!.replace(/\s/g, ''), 9)!;
};
const deposited = (page: Page) => lpIn(page, 'gauge-balance-value', /^([\d.\s]+) LP$/);
const walletLp = (page: Page) => lpIn(page, 'gauge-deposit', /Wallet LP balance: ([\d.\s]+)/);

test('gauge: an unlocked deposit is withdrawn, the LP moves back to the wallet and the withdraw is listed', async ({
  page,
}) => {
  await page.goto('/gauges');
  await connectWallet(page, 'Alice');
  await openGauge(page, 'QUBE/USDT');
  await expect(page.getByTestId('gauge-position')).toBeVisible();
  // Alice's seeded deposit has no lock: no boost
  await expect(page.getByTestId('gauge-deposit-row').first()).toHaveAttribute('data-status', 'noBoost');
  await expect(page.getByTestId('gauge-deposit-row').first()).toContainText('No boost');
  const [before, walletBefore] = [await deposited(page), await walletLp(page)];
  await page.getByTestId('gauge-withdraw-amount').fill('0.25');
  await page.getByTestId('gauge-withdraw-submit').click();
  await confirmGaugeAction(page);
  await page
    .getByRole('dialog', { name: /Confirm transaction/i })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(page.getByTestId('gauge-result')).toHaveAttribute('data-kind', 'done');
  const step = parseUnits('0.25', 9)!;
  await expect.poll(() => deposited(page)).toBe(before - step);
  await expect.poll(() => walletLp(page)).toBe(walletBefore + step);
  // the gauge's transactions: the shared table, newest first, filtered by kind
  const table = page.getByTestId('gauge-transactions');
  await table.getByTestId('gauge-tx-filter-withdraw').click();
  const first = table.getByTestId('transaction-row').first();
  await expect(first).toHaveAttribute('data-event', 'withdraw');
  await expect(first.getByTestId('tx-tokens')).toHaveText('0.25 LP');
  const alice = (await devnetInfo(page)).addresses['account:Alice']!;
  await expect(first).toHaveAttribute('data-user', alice);
  await expectNoSeriousA11yViolations(page);
});

test('gauge: claim pays the accrued QUBE into the wallet, exactly the amount the claim reports', async ({ page }) => {
  await page.goto('/gauges');
  await connectWallet(page, 'Alice');
  await openGauge(page, 'QUBE/USDT');
  await expect(page.getByTestId('gauge-rewards-ready')).toContainText('QUBE');
  const a = (await devnetInfo(page)).addresses;
  const [alice, qube, gauge] = [a['account:Alice']!, a['token:QUBE']!, a['gauge:QUBE-USDT']!];
  const before = await tokenBalance(page, qube, alice);
  const gaugeBefore = await tokenBalance(page, qube, gauge);
  const paid = await claimOnGaugePage(page, gauge, alice, qube);
  expect(paid).toBeGreaterThan(0n);
  // paid out of what the gauge holds: the wallet gains exactly what the gauge loses
  expect(await tokenBalance(page, qube, alice)).toBe(before + paid);
  expect(await tokenBalance(page, qube, gauge)).toBe(gaugeBefore - paid);
  const table = page.getByTestId('gauge-transactions');
  await table.getByTestId('gauge-tx-filter-claim').click();
  await expect(table.getByTestId('transaction-row').first()).toHaveAttribute('data-user', alice);

  // the claim stored Alice's boosts with her veQUBE: the position shows the account's own figures, m_ve above 1
  const account = await runLocal(page, gauge, GaugeAbiJson, 'getGaugeAccountAddress', { answerId: 0, user: alice });
  const detail = async (output: string) =>
    BigInt(await runLocal(page, account, GaugeAccountAbiJson, 'getDetails', { answerId: 0 }, { output }));
  const [balance, ve, total] = [
    await detail('_balance'),
    await detail('_veBoostedBalance'),
    await detail('_totalBoostedBalance'),
  ];
  expect(ve).toBeGreaterThan((balance * 4n) / 10n);
  // shown rounded down to 3 decimals
  const shown = (x: bigint, y: bigint) => String(Number((x * 1000n) / y) / 1000);
  await expect(page.getByTestId('gauge-figures-boosts')).toContainText(`×${shown(total, balance)} for QUBE`);
  await expect(page.getByTestId('gauge-figures-boosts')).toContainText(`veQUBE ×${shown(ve, (balance * 4n) / 10n)}`);
  await expect(page.getByTestId('gauge-figures-apr')).toContainText('%');
});
