import { expect, test } from '@playwright/test';
import { GaugeAbiJson } from '@tycho/abi';
import type { Page } from '@playwright/test';
import { fillDate } from './datePicker';
import { connectWallet, devnetInfo, expectNoSeriousA11yViolations, runLocal, tokenBalance } from './support';

const approve = (page: Page, answer: 'Approve' | 'Reject' = 'Approve') =>
  page
    .getByRole('dialog', { name: /Confirm transaction/i })
    .getByRole('button', { name: answer })
    .click();

/** Picks a reward token with the shared token picker: search its symbol, choose its row. */
async function pickReward(page: Page, symbol: string) {
  await page.getByTestId('gauge-create-reward').last().click();
  const dialog = page.getByTestId('token-list-dialog');
  await dialog.getByTestId('token-list-search').fill(symbol);
  await dialog
    .getByTestId('token-list-item')
    .filter({ has: page.getByTestId('token-list-symbol').getByText(symbol, { exact: true }) })
    .first()
    .click();
  await expect(dialog).toHaveCount(0);
}

test('create gauge: a visitor is asked to connect', async ({ page }) => {
  await page.goto('/gauges/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Create gauge' })).toBeVisible();
  await expect(page.getByTestId('gauge-create-connect')).toBeVisible();
  await expect(page.getByTestId('gauge-create-form')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('create gauge: the form refuses what the factory would, a rejection changes nothing, then the gauge is made', async ({
  page,
}) => {
  const a = (await devnetInfo(page)).addresses;
  await page.goto('/gauges');
  await connectWallet(page, 'Grace');
  await page.getByTestId('gauges-create-link').click();
  await expect(page).toHaveURL(/\/gauges\/create$/);
  const form = page.getByTestId('gauge-create-form');
  const problems = page.getByTestId('gauge-create-problems');
  await page.getByTestId('gauge-create-deposit').fill('0:nope');
  await expect(problems).toContainText("Enter the deposit token's root address");
  await page.getByTestId('gauge-create-deposit').fill(a['token:QUBE']!);
  await expect(problems).toContainText('QUBE cannot be the deposit token.');
  await page.getByTestId('gauge-create-deposit').fill(a['lp:WTYCHO-USDT']!);
  await page.getByTestId('gauge-create-max-lock').fill('3651');
  await expect(problems).toContainText('The max lock must be whole days from 1 to 3650.');
  await page.getByTestId('gauge-create-max-lock').fill('180');
  await page.getByTestId('gauge-create-max-boost').fill('3');
  await page.getByTestId('gauge-create-add-reward').click();
  await pickReward(page, 'QUBE');
  await expect(page.getByTestId('gauge-create-reward')).toHaveAttribute('data-address', a['token:QUBE']!);
  await expect(problems).toContainText('QUBE is paid anyway');
  await pickReward(page, 'BRIDGE');
  await expect(page.getByTestId('gauge-create-reward')).toHaveText(/BRIDGE/);
  await expect(problems).toHaveCount(0);
  await expect(form).toContainText('Creation costs 5.5 TYCHO');
  await expectNoSeriousA11yViolations(page);

  const confirm = page.getByRole('dialog', { name: /Confirm transaction/i });
  await page.getByTestId('gauge-create-submit').click();
  await confirm.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByTestId('gauge-create-result')).toHaveAttribute('data-kind', 'rejected');
  await expect(page.getByTestId('gauge-create-result')).toContainText('canceled in the wallet');

  await page.getByTestId('gauge-create-submit').click();
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByTestId('gauge-create-result')).toHaveAttribute('data-kind', 'done', { timeout: 45_000 });
  await page.getByTestId('gauge-create-open').click();
  await expect(page.getByTestId('gauge-page')).toBeVisible();
  const gauge = page.url().split('/gauges/')[1]!;
  // on chain: owned by Grace, ×3 at 180 days, initialized
  const boosted = await runLocal(
    page,
    gauge,
    GaugeAbiJson,
    'calculateBoostedAmount',
    { amount: '1000', lock_time: 180 * 86_400 },
    { responsible: false, output: 'boosted_amount' },
  );
  expect(boosted).toBe('3000');
  const owner = await runLocal(page, gauge, GaugeAbiJson, 'getDetails', {}, { responsible: false, output: '_owner' });
  expect(owner).toBe(a['account:Grace']);
  // the new gauge takes deposits with its lock range
  await expect(page.getByTestId('gauge-deposit')).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Lock presets' }).getByRole('button', { name: '180 days' }),
  ).toBeVisible();
  await expect(page.getByRole('group', { name: 'Lock presets' }).getByRole('button', { name: '1 year' })).toHaveCount(
    0,
  );
});

