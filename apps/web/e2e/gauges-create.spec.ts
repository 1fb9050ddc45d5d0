import { expect, test } from '@playwright/test';
import { GaugeAbiJson } from '@tycho/abi';
import { connectWallet, devnetInfo, expectNoSeriousA11yViolations, runLocal } from './support';

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
  await page.getByTestId('gauge-create-reward').fill(a['token:QUBE']!);
  await expect(problems).toContainText('QUBE is paid anyway');
  await page.getByTestId('gauge-create-reward').fill(a['token:BRIDGE']!);
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
