import { expect, test } from '@playwright/test';
import { connectWallet, expectNoSeriousA11yViolations } from './support';

/**
 * `/dao/proposals/create` without the governance read model: the permission check (seeded threshold 400 QUBE of
 * voting power; Frank holds less, Alice more) and the form's validation, counters and action popup. Nothing is sent.
 */
test('create proposal: a member below the threshold sees the missing amount and a link to the balance page', async ({
  page,
}) => {
  await page.goto('/dao/proposals/create');
  await expect(page.getByTestId('proposal-create-connect')).toBeVisible();
  await connectWallet(page, 'Frank');
  const denied = page.getByTestId('proposal-create-denied');
  await expect(denied).toBeVisible();
  expect(BigInt((await page.getByTestId('proposal-create-missing').getAttribute('data-units'))!)).toBeGreaterThan(0n);
  await expect(page.getByTestId('proposal-create-locked')).toHaveAttribute('data-units', /^\d+$/);
  await expect(page.getByTestId('proposal-create-form')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByTestId('proposal-create-balance-link').click();
  await expect(page).toHaveURL(/\/dao\/balance$/);
});

test('create proposal: required fields, stored-length counters, link check and the action popup', async ({ page }) => {
  await page.goto('/dao/proposals/create');
  await connectWallet(page, 'Alice');
  const form = page.getByTestId('proposal-create-form');
  await expect(form).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByTestId('proposal-submit').click();
  await expect(page.getByTestId('proposal-title-error')).toHaveText('Required');
  await expect(page.getByTestId('proposal-link-error')).toHaveText('Required');
  await expect(page.getByTestId('proposal-actions-error')).toBeVisible();
  await expect(page.getByTestId('proposal-submit')).toBeDisabled();

  // counters count the stored (JSON-escaped) length: a quote takes two
  await page.getByTestId('proposal-title').fill('a"b');
  await expect(page.getByTestId('proposal-title-counter')).toHaveText('4/100');
  await page.getByTestId('proposal-title').fill('x'.repeat(101));
  await expect(page.getByTestId('proposal-title-error')).toHaveText('At most 100 characters');
  await page.getByTestId('proposal-title').fill('Approve a new gauge');
  await expect(page.getByTestId('proposal-title-error')).toHaveCount(0);
  await page.getByTestId('proposal-link').fill('not a link');
  await expect(page.getByTestId('proposal-link-error')).toHaveText('Enter a valid URL');
  await page.getByTestId('proposal-link').fill('https://forum.example.org/t/1');
  await expect(page.getByTestId('proposal-link-error')).toHaveCount(0);
  await page.getByTestId('proposal-description').fill('line\nline');
  await expect(page.getByTestId('proposal-description-counter')).toHaveText('10/3800');

  // a TON action: the address is checked, the value defaults to 1
  await page.getByTestId('proposal-action-add').click();
  const popup = page.getByTestId('proposal-action-dialog');
  await expect(popup).toBeVisible();
  await expect(popup.getByTestId('action-value')).toHaveValue('1');
  await popup.getByTestId('action-target').fill('0:123');
  await popup.getByTestId('action-save').click();
  await expect(popup.getByTestId('action-target-error')).toHaveText('Enter a valid address');
  await popup.getByTestId('action-target').fill(`0:${'1'.repeat(64)}`);
  await popup.getByTestId('action-value').fill('-1');
  await expect(popup.getByTestId('action-value-error')).toBeVisible();
  await popup.getByTestId('action-value').fill('2.5');
  await popup.getByTestId('action-save').click();
  await expect(popup).toBeHidden();
  await expect(page.getByTestId('proposal-action-ton')).toHaveCount(1);
  await expect(page.getByTestId('proposal-action-ton')).toContainText('2.5 TYCHO');

  // spec 3: only TON is offered in the popup
  await page.getByTestId('proposal-action-add').click();
  await expect(popup.getByTestId('action-network')).toHaveText(/Network\s*TON/);
  await expect(popup.getByRole('combobox')).toHaveCount(0);
  await expect(popup.getByTestId('action-callData')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();

  // edit and remove
  await page.getByTestId('proposal-action-ton').getByTestId('proposal-action-edit').click();
  await popup.getByTestId('action-value').fill('3');
  await popup.getByTestId('action-save').click();
  await expect(page.getByTestId('proposal-action-ton')).toContainText('3 TYCHO');
  await expect(page.getByTestId('proposal-action-eth')).toHaveCount(0);
  await expect(page.getByTestId('proposal-actions-error')).toHaveCount(0);
  await expect(page.getByTestId('proposal-submit')).toBeEnabled();

  // narrow screens: the form and the popup without sideways scroll
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.getByTestId('proposal-action-add').click();
  await expect(popup).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 800 });

  // the candidate types pick a gauge instead; the type is a styled select (Radix), chosen by mouse, then by keyboard
  const actionType = page.getByRole('combobox', { name: 'Action type' });
  await expect(actionType).toHaveText(/Custom actions/);
  await actionType.click();
  // the chosen one carries a check mark
  await expect(page.getByTestId('proposal-action-type-option')).toHaveText([
    /^Custom actions✓$/,
    /^New candidate$/,
    /^Remove candidate$/,
  ]);
  await page.getByRole('option', { name: 'Remove candidate' }).click();
  await expect(actionType).toHaveText(/Remove candidate/);
  await expect(page.getByTestId('proposal-action-gauge')).toBeVisible();
  await expect(page.getByTestId('proposal-action-add')).toHaveCount(0);
  // a new candidate is picked by its pool's name in a styled select (Radix), never typed as an address
  await actionType.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: 'Remove candidate' })).toBeFocused();
  // the option moved to is focused before Enter: a key pressed while the list still opens is not taken
  await expect(async () => {
    const from = page.getByRole('option', { name: 'Remove candidate' });
    if (await from.evaluate((e) => e === document.activeElement)) await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('option', { name: 'New candidate' })).toBeFocused({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press('Enter');
  await expect(actionType).toHaveText(/New candidate/);
  const gauge = page.getByRole('combobox', { name: 'Candidate gauge' });
  await expect(gauge).toHaveText(/Choose a gauge/);
  await gauge.click();
  const options = page.getByTestId('proposal-action-gauge-option');
  await expect(options.first()).toBeVisible();
  for (const text of await options.allTextContents()) expect(text).not.toMatch(/0:[0-9a-f]{4}/);
  await options.filter({ hasText: /QUBE\/WTYCHO|WTYCHO\/QUBE/ }).click();
  await expect(gauge).toHaveText(/QUBE\/WTYCHO|WTYCHO\/QUBE/);
  await expectNoSeriousA11yViolations(page);
});
