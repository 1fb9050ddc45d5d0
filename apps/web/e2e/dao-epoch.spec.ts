import { TokenRootAbiJson, TokenWalletAbiJson } from '@tycho/abi';
import type { Browser, Page } from '@playwright/test';
import { expect, test, type ClockServer } from './clock';
import { formatUnits } from '@tycho/units';
import {
  connectWallet,
  devnetInfo,
  expectNoSeriousA11yViolations,
  nativeBalanceOf,
  previewFigures,
  runLocal,
} from './support';
import {
  answerWallet,
  budgetParts,
  confirmDaoAction,
  current,
  openEpochVote,
  spreadAmounts,
  daoResult,
  daoUnits,
  escrowGet,
  finishVoting,
} from './dao-support';
import { pickToken } from './tokenField';

/**
 * DAO flows on a worker's own fresh local network (see ./clock), where the chain clock may move: an epoch vote
 * across several candidates, refused the second time; Finish voting by another member once the vote period is
 * over, the distribution reaching the gauges and the next epoch starting; unlocking an expired deposit; a
 * whitelisting refused for the balance, then done.
 */

/** veQUBE counts in QUBE's smallest units (9 decimals on the local network). */
const QUBE_DECIMALS = 9;

/** QUBE held by an owner's wallet (a gauge, an account), smallest units; 0 without a wallet. */
async function qubeOf(page: Page, owner: string): Promise<bigint> {
  const root = await escrowGet(page, 'getDetails', '_qube');
  const wallet = await runLocal(page, root, TokenRootAbiJson, 'walletOf', { answerId: 0, walletOwner: owner });
  try {
    return BigInt(await runLocal(page, wallet, TokenWalletAbiJson, 'balance', { answerId: 0 }));
  } catch {
    return 0n;
  }
}

/** A page of the worker's network with the dev wallet connected as `name`. */
async function memberPage(browser: Browser, clockServer: ClockServer, name: string, path: string) {
  const page = await browser.newPage({ baseURL: clockServer.baseURL });
  await page.goto(path);
  await connectWallet(page, name);
  return page;
}

