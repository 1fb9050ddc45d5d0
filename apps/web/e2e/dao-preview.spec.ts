/**
 * The preview before signing (issue 43) on `/dao/balance`: Lock and Unlock open the app's confirmation with the
 * exact call (its call id included) run locally through the wallet's executeLocal; signing it moves what the preview
 * said: the QUBE leaving the wallet on a lock and coming back on an unlock to the unit, and the coin spent (the
 * account's balance decrease) to the unit. Closing the confirmation or rejecting in the wallet changes nothing. Its
 * own network (the clock fixture): Carol's and Dave's balances are touched by nothing else meanwhile.
 */
import { parseUnits } from '@tycho/units';
import { expect, test } from './clock';
import { answerWallet, confirmDaoAction, daoResult, daoUnits } from './dao-support';
import {
  connectWallet,
  devnetInfo,
  expectNoSeriousA11yViolations,
  nativeBalanceOf,
  previewFigures,
  tokenBalance,
} from './support';

test('lock: closing the confirmation and rejecting send nothing; the QUBE and coin leave as previewed', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const a = (await devnetInfo(page)).addresses;
  const [carol, qube] = [a['account:Carol']!, a['token:QUBE']!];
  await page.goto('/dao/balance');
  await connectWallet(page, 'Carol');
  await expect(page.getByTestId('dao-lock-form')).toBeVisible();
  const lockedBefore = await daoUnits(page, 'dao-locked');
  await page.getByTestId('dao-lock-amount').fill('7.25');
  await page.getByRole('group', { name: 'Lock period presets' }).getByRole('button').first().click();
  const days = await page.getByTestId('dao-lock-days').inputValue();

  // the confirmation says what the lock is and previews it: 7.25 QUBE leave Carol's wallet, nothing else of hers
  await page.getByTestId('dao-lock-submit').click();
  const dialog = page.getByTestId('dao-confirm');
  await expect(dialog.getByRole('heading', { name: 'Confirm lock' })).toBeVisible();
  await expect(dialog.getByTestId('dao-confirm-amount')).toHaveText('7.25 QUBE');
  await expect(dialog.getByTestId('dao-confirm-days')).toHaveText(days);
  let preview = await previewFigures(page.getByTestId('dao-confirm'));
  expect(preview.tokens).toEqual({ [qube]: -7_250_000_000n });
  expect(preview.spent).toBeGreaterThan(0n);
  expect(preview.spent).toBeLessThan(preview.attached);
  await expectNoSeriousA11yViolations(page);
  // closing it sends nothing: no wallet popup
  await dialog.getByTestId('dao-confirm-cancel').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('dialog', { name: /Confirm transaction/i })).toHaveCount(0);

  // rejected in the wallet: canceled, nothing moved
  const before = { qube: await tokenBalance(page, qube, carol), coin: await nativeBalanceOf(page, carol) };
  await page.getByTestId('dao-lock-submit').click();
  await confirmDaoAction(page);
  await answerWallet(page, 'Reject');
  await expect(daoResult(page)).toHaveAttribute('data-kind', 'canceled');
  expect(await tokenBalance(page, qube, carol)).toBe(before.qube);
  expect(await nativeBalanceOf(page, carol)).toBe(before.coin);

  // signed: the chain moves what the preview said, to the unit
  await page.getByTestId('dao-lock-submit').click();
  preview = await previewFigures(page.getByTestId('dao-confirm'));
  await confirmDaoAction(page);
  await answerWallet(page, 'Approve');
  await expect(daoResult(page)).toHaveAttribute('data-kind', 'success', { timeout: 60_000 });
  await expect.poll(() => tokenBalance(page, qube, carol)).toBe(before.qube + preview.tokens[qube]!);
  await expect.poll(() => nativeBalanceOf(page, carol)).toBe(before.coin - preview.spent);
  await expect.poll(() => daoUnits(page, 'dao-locked')).toBe(lockedBefore + 7_250_000_000n);
});

test('unlock of an expired deposit: the QUBE coming back and the coin spent are the preview, to the unit', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const a = (await devnetInfo(page)).addresses;
  const [dave, qube] = [a['account:Dave']!, a['token:QUBE']!];
  await page.goto('/dao/balance');
  // Dave's 14-day lock of the seed has ended
  await connectWallet(page, 'Dave');
  const banner = page.getByTestId('dao-withdraw-banner');
  await expect(banner).toBeVisible({ timeout: 30_000 });

  await page.getByTestId('dao-unlock').click();
  const dialog = page.getByTestId('dao-confirm');
  await expect(dialog.getByRole('heading', { name: 'Confirm unlock' })).toBeVisible();
  const shown = (await dialog.getByTestId('dao-confirm-amount').textContent())!.replace(/\s*QUBE$/, '');
  const unlocked = parseUnits(shown, 9) ?? 0n;
  expect(unlocked).toBeGreaterThan(0n);
  const preview = await previewFigures(page.getByTestId('dao-confirm'));
  // what the page expects back (the account's unlocked QUBE) is what the run gives back
  expect(preview.tokens).toEqual({ [qube]: unlocked });
  await expectNoSeriousA11yViolations(page);
  const before = { qube: await tokenBalance(page, qube, dave), coin: await nativeBalanceOf(page, dave) };
  await confirmDaoAction(page);
  await answerWallet(page, 'Approve');
  await expect(daoResult(page)).toHaveAttribute('data-kind', 'success', { timeout: 60_000 });
  await expect(banner).toBeHidden();
  await expect.poll(() => tokenBalance(page, qube, dave)).toBe(before.qube + unlocked);
  await expect.poll(() => nativeBalanceOf(page, dave)).toBe(before.coin - preview.spent);
});