test("the gauge's owner deposits a reward, sets a new speed and ends it; a rejection changes nothing; others see no controls", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const a = (await devnetInfo(page)).addresses;
  const [grace, bridge] = [a['account:Grace']!, a['token:BRIDGE']!];
  await page.goto('/gauges/create');
  await connectWallet(page, 'Grace');
  await page.getByTestId('gauge-create-deposit').fill(a['lp:SOL-USDC']!);
  await page.getByTestId('gauge-create-max-lock').fill('30');
  await page.getByTestId('gauge-create-max-boost').fill('2');
  await page.getByTestId('gauge-create-add-reward').click();
  await pickReward(page, 'BRIDGE');
  await expect(page.getByTestId('gauge-create-reward')).toHaveAttribute('data-address', bridge);
  await page.getByTestId('gauge-create-submit').click();
  await approve(page);
  await expect(page.getByTestId('gauge-create-result')).toHaveAttribute('data-kind', 'done', { timeout: 45_000 });
  await page.getByTestId('gauge-create-open').click();
  const gauge = page.url().split('/gauges/')[1]!;
  await expect(page.getByTestId('gauge-page')).toHaveAttribute('data-owner', 'you');
  const panel = page.getByTestId('gauge-owner');
  await expect(panel.getByTestId('gauge-owner-token')).toHaveText('BRIDGE');
  await expect(panel.getByTestId('gauge-owner-held')).toHaveAttribute('data-units', '0');
  await expect(panel.getByTestId('gauge-owner-speed')).toHaveAttribute('data-units', '0');
  await expectNoSeriousA11yViolations(page);

  // the reward deposit: rejected first (nothing moves), then approved: the gauge holds exactly what left the wallet
  const before = await tokenBalance(page, bridge, grace);
  await panel.getByTestId('gauge-owner-deposit-amount').fill('100');
  await panel.getByTestId('gauge-owner-deposit-submit').click();
  await approve(page, 'Reject');
  await expect(panel.getByTestId('gauge-owner-result')).toHaveAttribute('data-kind', 'rejected');
  expect(await tokenBalance(page, bridge, grace)).toBe(before);
  await panel.getByTestId('gauge-owner-deposit-amount').fill('100');
  await panel.getByTestId('gauge-owner-deposit-submit').click();
  await approve(page);
  await expect(panel.getByTestId('gauge-owner-result')).toHaveAttribute('data-kind', 'done', { timeout: 60_000 });
  await expect(panel.getByTestId('gauge-owner-held')).toHaveAttribute('data-units', '100000000000');
  expect(await tokenBalance(page, bridge, grace)).toBe(before - 100_000_000_000n);

  // a new speed: not before now, then from in an hour at 0.5 BRIDGE per second, as the gauge holds it
  const now = (await devnetInfo(page)).chainTime;
  const round = panel.getByTestId('gauge-owner-round');
  await fillDate(page, 'gauge-owner-round-start', now, 'midnight');
  await round.getByTestId('gauge-owner-round-speed').fill('0.5');
  await expect(round.getByTestId('gauge-owner-round-problems')).toContainText('The date must be after');
  await expect(round.getByTestId('gauge-owner-round-submit')).toBeDisabled();
  await fillDate(page, 'gauge-owner-round-start', now + 3_600);
  await expect(round.getByTestId('gauge-owner-round-problems')).toHaveCount(0);
  await round.getByTestId('gauge-owner-round-submit').click();
  await approve(page);
  await expect(panel.getByTestId('gauge-owner-result')).toHaveAttribute('data-kind', 'done', { timeout: 60_000 });
  const details = await page.evaluate(
    async ({ address, abi }) => {
      const ever = (
        window as unknown as { __ever: { request: (r: unknown) => Promise<{ output?: Record<string, unknown> }> } }
      ).__ever;
      const out = await ever.request({
        method: 'runLocal',
        params: { address, responsible: false, functionCall: { abi, method: 'getRewardDetails', params: {} } },
      });
      return JSON.stringify(out.output?._extraRewardRounds);
    },
    { address: gauge, abi: GaugeAbiJson },
  );
  const [[added]] = JSON.parse(details) as { startTime: string; rewardPerSecond: string }[][];
  expect(added!.rewardPerSecond).toBe('500000000');

  // the end, once: after the new speed's start; then no new speed is offered
  const ending = panel.getByTestId('gauge-owner-end');
  await fillDate(page, 'gauge-owner-end-at', now + 7_200);
  await expect(ending.getByTestId('gauge-owner-end-submit')).toBeDisabled();
  await ending.getByTestId('gauge-owner-end-sure').check();
  await ending.getByTestId('gauge-owner-end-submit').click();
  await approve(page);
  await expect(panel.getByTestId('gauge-owner-result')).toHaveAttribute('data-kind', 'done', { timeout: 60_000 });
  await expect(panel.getByTestId('gauge-owner-ended')).toBeVisible();
  await expect(panel.getByTestId('gauge-owner-round')).toHaveCount(0);

  // another account sees the gauge without the owner's controls
  const alice = await browser.newPage({ baseURL });
  await alice.goto('/gauges');
  await connectWallet(alice, 'Alice');
  await alice.goto(`/gauges/${gauge}`);
  await expect(alice.getByTestId('gauge-page')).toHaveAttribute('data-owner', 'other');
  await expect(alice.getByTestId('gauge-owner')).toHaveCount(0);
  await alice.close();
});