test('vote across candidates, refused twice; another member finishes voting; the gauges get the distribution', async ({
  page,
  browser,
  clockServer,
}) => {
  test.setTimeout(240_000);
  await page.goto('/dao');
  // Erin has locked QUBE and has not voted: the seeded network has voting open in the current epoch
  await connectWallet(page, 'Erin');
  const { epoch, form, candidates } = await openEpochVote(page, clockServer);
  await expect(form).toContainText('You can vote once per epoch');
  const spreadUnits = await spreadAmounts(form);
  // each amount field sits under its gauge's name at the card's width, so the fields line up whatever the names
  const fields = await form
    .getByTestId('dao-vote-amount')
    .evaluateAll((inputs) => inputs.map((input) => input.getBoundingClientRect()).map((r) => [r.left, r.width]));
  expect([...new Set(fields.map((f) => f.join()))]).toHaveLength(1);

  // the hints weigh each candidate's votes with Erin's against all votes (read from the vote escrow here): the
  // spread leaves each share within the min and max ratios; all of her power on the most voted candidate passes the
  // max ("Max votes reached 50%"); the spread again takes the hint away
  const amountFields = form.getByTestId('dao-vote-amount');
  const power = spreadUnits.reduce((sum, amount) => sum + amount, 0n);
  const addresses = await candidates.evaluateAll((items) => items.map((i) => i.getAttribute('data-address')!));
  const total = BigInt(await escrowGet(page, 'getCurrentEpochDetails', '_currentVotingTotalVotes'));
  const flat = (await escrowGet(page, 'currentVotingVotes', 'currentVotingVotes')).split(',');
  const votes = new Map(addresses.map((a) => [a, 0n]));
  for (let i = 0; i + 1 < flat.length; i += 2) votes.set(flat[i]!, BigInt(flat[i + 1]!));
  const [minBp, maxBp] = [
    Number(await escrowGet(page, 'getVotingDetails', '_gaugeMinVotesRatio')),
    Number(await escrowGet(page, 'getVotingDetails', '_gaugeMaxVotesRatio')),
  ];
  const expectedKind = (gauge: string, vote: bigint) => {
    if (vote === 0n) return null;
    const bp = ((votes.get(gauge)! + vote) * 10_000n) / (total + power);
    return bp < BigInt(minBp) ? 'tooFew' : bp > BigInt(maxBp) ? 'maxReached' : null;
  };
  const expectHints = async (amounts: bigint[]) => {
    for (const [i, address] of addresses.entries()) {
      const hint = candidates.nth(i).getByTestId('dao-vote-hint');
      const kind = expectedKind(address, amounts[i]!);
      if (kind) await expect(hint).toHaveAttribute('data-kind', kind);
      else await expect(hint).toHaveCount(0);
    }
  };
  await expectHints(spreadUnits);
  const top = addresses.reduce((best, a) => (votes.get(a)! > votes.get(best)! ? a : best));
  const all = addresses.map((a) => (a === top ? power : 0n));
  for (const [i, amount] of all.entries()) await amountFields.nth(i).fill(formatUnits(amount, QUBE_DECIMALS));
  expect(expectedKind(top, power), 'the seeded votes let one voter pass the max').toBe('maxReached');
  await expectHints(all);
  await expect(candidates.nth(addresses.indexOf(top)).getByTestId('dao-vote-hint')).toHaveText(
    `Max votes reached ${maxBp / 100}%`,
  );
  await form.getByTestId('dao-vote-spread').click();
  await expectHints(spreadUnits);

  // the wallet rejects: canceled, the vote is still to be cast
  await form.getByTestId('dao-vote-submit').click();
  // one confirmation (issue 43): the one-vote warning and the preview of the vote (the votes cast, no token moves,
  // the coin it costs) in the same popup
  const dialog = page.getByTestId('dao-confirm');
  await expect(dialog.getByRole('heading', { name: 'Confirm vote' })).toBeVisible();
  await expect(dialog.getByTestId('dao-confirm-note')).toContainText('You cannot vote again in this epoch');
  await expect(page.getByTestId('dao-vote-confirm')).toHaveCount(0);
  await expect(dialog.getByTestId('dao-confirm-amount')).toContainText('veQUBE');
  expect((await previewFigures(page.getByTestId('dao-confirm'))).tokens).toEqual({});
  await confirmDaoAction(page);
  await answerWallet(page, 'Reject');
  await expect(daoResult(page)).toHaveAttribute('data-kind', 'canceled');
  await expect(page.getByTestId('dao-vote-problem')).toHaveCount(0);

  const totalBefore = BigInt(await escrowGet(page, 'getCurrentEpochDetails', '_currentVotingTotalVotes'));
  await form.getByTestId('dao-vote-submit').click();
  const erin = (await devnetInfo(page)).addresses['account:Erin']!;
  const votePreview = await previewFigures(page.getByTestId('dao-confirm'));
  const coinBefore = await nativeBalanceOf(page, erin);
  await confirmDaoAction(page);
  await answerWallet(page, 'Approve');
  await expect(daoResult(page)).toHaveAttribute('data-kind', 'success', { timeout: 60_000 });
  expect(BigInt(await escrowGet(page, 'getCurrentEpochDetails', '_currentVotingTotalVotes'))).toBeGreaterThan(
    totalBefore,
  );
  await expect.poll(() => nativeBalanceOf(page, erin)).toBe(coinBefore - votePreview.spent);
  // a second vote is refused before anything is sent
  await expect(page.getByTestId('dao-vote-problem')).toHaveText('Cannot vote twice in the current epoch');
  await expect(page.getByTestId('dao-vote-submit')).toBeDisabled();
  await expect(page.getByTestId('dao-epoch-status')).toContainText('Voting');
  await expectNoSeriousA11yViolations(page);

  // after the vote period another member, Bob, finishes the voting
  const gauges = await candidates.evaluateAll((els) => els.map((e) => e.getAttribute('data-address')!));
  const held = await Promise.all(gauges.map((g) => qubeOf(page, g)));
  const bob = await memberPage(browser, clockServer, 'Bob', '/dao');
  // Frank, locked and never voting: the skipped notice while the epoch waits for Finish voting, and not after it
  let frank: Page | undefined;
  expect(
    await finishVoting(bob, clockServer, async (queued) => {
      frank = await memberPage(browser, clockServer, 'Frank', `/dao/epochs/${queued}`);
      await expect(frank.getByTestId('dao-epoch-status')).toHaveText(/Ended, waiting for Finish voting/);
      await expect(frank.getByTestId('dao-skipped')).toBeVisible();
    }),
  ).toBe(epoch);
  await expect(bob.getByTestId('dao-epoch-status')).toContainText('Finished');
  await frank!.reload();
  await expect(frank!.getByTestId('dao-epoch-status')).toContainText('Finished');
  await expect(frank!.getByTestId('dao-skipped')).toHaveCount(0);
  await frank!.close();
  // every QUBE of the budget is accounted for on the epoch page, as distributed (no longer an estimate) ...
  await expect(bob.getByTestId('dao-epoch-split')).toHaveAttribute('data-estimate', 'false', { timeout: 30_000 });
  const split = await budgetParts(bob);
  expect(split.accounted).toBe(split.budget);
  expect(split.parts.team).toBeGreaterThan(0n);
  expect(split.parts.treasury).toBeGreaterThan(0n);
  expect(await daoUnits(bob, 'dao-epoch-budget')).toBe(split.budget);
  expect(await daoUnits(bob, 'dao-epoch-distribution')).toBe(split.budget);
  // ... the gauges' rows add up to what went to the gauges ...
  await expect(bob.getByTestId('dao-row-distribution').first()).not.toHaveText('—', { timeout: 30_000 });
  const rows = await bob
    .getByTestId('dao-row-distribution')
    .locator('[data-units]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-units')!));
  expect(rows.reduce((a, v) => a + BigInt(v), 0n)).toBe(split.parts.toGauges);
  // ... the vote state's treasury is the split's ...
  expect(
    BigInt((await bob.getByTestId('dao-vote-rows-treasury').locator('[data-units]').getAttribute('data-units'))!),
  ).toBe(split.parts.treasury);
  // ... and /dao's list of previous epochs shows the same budget for it
  await bob.goto('/dao');
  const item = bob.locator(`[data-testid="dao-epoch-item"][data-epoch="${epoch}"]`);
  await expect(item).toBeVisible({ timeout: 30_000 });
  expect(
    BigInt((await item.getByTestId('dao-epoch-item-distribution').locator('[data-units]').getAttribute('data-units'))!),
  ).toBe(split.budget);
  await bob.goto(`/dao/epochs/${epoch}`);
  await expect(bob.getByTestId('dao-epoch-next')).toHaveAttribute('href', `/dao/epochs/${epoch + 1}`);
  // the distribution reached the gauges voted for, and the vote state shows it
  const after = await Promise.all(gauges.map((g) => qubeOf(bob, g)));
  expect(after.some((amount, i) => amount > held[i]!)).toBe(true);
  await bob.getByTestId('dao-epoch-next').click();
  await expect(bob.getByTestId('dao-epoch-page')).toHaveAttribute('data-epoch', String(epoch + 1));
  await expect(bob.getByTestId('dao-epoch-status')).toContainText(/Not started|Awaiting|Voting/);
  await bob.close();
});

