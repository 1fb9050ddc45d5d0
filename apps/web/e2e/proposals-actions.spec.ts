/**
 * The detail page's actions against the chain and the governance read model (issue 13), on this spec's own network:
 * cancel (signed, with the warning), a vote with a reason, unlocking it, queue and execute (unsigned external
 * messages), the proposer's unlock of a failed proposal's threshold, and a queued proposal left to expire.
 */
import { expect, test } from './clock';
import { connectWallet, expectNoSeriousA11yViolations } from './support';
import { answerWallet } from './dao-support';

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
    await answerWallet(page, 'Approve');
    await expect(page).toHaveURL(/\/dao\/proposals\/\d+$/, { timeout: 60_000 });
    return Number(page.url().split('/').pop());
  };
  await page.goto('/dao/proposals/create');
  await connectWallet(page, 'Alice');
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
  await expect(page.getByTestId('proposal-cancel-dialog')).toContainText('destroys');
  await page.getByTestId('proposal-cancel-confirm').click();
  await answerWallet(page, 'Approve');
  await expect(page.getByTestId('proposals-result')).toHaveAttribute('data-kind', 'success', { timeout: 60_000 });
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
  await answerWallet(page, 'Approve');
  await expect(page.getByTestId('proposals-result')).toHaveAttribute('data-kind', 'success', { timeout: 60_000 });
  expect(second).toBe(first + 1);
  await expect(page.getByTestId('proposal-my-vote')).toHaveAttribute('data-support', 'true');
  await clockServer.advance(page.request, 301);
  await page.reload();
  // Alice's weight passes the seeded quorum (1000 QUBE) alone
  await expect(page.getByTestId('proposal-state')).toHaveAttribute('data-state', 'Succeeded');
  // the vote can be unlocked once the proposal is no longer active
  await page.getByTestId('proposal-unlock-casted').click();
  await answerWallet(page, 'Approve');
  await expect(page.getByTestId('proposals-result')).toHaveAttribute('data-action', 'unlockCasted');
  await expect(page.getByTestId('proposals-result')).toHaveAttribute('data-kind', 'success', { timeout: 60_000 });
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
  await answerWallet(page, 'Approve');
  await expect(page.getByTestId('proposals-result')).toHaveAttribute('data-action', 'unlockTokens');
  await expect(page.getByTestId('proposals-result')).toHaveAttribute('data-kind', 'success', { timeout: 60_000 });
  await expect(page.getByTestId('proposal-unlock-tokens')).toHaveCount(0);

  // voted through and queued, but nobody executes it within the grace period: Expired
  const fourth = await create();
  expect(fourth).toBe(third + 1);
  await clockServer.advance(page.request, 61);
  await page.reload();
  await page.getByTestId('proposal-vote-for').click();
  await answerWallet(page, 'Approve');
  await expect(page.getByTestId('proposals-result')).toHaveAttribute('data-kind', 'success', { timeout: 60_000 });
  await clockServer.advance(page.request, 301);
  await page.reload();
  await page.getByTestId('proposal-queue').click();
  await expect(page.getByTestId('proposals-result')).toHaveAttribute('data-kind', 'success', { timeout: 60_000 });
  await clockServer.advance(page.request, 60 + 300 + 1);
  await page.reload();
  await expect(page.getByTestId('proposal-state')).toHaveAttribute('data-state', 'Expired');
  await expect(page.getByTestId('proposal-execute')).toHaveCount(0);
});
