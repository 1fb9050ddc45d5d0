import { expect, type Locator, type Page } from '@playwright/test';
import { parseUnits } from '@tycho/units';
import type { ClockServer } from './clock';
import { VoteEscrowAbiJson } from '@tycho/abi';
import { confirmGaugeAction } from './farming-support';
import { devnetInfo, runLocal } from './support';

/** The vote escrow of the local network. */
export async function voteEscrowAddress(page: Page): Promise<string> {
  const address = (await devnetInfo(page)).addresses.voteEscrow;
  expect(address, 'the local network names its vote escrow').toBeTruthy();
  return address!;
}

/** A plain getter output of the vote escrow (through the dev wallet's provider). */
export async function escrowGet(page: Page, method: string, output: string): Promise<string> {
  return runLocal(page, await voteEscrowAddress(page), VoteEscrowAbiJson, method, {}, { responsible: false, output });
}

/** The smallest units a DAO figure carries (`data-units` inside the element with the test id). */
export async function daoUnits(page: Page, testId: string): Promise<bigint> {
  const value = await page.getByTestId(testId).locator('[data-units]').getAttribute('data-units');
  return BigInt(value ?? '0');
}

/** The dev wallet's transaction popup: approve or reject. */
export async function answerWallet(page: Page, answer: 'Approve' | 'Reject'): Promise<void> {
  const confirm = page.getByRole('dialog', { name: /Confirm transaction/i });
  await confirm.getByRole('button', { name: answer }).click();
  await expect(confirm).toBeHidden();
}

/** The last DAO action's outcome on the page. */
export const daoResult = (page: Page) => page.getByTestId('dao-result');

/**
 * Confirms the open DAO action popup (the app's confirmation with the preview before signing, issue 43) once its
 * preview has its answer; the wallet's own confirmation follows.
 */
export const confirmDaoAction = (page: Page) => confirmGaugeAction(page, 'dao-confirm');

export const chainNow = async (page: Page) => (await devnetInfo(page)).chainTime;
export const current = async (page: Page, output: string) =>
  Number(await escrowGet(page, 'getCurrentEpochDetails', output));

/** Moves the clock to when the current epoch's vote may start (the first vote starts it), unless it runs already. */
export async function openVoting(page: Page, clockServer: ClockServer): Promise<void> {
  if ((await current(page, '_currentVotingStartTime')) !== 0) return;
  const before = Number(await escrowGet(page, 'getVotingDetails', '_timeBeforeVoting'));
  const wait = (await current(page, '_currentEpochStartTime')) + before + 1 - (await chainNow(page));
  if (wait > 0) await clockServer.advance(page.request, wait);
}

/**
 * Opens the current epoch's vote (`openVoting`) and its page as the page's member, once the vote form and at least
 * two candidates (they come with their own answer, after the form) are shown.
 */
export async function openEpochVote(page: Page, clockServer: ClockServer) {
  await openVoting(page, clockServer);
  const epoch = await current(page, '_currentEpoch');
  await page.goto(`/dao/epochs/${epoch}`);
  const form = page.getByTestId('dao-vote-form');
  await expect(form).toBeVisible();
  const candidates = form.getByTestId('dao-vote-candidate');
  await expect.poll(() => candidates.count()).toBeGreaterThanOrEqual(2);
  return { epoch, form, candidates };
}

/** The vote form's amounts after its spread (veQUBE units, QUBE's 9 decimals), in the candidates' order. */
export async function spreadAmounts(form: Locator): Promise<bigint[]> {
  await form.getByTestId('dao-vote-spread').click();
  const texts = await form
    .getByTestId('dao-vote-amount')
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  return texts.map((text) => parseUnits(text, 9)!);
}

/** The `data-units` an element itself carries (the epoch's budget parts). */
const unitsOf = async (page: Page, testId: string) =>
  BigInt((await page.getByTestId(testId).getAttribute('data-units')) ?? 'NaN');

/** Where the epoch page says the budget goes: each part, and their sum. */
export async function budgetParts(page: Page) {
  const parts: Record<string, bigint> = {};
  for (const id of ['previousDebt', 'toGauges', 'treasury', 'team', 'debt', 'kept'])
    parts[id] = (await page.getByTestId(`dao-split-${id}`).count()) ? await unitsOf(page, `dao-split-${id}`) : 0n;
  const out = parts.toGauges! + parts.treasury! + parts.team! + parts.debt! + parts.kept!;
  return { parts, budget: await unitsOf(page, 'dao-split-budget'), accounted: out - parts.previousDebt! };
}

/**
 * Moves the clock past the running vote's end and the epoch's end, and finishes the vote from the epoch page as the
 * page's member: meanwhile the epoch is "Ended, waiting for Finish voting" (never Finished before it).
 */
export async function finishVoting(
  page: Page,
  clockServer: ClockServer,
  whileQueued?: (epoch: number) => Promise<void>,
): Promise<number> {
  const epoch = await current(page, '_currentEpoch');
  const end = Math.max(await current(page, '_currentVotingEndTime'), await current(page, '_currentEpochEndTime'));
  const wait = end + 1 - (await chainNow(page));
  if (wait > 0) await clockServer.advance(page.request, wait);
  await page.goto(`/dao/epochs/${epoch}`);
  await expect(page.getByTestId('dao-epoch-status')).toHaveText(/Ended, waiting for Finish voting/);
  // nothing distributed yet: the split is the running vote's estimate, and says so
  await expect(page.getByTestId('dao-epoch-split')).toHaveAttribute('data-estimate', 'true');
  await expect(page.getByTestId('dao-epoch-split-estimate')).toBeVisible();
  await expect(page.getByTestId('dao-epoch-distribution')).toContainText('(estimate)');
  const estimate = await budgetParts(page);
  expect(estimate.accounted).toBe(estimate.budget);
  await whileQueued?.(epoch);
  await page.getByTestId('dao-finish-voting').click();
  // the app's confirmation previews Finish voting (issue 43): its tree ends or says why it cannot be followed
  await expect(page.getByTestId('dao-confirm').getByRole('heading', { name: 'Confirm Finish voting' })).toBeVisible();
  await expect(page.getByTestId('dao-confirm').getByTestId('preview')).toHaveAttribute(
    'data-state',
    /^(ok|incomplete)$/,
    { timeout: 20_000 },
  );
  await confirmDaoAction(page);
  await answerWallet(page, 'Approve');
  await expect(daoResult(page)).toHaveAttribute('data-kind', 'success', { timeout: 60_000 });
  return epoch;
}
