import type { Browser } from '@playwright/test';
import { expect, test, type ClockServer } from './clock';
import {
  answerWallet,
  balanceOf,
  confirmFarmAction,
  confirmFarmOwnerAction,
  expectFarmToast,
  farmApi,
} from './farming-support';
import { recordToastsOnEveryPage } from './toastLog';
import { expectDayDisabled, fillDate, pageDateParts, pickDate } from './datePicker';
import {
  connectWallet,
  devnetInfo,
  expectDeployFallback,
  expectNoSeriousA11yViolations,
  previewFigures,
} from './support';
import { pickToken } from './tokenField';

/**
 * Old farm pools on a worker's own fresh local network (see ./clock): Grace creates a pool (the form's checks, a
 * rejection first), it stays private to Heidi until she deposits its reward; Heidi deposits LP (a rejection first),
 * the clock moves and his reward accrues, half of it vesting; a claim pays what vested and leaves the rest
 * vesting; Grace changes the speed (the min-date message first) and closes the pool; once it ends Heidi is told to
 * withdraw everything and does; Grace sees Heidi's farming by address, read-only.
 */

async function memberPage(browser: Browser, clockServer: ClockServer, name: string, path: string) {
  const page = await (await browser.newContext({ baseURL: clockServer.baseURL })).newPage();
  await recordToastsOnEveryPage(page);
  await page.goto(path);
  await connectWallet(page, name);
  return page;
}

