/**
 * The detail page's actions against the chain and the governance read model (issue 13), on this spec's own network:
 * cancel (signed, with the warning), a vote with a reason, unlocking it, queue and execute (unsigned external
 * messages), the proposer's unlock of a failed proposal's threshold, and a queued proposal left to expire.
 * Every signed action opens the app's confirmation with the preview before signing (issue 43): create says the
 * proposal's deploy cannot be followed; cancel, the votes and the unlocks spend from Alice's balance the coin their
 * preview said, to the unit (nothing else touches her balance on this network meanwhile).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './clock';
import {
  connectWallet,
  devnetInfo,
  expectDeployFallback,
  expectNoSeriousA11yViolations,
  nativeBalanceOf,
  previewFigures,
} from './support';
import { answerWallet } from './dao-support';
import { confirmGaugeAction } from './farming-support';

/**
 * Confirms the open proposal action with its preview and signs it; once the action succeeded, Alice's balance moved
 * by the preview's coin spent (a cancel gives her more back than it costs: the destroyed proposal's balance) and no
 * token of hers moved.
 */
async function signPreviewed(page: Page, alice: string, action: string) {
  const dialog = page.getByTestId('proposal-confirm');
  const preview = await previewFigures(dialog);
  expect(preview.tokens).toEqual({});
  expect(preview.attached).toBeGreaterThan(0n);
  const before = await nativeBalanceOf(page, alice);
  await confirmGaugeAction(page, 'proposal-confirm');
  await answerWallet(page, 'Approve');
  const result = page.getByTestId('proposals-result');
  await expect(result).toHaveAttribute('data-action', action, { timeout: 60_000 });
  await expect(result).toHaveAttribute('data-kind', 'success', { timeout: 60_000 });
  await expect.poll(() => nativeBalanceOf(page, alice)).toBe(before - preview.spent);
}

