/**
 * The seeded proposals through the real governance read model (issue 13): a visitor reads the list in every state,
 * filters it and opens a proposal (markdown, actions, votes); Alice unlocks her seeded votes with Unlock all and
 * executes the queued proposal, on a network of this spec's own (the clock server: nothing shared changes).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './clock';
import { connectWallet, previewFigures } from './support';
import { answerWallet } from './dao-support';

/** Picks a state in the filter popup's state select (a styled select: open it, click the option). */
async function chooseState(page: Page, label: string) {
  await page.getByTestId('proposals-filter-state').click();
  await page.getByRole('option', { name: label, exact: true }).click();
  await expect(page.getByTestId('proposals-filter-state')).toHaveText(new RegExp(`^${label}`));
}

const SEEDED = {
  1: 'Executed',
  2: 'Failed',
  3: 'Canceled',
  4: 'Expired',
  5: 'Succeeded',
  6: 'Queued',
  7: 'Active',
  8: 'Pending',
} as const;

test('a visitor reads the seeded proposals in every state, filters them and opens one', async ({ page }) => {
  await page.goto('/dao/proposals');
  const table = page.getByTestId('proposals-table');
  const rows = table.getByTestId('proposal-row');
  await expect(rows).toHaveCount(8);
  // newest first
  await expect(rows.first()).toHaveAttribute('data-id', '8');
  for (const [id, state] of Object.entries(SEEDED)) {
    await expect(table.locator(`[data-id="${id}"]`).getByTestId('proposal-state')).toHaveAttribute('data-state', state);
  }
  await expect(page.getByTestId('proposals-your-votes')).toHaveCount(0);

  // the filter popup: Apply only once the draft differs, Clear only with a filter set, the counter on the button
  const open = page.getByTestId('proposals-filter-open');
  const apply = page.getByTestId('proposals-filter-apply');
  const clear = page.getByTestId('proposals-filter-clear');
  await expect(page.getByTestId('proposals-filter-count')).toHaveCount(0);
  await open.click();
  await expect(apply).toBeDisabled();
  await expect(clear).toBeDisabled();
  // spec 2's state list ends with Unknown: a filter of its own, which no seeded proposal matches
  await chooseState(page, 'Unknown');
  await expect(apply).toBeEnabled();
  await expect(clear).toBeEnabled();
  await apply.click();
  await expect(page.getByTestId('proposals-filter-count')).toHaveText('(1)');
  await expect(open).toHaveAttribute('data-count', '1');
  await expect(page.getByTestId('proposals-table-empty')).toBeVisible();
  await open.click();
  await expect(apply).toBeDisabled();
  await clear.click();
  await expect(rows).toHaveCount(8);
  await expect(page.getByTestId('proposals-filter-count')).toHaveCount(0);
  await open.click();
  await chooseState(page, 'Active');
  await apply.click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-id', '7');
  await rows.first().getByTestId('proposal-link').click();
  await expect(page).toHaveURL(/\/dao\/proposals\/7$/);
  await expect(page.getByTestId('proposal-state')).toHaveAttribute('data-state', 'Active');
  await expect(page.getByTestId('proposal-header')).toContainText('Approve the QUBE-WTYCHO gauge');
  // the candidate action is shown as what it does (approveGaugeDAO decoded, the gauge by its pool's symbols), not
  // as "0.000000001 EVER to 0:…"; two votes with their reasons
  const action = page.getByTestId('proposal-ton-action');
  await expect(action).toHaveCount(1);
  await expect(action).toHaveAttribute('data-kind', 'addCandidate');
  await expect(action).toHaveText(/^#1: Add candidate (QUBE\/WTYCHO|WTYCHO\/QUBE)$/);
  await expect(page.getByTestId('proposal-vote-row')).toHaveCount(2);
  await expect(page.getByTestId('proposal-votes')).toContainText('Wait one more epoch.');

  await page.goto('/dao/proposals/6');
  await expect(page.getByTestId('proposal-state')).toHaveAttribute('data-state', 'Queued');
  // the description is markdown (rendered once its section is in view): its list is a real list
  await page.getByTestId('proposal-content-section').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('proposal-content').getByRole('listitem')).toHaveCount(2);
  await expect(page.getByTestId('proposal-vote-row')).toHaveCount(3);
  // the latest votes of each side (3 at most a side); "See all" lists that side's every vote below
  const forSide = page.getByTestId('proposal-preview-for');
  const againstSide = page.getByTestId('proposal-preview-against');
  await expect(forSide).toHaveAttribute('data-total', /^\d+$/);
  await expect(againstSide).toHaveAttribute('data-total', /^\d+$/);
  const forTotal = Number(await forSide.getAttribute('data-total'));
  const againstTotal = Number(await againstSide.getAttribute('data-total'));
  expect(forTotal + againstTotal).toBe(3);
  expect(forTotal).toBeGreaterThan(0);
  await expect(forSide.getByTestId('proposal-preview-vote')).toHaveCount(Math.min(forTotal, 3));
  await expect(againstSide.getByTestId('proposal-preview-vote')).toHaveCount(Math.min(againstTotal, 3));
  await forSide.getByTestId('proposal-preview-for-all').click();
  await expect(page.getByTestId('proposal-votes-side-for')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('proposal-vote-row')).toHaveCount(forTotal);
  for (const row of await page.getByTestId('proposal-vote-row').all())
    await expect(row).toHaveAttribute('data-support', 'true');
  await page.getByTestId('proposal-votes-side-against').click();
  await expect(page.getByTestId('proposal-vote-row')).toHaveCount(againstTotal);
  await page.getByTestId('proposal-votes-side-all').click();
  await expect(page.getByTestId('proposal-vote-row')).toHaveCount(3);
});