test('unlock an expired deposit: the withdraw banner, Unlock, QUBE back in the wallet', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/dao/balance');
  // Dave's 14-day lock of the seed has ended
  await connectWallet(page, 'Dave');
  const banner = page.getByTestId('dao-withdraw-banner');
  await expect(banner).toBeVisible({ timeout: 30_000 });
  // the expired deposit is listed with no voting power left
  const expired = page.locator('[data-testid="dao-deposit"][data-status="expired"]');
  await expect(expired.first()).toBeVisible();
  await expect(expired.first().getByTestId('dao-deposit-ve')).toHaveText('0');
  const activeBefore = await page.locator('[data-testid="dao-deposit"][data-status="active"]').count();
  const wallet = await daoUnits(page, 'dao-wallet');
  const locked = await daoUnits(page, 'dao-locked');
  await page.getByTestId('dao-unlock').click();
  await confirmDaoAction(page);
  await answerWallet(page, 'Reject');
  await expect(daoResult(page)).toHaveAttribute('data-kind', 'canceled');
  await expect(banner).toBeVisible();
  await page.getByTestId('dao-unlock').click();
  await confirmDaoAction(page);
  await answerWallet(page, 'Approve');
  await expect(daoResult(page)).toHaveAttribute('data-kind', 'success', { timeout: 60_000 });
  await expect(banner).toBeHidden();
  await expect.poll(() => daoUnits(page, 'dao-wallet')).toBeGreaterThan(wallet);
  expect(await daoUnits(page, 'dao-locked')).toBeLessThanOrEqual(locked);
  // the unlocked deposits leave the list without a reload, and stay gone after one (the API no longer lists them)
  await expect(expired).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('[data-testid="dao-deposit"][data-status="active"]')).toHaveCount(activeBefore);
  await page.reload();
  await expect(page.locator('[data-testid="dao-deposit"][data-status="active"]')).toHaveCount(activeBefore);
  await expect(expired).toHaveCount(0);
  await expect(page.getByTestId('dao-transactions').locator('[data-event="unlock"]').first()).toBeVisible({
    timeout: 30_000,
  });
});

