/**
 * The portfolio's votes locked in proposals (issue 16) on this spec's own network: Alice's three seeded votes, read
 * only for another viewer, then unlocked from her portfolio with one Unlock through its previewed confirmation (closing
 * it and a wallet rejection first change nothing).
 */
import { expect, test } from './clock';
import { connectWallet, devnetInfo, previewFigures } from './support';
import { answerWallet } from './dao-support';

test("Alice's votes locked in proposals: read-only for others, unlocked from her portfolio", async ({ page }) => {
  test.setTimeout(120_000);
  const alice = (await devnetInfo(page)).addresses['account:Alice']!;
  await page.goto(`/portfolio/${alice}`);
  const section = page.getByTestId('portfolio-proposals');
  const votes = section.getByTestId('portfolio-proposal-vote');
  await expect(votes).toHaveCount(3);
  await expect(votes.first()).toHaveAttribute('data-id', '6');
  await expect(votes.first().getByTestId('portfolio-proposal-state')).toHaveAttribute('data-state', 'Queued');
  await expect(section.getByTestId('portfolio-unlock-votes')).toHaveCount(0);
  await section.getByTestId('portfolio-proposals-manage').click();
  await expect(page).toHaveURL(/\/dao\/proposals$/);

  await page.goto('/portfolio');
  await connectWallet(page, 'Alice');
  const unlock = section.getByTestId('portfolio-unlock-votes');
  await expect(unlock).toContainText('3');
  // the confirmation previews the unlock (issue 43); closing it sends nothing
  const confirm = page.getByTestId('portfolio-confirm');
  await unlock.click();
  await expect(confirm.getByTestId('portfolio-confirm-proposals')).toHaveText(/^#6, #\d+, #\d+$/);
  expect((await previewFigures(confirm)).spent).toBeGreaterThan(0n);
  await confirm.getByTestId('portfolio-confirm-cancel').click();
  await expect(confirm).toHaveCount(0);
  await expect(votes).toHaveCount(3);
  await unlock.click();
  await confirm.getByTestId('portfolio-confirm-confirm').click();
  await answerWallet(page, 'Reject');
  await expect(section.getByTestId('portfolio-outcome')).toHaveAttribute('data-outcome', 'canceled');
  await expect(votes).toHaveCount(3);
  await unlock.click();
  await confirm.getByTestId('portfolio-confirm-confirm').click();
  await answerWallet(page, 'Approve');
  // the votes leave the account: the section reloads empty
  await expect(section.getByTestId('portfolio-proposals-empty')).toBeVisible({ timeout: 60_000 });
  await expect(votes).toHaveCount(0);
});