test('Alice unlocks her seeded votes with Unlock all and executes the queued proposal', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/dao/proposals');
  await connectWallet(page, 'Alice');
  const panel = page.getByTestId('proposals-your-votes');
  await expect(panel.getByTestId('proposals-voted')).toContainText('3');
  await expect(panel.getByTestId('proposals-weight-value')).not.toHaveText('0');
  // her voting power (veQUBE) and her rank among the accounts with some
  await expect(panel.getByTestId('proposals-power-value')).not.toHaveText('0');
  await expect(panel.getByTestId('proposals-rank-value')).toHaveText(/^#\d+ of \d+$/);
  const [rank, of] = ((await panel.getByTestId('proposals-rank-value').textContent()) ?? '').match(/\d+/g)!.map(Number);
  expect(rank).toBeGreaterThanOrEqual(1);
  expect(rank).toBeLessThanOrEqual(of);
  const mine = page.getByTestId('proposals-mine-table');
  await expect(mine.getByTestId('proposal-row')).toHaveCount(3);
  await expect(mine.getByTestId('proposal-unlock').first()).toHaveAttribute('data-locked', 'true');
  const unlockAll = page.getByTestId('proposals-unlock-all');
  await expect(unlockAll).toBeEnabled();
  await expect(unlockAll).toContainText('3');
  // the wallet refuses the (only) call: canceled as a whole, every vote still locked. A refusal of a later call
  // (above 100 votes) keeps the calls sent and says "N of M unlocked" (voter.test.ts, sendUnlockBatches)
  await unlockAll.click();
  await page.getByTestId('proposal-confirm').getByTestId('proposal-confirm-confirm').click();
  await answerWallet(page, 'Reject');
  await expect(page.getByTestId('proposals-result')).toHaveAttribute('data-kind', 'canceled', { timeout: 30_000 });
  await expect(panel.getByTestId('proposals-voted-value')).toHaveText('3');
  await expect(unlockAll).toBeEnabled();
  // the confirmation (issue 43) lists the three proposals and previews the call before the wallet opens
  await unlockAll.click();
  const confirm = page.getByTestId('proposal-confirm');
  await expect(confirm.getByTestId('proposal-confirm-proposals')).toHaveText(/^#\d+, #\d+, #\d+$/);
  await expect(confirm.getByTestId('proposal-confirm-batches')).toHaveCount(0);
  expect((await previewFigures(confirm)).spent).toBeGreaterThan(0n);
  await confirm.getByTestId('proposal-confirm-confirm').click();
  await answerWallet(page, 'Approve');
  await expect(page.getByTestId('proposals-result')).toHaveAttribute('data-kind', 'success', { timeout: 60_000 });
  await expect(unlockAll).toBeDisabled();
  // the panel follows without a reload: no vote locked any more, no weight in them
  await expect(panel.getByTestId('proposals-voted-value')).toHaveText('0');
  await expect(panel.getByTestId('proposals-weight-value')).toHaveText('0');
  for (const cell of await mine.getByTestId('proposal-unlock').all()) {
    await expect(cell).toHaveAttribute('data-locked', 'false');
  }

  await page.goto('/dao/proposals/6');
  await page.getByTestId('proposal-execute').click();
  await expect(page.getByTestId('proposals-result')).toHaveAttribute('data-kind', 'success', { timeout: 60_000 });
  await page.reload();
  await expect(page.getByTestId('proposal-state')).toHaveAttribute('data-state', 'Executed');
});
