/**
 * Proposals walked to their end by several accounts on this spec's own network (issue 13): the seeded candidate
 * proposal (approve the Pending DAO gauge) gets a vote for with a reason from Alice and one against without a reason
 * from Frank, ends Succeeded, is queued and executed, and the gauge becomes an Active candidate; the seeded Succeeded
 * proposal is too late to queue (the contract would expire it at once) and says so.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './clock';
import { connectWallet, devnetInfo } from './support';
import { answerWallet } from './dao-support';
import { confirmGaugeAction } from './farming-support';

const DAY = 86_400;

async function member(browser: Browser, baseURL: string, name: string, path: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await page.goto(path);
  await connectWallet(page, name);
  return page;
}

async function expectSuccess(page: Page) {
  await expect(page.getByTestId('proposals-result')).toHaveAttribute('data-kind', 'success', { timeout: 60_000 });
}

test('a candidate proposal voted for and against succeeds, is queued and executed: the candidate becomes Active', async ({
  browser,
  clockServer,
}) => {
  test.setTimeout(240_000);
  const alice = await member(browser, clockServer.baseURL, 'Alice', '/dao/whitelisting');
  const gauge = (await devnetInfo(alice)).addresses['gauge:QUBE-WTYCHO']!;
  const candidate = alice.locator(`[data-testid="dao-candidate"][data-address="${gauge}"]`);
  await expect(candidate).toHaveAttribute('data-status', 'pendingDao');

  await alice.goto('/dao/proposals/7');
  await expect(alice.getByTestId('proposal-state')).toHaveAttribute('data-state', 'Active');
  await alice.getByTestId('proposal-reason').fill('Deep enough for a gauge.');
  await alice.getByTestId('proposal-vote-for').click();
  // the app's confirmation with the preview before signing, then the wallet
  await confirmGaugeAction(alice, 'proposal-confirm');
  await answerWallet(alice, 'Approve');
  await expectSuccess(alice);
  await expect(alice.getByTestId('proposal-my-vote')).toHaveAttribute('data-support', 'true');

  const frank = await member(browser, clockServer.baseURL, 'Frank', '/dao/proposals/7');
  await frank.getByTestId('proposal-vote-against').click();
  await expect(frank.getByTestId('proposal-confirm-support')).toHaveText('Against');
  await confirmGaugeAction(frank, 'proposal-confirm');
  await answerWallet(frank, 'Approve');
  await expectSuccess(frank);
  await expect(frank.getByTestId('proposal-my-vote')).toHaveAttribute('data-support', 'false');
  // the seeded two, Alice's with its reason and Frank's without
  await expect(frank.getByTestId('proposal-vote-row')).toHaveCount(4);
  await expect(frank.getByTestId('proposal-votes')).toContainText('Deep enough for a gauge.');

  // the vote lasts a week; the time lock two days
  await clockServer.advance(alice.request, 7 * DAY + 60);
  await alice.reload();
  await expect(alice.getByTestId('proposal-state')).toHaveAttribute('data-state', 'Succeeded');
  await alice.getByTestId('proposal-queue').click();
  await expectSuccess(alice);
  await clockServer.advance(alice.request, 2 * DAY + 60);
  await alice.reload();
  await expect(alice.getByTestId('proposal-state')).toHaveAttribute('data-state', 'Queued');
  await alice.getByTestId('proposal-execute').click();
  await expectSuccess(alice);
  await alice.reload();
  await expect(alice.getByTestId('proposal-state')).toHaveAttribute('data-state', 'Executed');

  // the executed action approved the candidate in the vote escrow
  await alice.goto('/dao/whitelisting');
  await expect(candidate).toHaveAttribute('data-status', 'active', { timeout: 30_000 });

  // the seeded Succeeded proposal ended days ago: too late to queue
  await alice.goto('/dao/proposals/5');
  await expect(alice.getByTestId('proposal-state')).toHaveAttribute('data-state', 'Succeeded');
  await expect(alice.getByTestId('proposal-queue-late')).toBeVisible();
  await expect(alice.getByTestId('proposal-queue')).toHaveCount(0);
});