test('farm pool: create, fund, farm, accrue, claim with vesting, change speed, close, withdraw', async ({
  browser,
  clockServer,
}) => {
  test.setTimeout(420_000);
  const grace = await memberPage(browser, clockServer, 'Grace', '/farming');
  // the earliest start goes by the chain's clock, here two hours ahead of the browser's, on the form opened directly
  // (no API answer has told the page the chain's time yet)
  let ahead = await clockServer.advance(grace.request, 7_200);
  // ten minutes before the chain's now must fall on the chain's today (else its day is rightly disabled): in the
  // day's first minutes, move the clock on a quarter of an hour more
  if ((await pageDateParts(grace, ahead - 600)).iso !== (await pageDateParts(grace, ahead)).iso)
    ahead = await clockServer.advance(grace.request, 900);
  await grace.goto('/farming/create');
  const early = await pickDate(grace, 'farm-create-start', ahead - 600);
  await expect(early.popover.getByTestId('farm-create-start-chain-now')).toContainText('Chain time now:');
  await expect(early.popover.getByTestId('farm-create-start-popover-refused')).toContainText(
    "This time is in the past of the chain's clock.",
  );
  await early.popover.getByTestId('farm-create-start-done').click();
  await expect(grace.getByTestId('farm-create-start-value')).toHaveText(early.text);
  await expect(grace.getByTestId('farm-create-problems')).toContainText('The start date must be after');
  // the day before the chain's today cannot be chosen at all
  await expectDayDisabled(grace, 'farm-create-start', ahead - 86_400);
  await grace.goto('/farming');
  const info = await devnetInfo(grace);
  const a = info.addresses;
  const [lp, bridge] = [a['lp:QUBE-USDT']!, a['token:BRIDGE']!];
  const [graceAddress, heidiAddress] = [a['account:Grace']!, a['account:Heidi']!];

  // the form: each problem said, the cost said, a rejection changes nothing
  await grace.getByTestId('farms-create-link').click();
  await expect(grace).toHaveURL(/\/farming\/create$/);
  const problems = grace.getByTestId('farm-create-problems');
  await expect(grace.getByTestId('farm-create-cost')).toContainText('costs 7 TYCHO; the gas is not returned');
  // the reward token from the shared token picker: searched, chosen, then named on its button
  await pickToken(grace, 'farm-create-reward-root', 'bridge', bridge);
  await expect(grace.getByTestId('farm-create-reward-root')).toHaveText(/BRIDGE/);
  // no farm token yet: said once the form is touched
  await expect(problems).toContainText('Choose the farm token');
  // the farm token: the picker lists the pools' LP tokens by pair; a root pasted in its search is named by its pair
  await grace.getByTestId('farm-create-token').click();
  const picker = grace.getByTestId('token-list-dialog');
  await expect(picker.getByRole('heading', { name: "Pools' LP tokens" })).toBeVisible();
  await expect(picker.getByRole('list', { name: "Pools' LP tokens" })).toBeVisible();
  await expect(
    picker.getByTestId('token-list-lp-group').locator(`[data-address="${lp}"]`).getByTestId('token-list-symbol'),
  ).toHaveText('QUBE/USDT LP');
  await picker.getByRole('button', { name: 'Close' }).click();
  await pickToken(grace, 'farm-create-token', lp, lp);
  await expect(grace.getByTestId('farm-create-token')).toHaveText(/QUBE\/USDT LP/);
  await expect(problems).not.toContainText('Choose the farm token');
  await grace.getByTestId('farm-create-reward-speed').fill('0');
  await expect(problems).toContainText('Enter a speed above zero for reward token 1');
  await grace.getByTestId('farm-create-reward-speed').fill('0.01');
  await fillDate(grace, 'farm-create-start', info.chainTime, 'midnight');
  await expect(problems).toContainText('The start date must be after');
  // ten minutes ahead by the chain's clock (the form checks against it, as the contract does)
  const start = Math.ceil(((await devnetInfo(grace)).chainTime + 600) / 60) * 60;
  await fillDate(grace, 'farm-create-start', start);
  await grace.getByTestId('farm-create-vesting-ratio').fill('50');
  await expect(problems).toContainText('Set both the vesting ratio and period, or neither.');
  await grace.getByTestId('farm-create-vesting-period').fill('86400');
  await expect(problems).toHaveCount(0);
  await expectNoSeriousA11yViolations(grace);
  // the creation's confirmation (issue 43): the pool's deploy cannot be followed, so the preview says so; the 7
  // TYCHO attached are shown
  await grace.getByTestId('farm-create-submit').click();
  const createConfirm = grace.getByTestId('farm-create-confirm');
  await expectDeployFallback(createConfirm);
  await expect(createConfirm.getByTestId('farm-create-confirm-value')).toHaveAttribute('data-value', '7000000000');
  await createConfirm.getByTestId('farm-create-confirm-confirm').click();
  await answerWallet(grace, 'Reject');
  await expectFarmToast(grace, 'Creating a farm pool for', 'Pool creation canceled in the wallet', { link: false });
  await grace.getByTestId('farm-create-submit').click();
  await createConfirm.getByTestId('farm-create-confirm-confirm').click();
  await answerWallet(grace, 'Approve');
  await expect(grace).toHaveURL(/\/farming\/0:[0-9a-f]{64}$/, { timeout: 45_000 });
  await expectFarmToast(grace, 'Creating a farm pool for', /Farm pool 0:\w+.+ created: deposit its full reward/);
  const pool = grace.url().split('/farming/')[1]!;
  await expect(grace.getByTestId('farm-warning-private')).toBeVisible();
  // awaiting its start: the speed it will start with; without an end, what keeps it private is a deposit of BRIDGE
  await expect(grace.getByTestId('farm-reward-speed')).toHaveText('0.01 per second from its start');
  await expect(grace.getByTestId('farm-private-terms')).toHaveAttribute('data-kind', 'open');
  await expect(grace.getByTestId('farm-private-terms')).toContainText('no full reward');
  await expect(grace.getByTestId('farm-private-terms')).toContainText('BRIDGE');
  await expect(grace.getByTestId('farm-vesting')).toContainText('50 % of the reward vests over 1 days');
  await expect(grace.getByTestId('farm-end')).toContainText('None (infinite)');

  // private: Heidi sees nothing until the reward is deposited
  const heidi = await memberPage(browser, clockServer, 'Heidi', `/farming`);
  await expect(heidi.getByTestId('farms-list')).toBeVisible();
  await expect(heidi.locator(`[data-address="${pool}"]`)).toHaveCount(0);
  await heidi.goto(`/farming/${pool}`);
  await expect(heidi.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();

  // Grace deposits 1000 BRIDGE of reward: the confirmation's preview (issue 43) has the BRIDGE leave her wallet by
  // exactly what the chain then takes
  const graceBridge = await balanceOf(grace, bridge, graceAddress);
  await grace.getByTestId('farm-admin-deposit-amount').fill('1000');
  await grace.getByTestId('farm-admin-deposit-submit').click();
  const ownerDialog = grace.getByTestId('farm-owner-confirm');
  await expect(ownerDialog.getByTestId('farm-owner-confirm-amount')).toHaveText(/^1(?:[\s,]?000|K) BRIDGE$/);
  const rewardOut = (await previewFigures(ownerDialog)).tokens[bridge]!;
  expect(rewardOut).toBeLessThan(0n);
  await confirmFarmOwnerAction(grace);
  await answerWallet(grace, 'Approve');
  await expectFarmToast(
    grace,
    /Reward deposit of 1(?:[\s,]?000|K) BRIDGE into .+: waiting for the pool/,
    /Deposited 1(?:[\s,]?000|K) BRIDGE of reward into/,
  );
  await expect(grace.getByTestId('farm-warning-private')).toHaveCount(0);
  expect(await balanceOf(grace, bridge, graceAddress)).toBe(graceBridge + rewardOut);

  // Heidi now sees it; a deposit above his balance is refused in the form, a rejection changes nothing
  await heidi.goto(`/farming/${pool}`);
  await expect(heidi.getByTestId('farm-page')).toBeVisible();
  const lpBefore = await balanceOf(heidi, lp, heidiAddress);
  expect(lpBefore).toBeGreaterThan(10n ** 6n);
  await heidi.getByTestId('farm-deposit-amount').fill('1000000000');
  await expect(heidi.getByTestId('farm-deposit-problem')).toHaveText('The amount is above what you have.');
  await heidi.getByTestId('farm-deposit-amount').fill('0.001');
  await heidi.getByTestId('farm-deposit-submit').click();
  await confirmFarmAction(heidi);
  await answerWallet(heidi, 'Reject');
  await expectFarmToast(
    heidi,
    /Deposit of 0\.001 .+: waiting for the pool/,
    /Deposit of 0\.001 .+ into .+ canceled in the wallet: nothing changed\./,
    {
      link: false,
    },
  );
  expect(await balanceOf(heidi, lp, heidiAddress)).toBe(lpBefore);
  await heidi.getByTestId('farm-deposit-amount').fill('0.001');
  await heidi.getByTestId('farm-deposit-submit').click();
  await confirmFarmAction(heidi);
  await answerWallet(heidi, 'Approve');
  await expectFarmToast(heidi, /Deposit of 0\.001 .+: waiting for the pool/, /Deposited 0\.001 .+ into/);
  await expect(heidi.getByTestId('farm-deposited')).toContainText('LP deposited');
  await expect(heidi.getByTestId('farm-deposited-value')).toHaveText('0.001');
  expect(await balanceOf(heidi, lp, heidiAddress)).toBe(lpBefore - 10n ** 6n);

  // a day later: the reward accrued, half of it vesting
  await clockServer.advance(heidi.request, 86_400);
  await heidi.reload();
  const api = await farmApi(heidi, pool, heidiAddress);
  const unclaimed = BigInt(api.body.user_info.unclaimed[0]);
  const entitled = BigInt(api.body.user_info.entitled[0]);
  expect(unclaimed).toBeGreaterThan(0n);
  expect(entitled).toBeGreaterThan(0n);
  // nobody is paid more than the round emitted (0.01 BRIDGE a second since the start)
  const elapsed = BigInt((await devnetInfo(heidi)).chainTime - start);
  expect(unclaimed + entitled).toBeLessThanOrEqual(10_000_000n * elapsed);
  await expect(heidi.getByTestId('farm-reward-unclaimed')).not.toHaveText('0');
  await expect(heidi.getByTestId('farm-reward-entitled')).not.toHaveText('0');
  const bridgeBefore = await balanceOf(heidi, bridge, heidiAddress);
  await heidi.getByTestId('farm-claim').click();
  // the confirmation previews the claim (issue 43); Heidi has no BRIDGE wallet yet, so the pool's payment deploys
  // one, a contract the preview cannot run: the confirmation says so and keeps the expected amount
  const preview = heidi.getByTestId('farm-confirm').getByTestId('preview');
  await expect(preview).toHaveAttribute('data-state', 'incomplete', { timeout: 20_000 });
  await expect(preview.getByTestId('preview-fallback')).toContainText('deploys a new contract');
  await confirmFarmAction(heidi);
  await answerWallet(heidi, 'Approve');
  await expectFarmToast(heidi, /Reward claim from .+: waiting for the pool/, 'Claimed your reward from');
  const paid = (await balanceOf(heidi, bridge, heidiAddress)) - bridgeBefore;
  expect(paid).toBeGreaterThanOrEqual(unclaimed);
  const after = await farmApi(heidi, pool, heidiAddress);
  // vesting respected: a part is still vesting after the claim, and not all of the accrual was paid
  expect(BigInt(after.body.user_info.entitled[0])).toBeGreaterThan(0n);
  expect(paid).toBeLessThan(unclaimed + entitled);

  // the pool now holds less than a day of reward: the low balance warning on its page, and the list's
  // "Hide low reward balance" leaves it out
  await heidi.reload();
  await expect(heidi.getByTestId('farm-warning-lowBalance')).toBeVisible();
  // the transactions: Grace's reward deposit and Heidi's deposit and claim; only Heidi's with the switch; oldest first
  const txs = heidi.getByTestId('farm-transactions').getByTestId('transaction-row');
  await expect(txs).toHaveCount(3, { timeout: 15_000 });
  await expect(txs.first()).toHaveAttribute('data-event', 'claim');
  await heidi.getByTestId('farm-tx-only-mine').check();
  await expect(txs).toHaveCount(2);
  for (const row of await txs.all()) await expect(row).toHaveAttribute('data-user', heidiAddress);
  await heidi.getByTestId('farm-tx-ordering').click();
  await expect(heidi.getByTestId('farm-tx-ordering')).toHaveText('Oldest first');
  await expect(txs.first()).toHaveAttribute('data-event', 'deposit');
  await expect(txs.last()).toHaveAttribute('data-event', 'claim');
  await heidi.goto('/farming');
  const card = heidi.locator(`[data-testid="farm-card"][data-address="${pool}"]`);
  await expect(card).toBeVisible();
  await heidi.getByTestId('farms-filter-low').check();
  await expect(card).toHaveCount(0);
  await heidi.getByTestId('farms-filter-low').uncheck();
  await expect(card).toBeVisible();
  await heidi.goto(`/farming/${pool}`);

  // Grace changes the speed: the min-date message, then a round from an hour ahead
  await grace.reload();
  const chainNow = (await devnetInfo(grace)).chainTime;
  await fillDate(grace, 'farm-admin-speed-start', chainNow, 'midnight');
  await grace.getByTestId('farm-admin-speed-value').fill('0.02');
  await expect(grace.getByTestId('farm-admin-speed-problems')).toContainText('The date must be after');
  const roundStart = Math.ceil((chainNow + 3600) / 60) * 60;
  await fillDate(grace, 'farm-admin-speed-start', roundStart);
  await expect(grace.getByTestId('farm-admin-speed-problems')).toHaveCount(0);
  await grace.getByTestId('farm-admin-speed-submit').click();
  await expect(grace.getByTestId('farm-owner-confirm-speeds')).toHaveText('0.02 BRIDGE');
  await confirmFarmOwnerAction(grace);
  await answerWallet(grace, 'Approve');
  await expectFarmToast(
    grace,
    /New speed on .+: waiting for the pool/,
    /New speed on .+: 0\.02 BRIDGE per second from/,
  );
  expect((await farmApi(grace, pool, null)).body.pool_info.rounds_info.at(-1).start_time).toBe(roundStart);

  // Grace closes the pool two hours ahead: irreversible, said and confirmed
  await expect(grace.getByTestId('farm-admin-end')).toContainText('Closing is irreversible');
  await fillDate(grace, 'farm-admin-end-at', roundStart + 3600);
  await expect(grace.getByTestId('farm-admin-end-submit')).toBeDisabled();
  await grace.getByTestId('farm-admin-end-sure').check();
  await grace.getByTestId('farm-admin-end-submit').click();
  await confirmFarmOwnerAction(grace);
  await answerWallet(grace, 'Approve');
  await expectFarmToast(grace, /Closing of .+: waiting for the pool/, / closes at \d{4}\.\d{2}\.\d{2} \d{2}:\d{2}/);
  await expect(grace.getByTestId('farm-admin-closed')).toBeVisible();
  await expect(grace.getByTestId('farm-admin-speed')).toHaveCount(0);
  await expect(grace.getByTestId('farm-admin-withdraw-all')).toBeDisabled();

  // after the end: Heidi is told to withdraw everything, and does
  await clockServer.advance(heidi.request, 3 * 3600);
  await heidi.reload();
  await expect(heidi.getByTestId('farm-page')).toHaveAttribute('data-state', 'ended');
  await expect(heidi.getByTestId('farm-warning-ended')).toContainText('withdraw all your tokens');
  await expect(heidi.getByTestId('farm-deposit')).toHaveCount(0);
  // the withdraw pays the claimable reward too, and says so before signing
  await expect(heidi.getByTestId('farm-withdraw-note')).toContainText(
    /A withdraw also pays your claimable reward now: [\d\s.]+ BRIDGE/,
  );
  await heidi.getByTestId('farm-withdraw-all').click();
  await heidi.getByTestId('farm-withdraw-submit').click();
  // her BRIDGE wallet exists now: the preview follows the whole tree; the chain gives back the LP to the unit and
  // the BRIDGE the preview said, plus what vested in the seconds between (0.02 BRIDGE a second at most)
  const withdrawPreview = heidi.getByTestId('farm-confirm').getByTestId('preview');
  await expect(withdrawPreview).toHaveAttribute('data-state', 'ok', { timeout: 20_000 });
  const delta = async (root: string) =>
    BigInt(
      (await withdrawPreview.locator(`[data-testid="preview-token"][data-root="${root}"]`).getAttribute('data-delta'))!,
    );
  const [lpPreviewed, bridgePreviewed] = [await delta(lp), await delta(bridge)];
  const [lpHeld, bridgeHeld] = [await balanceOf(heidi, lp, heidiAddress), await balanceOf(heidi, bridge, heidiAddress)];
  expect(lpHeld + lpPreviewed).toBe(lpBefore);
  await confirmFarmAction(heidi);
  await answerWallet(heidi, 'Approve');
  await expectFarmToast(heidi, /Withdrawal of 0\.001 .+: waiting for the pool/, /Withdrew 0\.001 .+ from/);
  expect(await balanceOf(heidi, lp, heidiAddress)).toBe(lpBefore);
  const bridgePaid = (await balanceOf(heidi, bridge, heidiAddress)) - bridgeHeld;
  expect(bridgePaid).toBeGreaterThanOrEqual(bridgePreviewed);
  expect(bridgePaid - bridgePreviewed).toBeLessThanOrEqual(20_000_000n * 60n);
  await expect(heidi.getByTestId('farm-warning-ended')).toHaveCount(0);

  // Grace looks at Heidi's farming by address: read-only
  await grace.getByTestId('farm-view-user-input').fill(heidiAddress);
  await grace.getByTestId('farm-view-user-submit').click();
  await expect(grace).toHaveURL(new RegExp(`/farming/${pool}/${heidiAddress}$`));
  await expect(grace.getByTestId('farm-viewing')).toContainText(heidiAddress);
  await expect(grace.getByTestId('farm-user-deposit')).toHaveText('LP deposited: 0');
  await expect(grace.getByTestId('farm-admin')).toHaveCount(0);
  await expect(grace.getByTestId('farm-position')).toHaveCount(0);
  await expect(grace.getByTestId('farm-transactions').locator('[data-event="claim"]').first()).toBeVisible();
  // the withdraw row lists the LP and the reward it paid
  await expect(grace.getByTestId('farm-transactions').locator('[data-event="withdraw"]').first()).toContainText(
    /LP, [\d\s.]+ BRIDGE/,
  );
  expect(graceAddress).not.toBe(heidiAddress);
});