test('whitelisting a new farming pool once no vote runs: refused below the price, then a candidate', async ({
  page,
  browser,
  clockServer,
}) => {
  test.setTimeout(300_000);
  const a = (await devnetInfo(page)).addresses;
  // Bob makes a farming pool (gauge) through the factory: not a candidate yet
  await page.goto('/gauges/create');
  await connectWallet(page, 'Bob');
  await pickToken(page, 'gauge-create-deposit', 'WTYCHO/USDT', a['lp:WTYCHO-USDT']!);
  await page.getByTestId('gauge-create-max-lock').fill('180');
  await page.getByTestId('gauge-create-max-boost').fill('2');
  await page.getByTestId('gauge-create-submit').click();
  await page.getByTestId('gauge-create-confirm-confirm').click();
  await answerWallet(page, 'Approve');
  await expect(page.getByTestId('gauge-create-result')).toHaveAttribute('data-kind', 'done', { timeout: 45_000 });
  await page.getByTestId('gauge-create-open').click();
  await expect(page.getByTestId('gauge-page')).toBeVisible();
  const gauge = page.url().split('/gauges/')[1]!;
  if ((await current(page, '_currentVotingStartTime')) !== 0) await finishVoting(page, clockServer);

  // Grace keeps less QUBE than the price: the whitelisting is refused for the balance
  const grace = await memberPage(browser, clockServer, 'Grace', '/dao/balance');
  await expect(grace.getByTestId('dao-lock-form')).toBeVisible();
  const keep = 100_000_000_000n;
  const spare = (await daoUnits(grace, 'dao-wallet')) - keep;
  await grace.getByTestId('dao-lock-amount').fill(formatUnits(spare, 9));
  await grace.getByTestId('dao-lock-submit').click();
  await confirmDaoAction(grace);
  await answerWallet(grace, 'Approve');
  await expect(daoResult(grace)).toHaveAttribute('data-kind', 'success', { timeout: 60_000 });
  await grace.goto('/dao/whitelisting');
  await grace.getByTestId('dao-whitelist-address').fill(gauge);
  await grace.getByTestId('dao-whitelist-submit').click();
  await expect(grace.getByTestId('dao-whitelist-problem')).toHaveText(
    'Your QUBE balance does not cover the whitelisting price.',
  );
  await expect(daoResult(grace)).toHaveCount(0);
  await grace.close();

  await page.goto('/dao/whitelisting');
  const wallet = BigInt(await escrowGet(page, 'getDetails', '_whitelistPayments'));
  await page.getByTestId('dao-whitelist-address').fill(gauge);
  await page.getByTestId('dao-whitelist-submit').click();
  // the app's confirmation previews the payment (issue 43): the price in QUBE leaves Bob's wallet, to the unit
  const price = BigInt(await escrowGet(page, 'getDetails', '_gaugeWhitelistPrice'));
  const qube = a['token:QUBE']!;
  const preview = await previewFigures(page.getByTestId('dao-confirm'));
  expect(preview.tokens).toEqual({ [qube]: -price });
  const before = { qube: await qubeOf(page, a['account:Bob']!), coin: await nativeBalanceOf(page, a['account:Bob']!) };
  await confirmDaoAction(page);
  await answerWallet(page, 'Approve');
  await expect(daoResult(page)).toHaveAttribute('data-kind', 'success', { timeout: 60_000 });
  await expect.poll(() => qubeOf(page, a['account:Bob']!)).toBe(before.qube - price);
  await expect.poll(() => nativeBalanceOf(page, a['account:Bob']!)).toBe(before.coin - preview.spent);
  expect(BigInt(await escrowGet(page, 'getDetails', '_whitelistPayments'))).toBeGreaterThan(wallet);
  // whitelisted, waiting for the DAO's approval
  await expect(page.locator(`[data-testid="dao-candidate"][data-address="${gauge}"]`)).toHaveAttribute(
    'data-status',
    'pendingDao',
    { timeout: 30_000 },
  );
});
