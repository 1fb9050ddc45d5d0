/**
 * The detail page's actions against the chain (issue 13) before the governance read model exists: the API is stubbed
 * from the proposal's own getters, so the buttons, the wallet sends, the event waits and the 2 s state waits are real.
 * Cancel (signed, with the warning), a vote with a reason, unlocking it, queue and execute (unsigned external
 * messages), and the proposer's unlock of a failed proposal's threshold.
 */
import type { Page } from '@playwright/test';
import { DaoRootAbiJson, ProposalAbiJson } from '@tycho/abi';
import { expect, test } from './clock';
import { connectWallet, devnetInfo, expectNoSeriousA11yViolations, runLocal } from './support';
import { answerWallet } from './dao-support';

const HASH = 'a'.repeat(64);
const STATES = ['Pending', 'Active', 'Canceled', 'Failed', 'Succeeded', 'Expired', 'Queued', 'Executed'];

async function fakeApi(page: Page, root: string) {
  await page.route('**/api/governance/v1/**', async (route) => {
    const url = route.request().url();
    if (url.endsWith('/votes/search')) return route.fulfill({ json: { votes: [], totalCount: 0 } });
    if (url.endsWith('/proposals/search')) {
      const body = route.request().postDataJSON() as { proposalId?: number };
      const id = body.proposalId ?? 1;
      const address = await runLocal(page, root, DaoRootAbiJson, 'expectedProposalAddress', {
        answerId: 0,
        proposalId: id,
      });
      const [s, t0, t1, t2, proposer, fv, av] = await Promise.all([
        runLocal(page, address, ProposalAbiJson, 'getState', { answerId: 0 }),
        runLocal(page, address, ProposalAbiJson, 'startTime', {}, { responsible: false, output: 'startTime' }),
        runLocal(page, address, ProposalAbiJson, 'endTime', {}, { responsible: false, output: 'endTime' }),
        runLocal(page, address, ProposalAbiJson, 'executionTime', {}, { responsible: false, output: 'executionTime' }),
        runLocal(page, address, ProposalAbiJson, 'getProposer', { answerId: 0 }),
        runLocal(page, address, ProposalAbiJson, 'forVotes', {}, { responsible: false, output: 'forVotes' }),
        runLocal(page, address, ProposalAbiJson, 'againstVotes', {}, { responsible: false, output: 'againstVotes' }),
      ]);
      const p = {
        actions: { ethActions: [], tonActions: [] },
        againstVotes: av,
        canceled: false,
        canceledAt: null,
        createdAt: Number(t0) - 60,
        description: JSON.stringify({ title: 'T', link: 'https://a.example.org', description: 'x' }),
        endTime: Number(t1),
        executed: false,
        executedAt: null,
        executionTime: Number(t2) || null,
        forVotes: fv,
        gracePeriod: 300,
        messageHash: HASH,
        proposalAddress: address,
        proposalId: id,
        proposer,
        queued: false,
        queuedAt: null,
        quorumVotes: '1000000000000',
        startTime: Number(t0),
        state: STATES[Number(s)],
        timeLock: 60,
        timestampBlock: Number(t0),
        transactionHash: HASH,
        updatedAt: Number(t0),
        votingDelay: 60,
      };
      return route.fulfill({ json: { proposals: [p], totalCount: 1 } });
    }
    return route.fulfill({ status: 404, json: { error: 'x', message: 'x' } });
  });
}

test('proposal actions on chain, the read model stubbed from the chain: cancel, vote, unlocks, queue, execute', async ({
  browser,
  clockServer,
}) => {
  test.setTimeout(240_000);
  // a context of its own (the axe check needs one)
  const page = await (await browser.newContext({ baseURL: clockServer.baseURL })).newPage();
  const root = (await devnetInfo(page)).addresses.daoRoot!;
  const create = async () => {
    await page.goto('/dao/proposals/create');
    await page.getByTestId('proposal-title').fill('T');
    await page.getByTestId('proposal-link').fill('https://a.example.org');
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
  await fakeApi(page, root);
  const first = await create();
  await expect(page.getByTestId('proposal-state')).toHaveAttribute('data-state', 'Pending');
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
  expect(first).toBeGreaterThan(0);

  const second = await create();
  await clockServer.advance(page.request, 61);
  await page.reload();
  await expect(page.getByTestId('proposal-state')).toHaveAttribute('data-state', 'Active');
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
});