test('proposal actions: cancel, vote, unlocks, queue, execute, expiry', async ({ browser, clockServer }) => {
  test.setTimeout(240_000);
  // a context of its own (the axe check needs one)
  const page = await (await browser.newContext({ baseURL: clockServer.baseURL })).newPage();
  const create = async () => {
    await page.goto('/dao/proposals/create');
    await page.getByTestId('proposal-title').fill('T');
    await page.getByTestId('proposal-link').fill('https://a.example.org');
    await page.getByTestId('proposal-description').fill('**x**');
    await page.getByTestId('proposal-action-add').click();
    await page.getByTestId('action-target').fill(`0:${'1'.repeat(64)}`);
    await page.getByTestId('action-save').click();
    await page.getByTestId('proposal-submit').click();
    // the proposal is a new contract: the preview says it cannot follow the deploy and shows the coin attached
    const dialog = page.getByTestId('proposal-confirm');
    await expect(dialog.getByTestId('proposal-confirm-note')).toContainText('deploys the proposal as a new contract');
    await expect(dialog.getByTestId('proposal-confirm-actions')).toHaveText('1');
    await expect(dialog.getByTestId('proposal-confirm-value')).toContainText('TYCHO');
    await expectDeployFallback(dialog);
    await confirmGaugeAction(page, 'proposal-confirm');
    await answerWallet(page, 'Approve');
    await expect(page).toHaveURL(/\/dao\/proposals\/\d+$/, { timeout: 60_000 });
    return Number(page.url().split('/').pop());
  };
  await page.goto('/dao/proposals/create');
  await connectWallet(page, 'Alice');
  const alice = (await devnetInfo(page)).addresses['account:Alice']!;
  const first = await create();
  await expect(page.getByTestId('proposal-state')).toHaveAttribute('data-state', 'Pending');
  await expect(page.getByTestId('proposal-cancel-closed')).toHaveCount(0);
  await page.getByTestId('proposal-content-section').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('proposal-content')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // narrow screens: no sideways scroll on the detail page and the list
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.goto('/dao/proposals');
  await expect(page.getByTestId('proposals-your-votes')).toBeVisible();
  await expect(page.getByTestId('proposal-row').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/dao/proposals/${first}`);
  await page.getByTestId('proposal-cancel').click();
  const confirm = page.getByTestId('proposal-confirm');
  await expect(confirm.getByTestId('proposal-confirm-note')).toContainText('destroys');
  await expect(confirm.getByRole('heading', { name: 'Cancel this proposal?' })).toBeVisible();
  await previewFigures(confirm);
  await expectNoSeriousA11yViolations(page);
  // closing the confirmation sends nothing: no wallet popup, still Pending
  await confirm.getByTestId('proposal-confirm-cancel').click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('dialog', { name: /Confirm transaction/i })).toHaveCount(0);
  await expect(page.getByTestId('proposal-state')).toHaveAttribute('data-state', 'Pending');
  await page.getByTestId('proposal-cancel').click();
  await signPreviewed(page, alice, 'cancel');
  await expect(page.getByTestId('proposal-state')).toHaveAttribute('data-state', 'Canceled');
  await expect(page.getByTestId('proposal-cancel-closed')).toHaveCount(0);
  expect(first).toBeGreaterThan(0);

  const second = await create();
  await clockServer.advance(page.request, 61);
  await page.reload();
  await expect(page.getByTestId('proposal-state')).toHaveAttribute('data-state', 'Active');
  // voting started: the proposer's Cancel is gone, and the page says why (the contract cancels only while Pending)
  await expect(page.getByTestId('proposal-cancel')).toHaveCount(0);
  await expect(page.getByTestId('proposal-cancel-closed')).toHaveText(
    'Cancel is no longer possible: a proposal can be canceled only while it is pending, before its voting starts.',
  );
  await page.getByTestId('proposal-reason').fill('good idea');
  await page.getByTestId('proposal-vote-for').click();
  await expect(page.getByTestId('proposal-confirm-support')).toHaveText('For');
  await expect(page.getByTestId('proposal-confirm-reason')).toHaveText('good idea');
  await signPreviewed(page, alice, 'vote');
  expect(second).toBe(first + 1);
  await expect(page.getByTestId('proposal-my-vote')).toHaveAttribute('data-support', 'true');
  await clockServer.advance(page.request, 301);
  await page.reload();
  // Alice's weight passes the seeded quorum (1000 QUBE) alone
  await expect(page.getByTestId('proposal-state')).toHaveAttribute('data-state', 'Succeeded');
  // the vote can be unlocked once the proposal is no longer active
  await page.getByTestId('proposal-unlock-casted').click();
  await expect(page.getByTestId('proposal-confirm-proposal')).toHaveText(`#${second}`);
  await signPreviewed(page, alice, 'unlockCasted');
  await expect(page.getByTestId('proposal-unlock-casted')).toHaveCount(0);
  await page.getByTestId('proposal-queue').click();
  await expect(page.getByTestId('proposals-result')).toHaveAttribute('data-kind', 'success', { timeout: 60_000 });
  await clockServer.advance(page.request, 61);
  await page.reload();
  await page.getByTestId('proposal-execute').click();
  await expect(page.getByTestId('proposals-result')).toHaveAttribute('data-kind', 'success', { timeout: 60_000 });
  await page.reload();
  await expect(page.getByTestId('proposal-state')).toHaveAttribute('data-state', 'Executed');

  // nobody votes: Failed, and its proposer unlocks the threshold locked for it
  const third = await create();
  expect(third).toBe(second + 1);
  await clockServer.advance(page.request, 61 + 301);
  await page.reload();
  await expect(page.getByTestId('proposal-state')).toHaveAttribute('data-state', 'Failed');
  await expect(page.getByTestId('proposal-countdown')).toHaveCount(0);
  await page.getByTestId('proposal-unlock-tokens').click();
  await signPreviewed(page, alice, 'unlockTokens');
  await expect(page.getByTestId('proposal-unlock-tokens')).toHaveCount(0);

  // voted through and queued, but nobody executes it within the grace period: Expired
  const fourth = await create();
  expect(fourth).toBe(third + 1);
  await clockServer.advance(page.request, 61);
  await page.reload();
  await page.getByTestId('proposal-vote-for').click();
  await signPreviewed(page, alice, 'vote');
  await clockServer.advance(page.request, 301);
  await page.reload();
  await page.getByTestId('proposal-queue').click();
  await expect(page.getByTestId('proposals-result')).toHaveAttribute('data-kind', 'success', { timeout: 60_000 });
  await clockServer.advance(page.request, 60 + 300 + 1);
  await page.reload();
  await expect(page.getByTestId('proposal-state')).toHaveAttribute('data-state', 'Expired');
  await expect(page.getByTestId('proposal-execute')).toHaveCount(0);
});
