import { expect, test } from '@playwright/test';
import { connectWallet, devnetInfo, expectNoSeriousA11yViolations } from './support';
import { answerWallet, confirmDaoAction, daoResult, daoUnits, escrowGet } from './dao-support';
import { pickToken } from './tokenField';

const DAY = 86_400;

test('DAO overview: the figures and the previous epochs, each opening its epoch page', async ({ page }) => {
  await page.goto('/dao');
  await expect(page.getByRole('heading', { level: 1, name: 'DAO' })).toBeVisible();
  // a visitor (the dev wallet present, not connected): the read model's figures, and the vote escrow's (distribution
  // supply, whitelisting price, budget) through the API, the same as a member reads on chain
  await expect(page.getByTestId('dao-stat-locked')).toContainText(/\d/);
  await expect(page.getByTestId('dao-stat-epoch')).toContainText(/^Current epoch\s*\d+/);
  await expect(page.getByTestId('dao-stat-status')).toContainText(/Voting|Awaiting|Queued|Ended|Not started/);
  for (const id of ['dao-stat-supply', 'dao-stat-budget', 'dao-stat-price'])
    await expect(page.getByTestId(id)).toContainText(/^[^\d]+\d/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  const visitorEpoch = (await page.getByTestId('dao-stat-epoch').textContent())!.replace(/\D/g, '');
  const visitorPrice = await page.getByTestId('dao-stat-price').textContent();
  // a member reads the vote escrow and QUBE's decimals through the wallet's provider: the same figures
  await connectWallet(page, 'Frank');
  await expect(page.getByTestId('dao-stat-supply')).toContainText(/\d/);
  await expect(page.getByTestId('dao-stat-budget')).toContainText(/\d/);
  await expect(page.getByTestId('dao-stat-price')).toHaveText(visitorPrice!);
  await expect(page.getByTestId('dao-stat-epoch')).toContainText(visitorEpoch);
  await expect(page.getByTestId('dao-stat-locked')).toContainText(/\d/);
  await expect(page.getByTestId('dao-stat-epoch')).toContainText(/^Current epoch\s*\d+/);
  const items = page.getByTestId('dao-epoch-item');
  await expect(items.first()).toBeVisible();
  // dates carry the UTC offset
  await expect(items.first()).toContainText(/\d{4}\.\d{2}\.\d{2} \d{2}:\d{2} UTC[+-]\d{2}:\d{2}/);
  await expectNoSeriousA11yViolations(page);
  const epoch = await items.first().getAttribute('data-epoch');
  await items.first().getByRole('link').click();
  await expect(page.getByTestId('dao-epoch-page')).toHaveAttribute('data-epoch', epoch!);
  await expect(page.getByTestId('dao-epoch-status')).toContainText('Finished');
  // the budget the list showed, accounted for as distributed
  await expect(page.getByTestId('dao-epoch-split')).toHaveAttribute('data-estimate', 'false');
  await expect(page.getByTestId('dao-epoch-distribution')).not.toContainText('estimate');
  await expect(page.getByTestId('dao-vote-row').first()).toBeVisible();
  await expect(page.getByTestId('dao-epoch-next')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a visitor with the wallet extension present, not connected, reads the current epoch page', async ({ page }) => {
  await page.goto('/dao');
  await expect(page.getByTestId('dao-stat-epoch')).toContainText(/\d/);
  const epoch = (await page.getByTestId('dao-stat-epoch').textContent())!.replace(/\D/g, '');
  await page.goto(`/dao/epochs/${epoch}`);
  await expect(page.getByTestId('dao-epoch-page')).toHaveAttribute('data-epoch', epoch);
  // the vote escrow and the running vote come through the API: no "getFullContractState requires basic"
  await expect(page.getByTestId('dao-epoch-status')).toContainText(/Voting|Awaiting|Queued|Ended|Not started/);
  await expect(page.getByTestId('dao-vote-row').first()).toBeVisible();
  await expect(page.getByTestId('dao-epoch-loading')).toHaveCount(0);
  await expect(page.getByText(/Could not load/)).toHaveCount(0);
  await expect(page.getByText(/requires basic/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('lock QUBE: the preview is the voting power the lock gives; a rejection changes nothing', async ({ page }) => {
  await page.goto('/dao/balance');
  await connectWallet(page, 'Carol');
  await expect(page.getByTestId('dao-lock-form')).toBeVisible();
  const maxLock = Number(await escrowGet(page, 'getDetails', '_qubeMaxLockTime'));
  const veBefore = await daoUnits(page, 'dao-ve');
  const lockedBefore = await daoUnits(page, 'dao-locked');
  const depositsBefore = await page.getByTestId('dao-deposit').count();

  await page.getByTestId('dao-lock-amount').fill('12.5');
  const presets = page.getByRole('group', { name: 'Lock period presets' }).getByRole('button');
  await presets.first().click();
  const days = Number(await page.getByTestId('dao-lock-days').inputValue());
  const amount = 12_500_000_000n;
  const expected = (amount * BigInt(Math.min(days * DAY, maxLock))) / BigInt(maxLock);
  await expect(page.getByTestId('dao-lock-preview')).toHaveAttribute('data-value', expected.toString());

  // the wallet rejects: canceled, nothing moved
  await page.getByTestId('dao-lock-submit').click();
  await confirmDaoAction(page);
  await answerWallet(page, 'Reject');
  await expect(daoResult(page)).toHaveAttribute('data-kind', 'canceled');
  expect(await daoUnits(page, 'dao-ve')).toBe(veBefore);
  expect(await daoUnits(page, 'dao-locked')).toBe(lockedBefore);

  await page.getByTestId('dao-lock-submit').click();
  await confirmDaoAction(page);
  await answerWallet(page, 'Approve');
  await expect(daoResult(page)).toHaveAttribute('data-kind', 'success', { timeout: 60_000 });
  await expect.poll(() => daoUnits(page, 'dao-ve')).toBe(veBefore + expected);
  await expect.poll(() => daoUnits(page, 'dao-locked')).toBe(lockedBefore + amount);
  await expect(page.getByTestId('dao-deposit')).toHaveCount(depositsBefore + 1, { timeout: 30_000 });
  await expect(page.getByTestId('dao-deposit').first()).toHaveAttribute('data-status', 'active');
  await expect(page.getByTestId('dao-transactions').locator('[data-event="lock"]').first()).toBeVisible();
});

test('whitelisting: each refusal has its message and sends nothing', async ({ page }) => {
  test.setTimeout(120_000);
  const info = await devnetInfo(page);
  // Grace makes a farming pool through the gauge factory: the only kind the vote escrow takes for the price
  await page.goto('/gauges/create');
  await connectWallet(page, 'Grace');
  await pickToken(page, 'gauge-create-deposit', 'WTYCHO/USDT', info.addresses['lp:WTYCHO-USDT']!);
  await page.getByTestId('gauge-create-max-lock').fill('180');
  await page.getByTestId('gauge-create-max-boost').fill('2');
  await page.getByTestId('gauge-create-submit').click();
  await page.getByTestId('gauge-create-confirm-confirm').click();
  await answerWallet(page, 'Approve');
  await expect(page.getByTestId('gauge-create-result')).toHaveAttribute('data-kind', 'done', { timeout: 45_000 });
  await page.getByTestId('gauge-create-open').click();
  await expect(page.getByTestId('gauge-page')).toBeVisible();
  const factoryGauge = page.url().split('/gauges/')[1]!;

  await page.goto('/dao/whitelisting');
  const candidates = page.getByTestId('dao-candidate');
  await expect(candidates.first()).toBeVisible();
  await expect(candidates.first().getByTestId('dao-candidate-status')).toHaveText(/Active|Pending DAO|Not active/);
  const address = page.getByTestId('dao-whitelist-address');
  const problem = page.getByTestId('dao-whitelist-problem');
  const submit = page.getByTestId('dao-whitelist-submit');
  const notFactoryGauge = /not a farming pool made by the gauge factory/;
  // the vote token's symbol as its root states it
  await expect(page.getByTestId('dao-whitelist-price')).toHaveText(/^Price: [\d.,]+ QUBE$/);
  // the farming pools by their names in a styled select (not a raw address field alone); a choice fills the address
  const pick = page.getByRole('combobox', { name: 'Farming pool' });
  await expect(pick).toHaveText(/Choose a farming pool/);
  await pick.click();
  const options = page.getByTestId('dao-whitelist-gauge-option');
  await expect(options.first()).toHaveText(/^\S+\/\S+$/);
  const chosen = (await options.first().textContent())!;
  await options.first().click();
  await expect(pick).toContainText(chosen);
  await expect(address).toHaveValue(/^0:[0-9a-f]{64}$/);

  await address.fill('0:123');
  await submit.click();
  await expect(problem).toHaveAttribute('data-problem', 'address');

  const active = await page
    .locator('[data-testid="dao-candidate"][data-status="active"]')
    .first()
    .getAttribute('data-address');
  await address.fill(active!);
  await submit.click();
  await expect(problem).toHaveText('This farming pool is already a candidate.');

  // a DEX pool is no farming pool
  await address.fill(info.addresses['pool:QUBE-USDT']!);
  await submit.click();
  await expect(problem).toHaveText(notFactoryGauge);

  // a seeded gauge (removed, Not active) is a farming pool of the gauges API, but deployed without the factory:
  // the vote escrow would refuse its payment, so the page refuses it before sending
  await address.fill(info.addresses['gauge:BRIDGE-QUBE']!);
  await submit.click();
  await expect(problem).toHaveText(notFactoryGauge);

  // the seeded network has voting open in the current epoch: the factory's new gauge cannot join now
  await address.fill(factoryGauge);
  await submit.click();
  await expect(problem).toHaveText('Whitelisting is closed while voting is in progress.');
  await expect(daoResult(page)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
