import { expect, test } from '@playwright/test';
import { GaugeAbiJson, GaugeAccountAbiJson } from '@tycho/abi';
import { connectWallet, devnetInfo, expectNoSeriousA11yViolations, runLocal } from './support';

const DAY = 86_400;
const SCALE = 10n ** 18n;

interface Details {
  depositBalance: string;
  lockBoostedSupply: string;
  totalBoostedSupply: string;
  veQubeSupply: string;
  rewards: { tokenSymbol: string; rewardPerSecond: string; balance: string; decimals: number }[];
}

/** Whole tokens of a smallest-units amount. */
const whole = (units: bigint, decimals: number) => Number(units) / 10 ** decimals;

test('boost calculator: in the navigation, and its figures are the contract’s for the same inputs', async ({
  page,
  browser,
}) => {
  await page.goto('/swap');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Boost Calculator' })
    .click();
  await expect(page).toHaveURL(/\/gauges\/calc$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Boost calculator' })).toBeVisible();
  await expect(page.getByTestId('calc-prompt')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const gauge = (await devnetInfo(page)).addresses['gauge:QUBE-USDT']!;
  // a Radix Select: a labelled combobox whose options open in a listbox, chosen by keyboard here
  const picker = page.getByRole('combobox', { name: 'Gauge' });
  await expect(picker).toBeEnabled();
  await picker.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  // QUBE/USDT is shown first: another gauge, then back, so the choice is the user's (and goes to the address)
  await page.getByRole('option', { name: 'WTYCHO/USDT' }).click();
  await expect(picker).toHaveText(/WTYCHO\/USDT/);
  await picker.click();
  await page.getByRole('option', { name: 'QUBE/USDT' }).click();
  await expect(picker).toHaveText(/QUBE\/USDT/);
  await expectNoSeriousA11yViolations(page);
  await expect(page).toHaveURL(new RegExp(`gauge=${encodeURIComponent(gauge)}`));
  await expect(page.getByTestId('calc-fact-lock-value')).toHaveText('×2, 365-day lock');
  await expect(page.getByTestId('calc-fact-total-value')).toHaveText('×3.5');

  await page.getByTestId('calc-amount').fill('10');
  await page.getByRole('button', { name: '1 year', exact: true }).click();
  await expect(page.getByTestId('calc-boost')).toContainText('×2');
  await page.getByTestId('calc-lock-days').fill('90');
  const boost90 = 1000 + Math.floor((1000 * 90 * DAY) / (365 * DAY));
  await expect(page.getByTestId('calc-boost')).toContainText(`×${boost90 / 1000}`);

  // the contract's own boosted amount for 10 LP locked 90 days
  await connectWallet(page, 'Alice');
  const amount = 10n * 10n ** 9n;
  const boosted = BigInt(
    await runLocal(
      page,
      gauge,
      GaugeAbiJson,
      'calculateBoostedAmount',
      { amount: amount.toString(), lock_time: 90 * DAY },
      { responsible: false, output: 'boosted_amount' },
    ),
  );
  expect(boosted).toBe((amount * BigInt(boost90)) / 1000n);

  // the wallet's veQUBE fills the veQUBE field (Alice locked QUBE in the vote escrow)
  await expect(page.getByTestId('calc-ve')).not.toHaveValue('0');
  const ve = BigInt(Math.round(Number(await page.getByTestId('calc-ve').inputValue()) * 1e9));
  expect(ve).toBeGreaterThan(0n);
  const response = await page.request.post('/api/gauges/v1/gauges/get', { data: { gaugeAddress: gauge } });
  const { details } = (await response.json()) as { details: Details };

  // the multipliers are the contract's: calculateTotalBoostedBalance of Alice's GaugeAccount reads only the account's
  // balance, so the calculator is given that balance and the same lock, supply and veQUBE (rounded down to 3 decimals)
  const account = await runLocal(page, gauge, GaugeAbiJson, 'getGaugeAccountAddress', {
    answerId: 0,
    user: (await devnetInfo(page)).addresses['account:Alice']!,
  });
  const held = BigInt(
    await runLocal(page, account, GaugeAccountAbiJson, 'getDetails', { answerId: 0 }, { output: '_balance' }),
  );
  expect(held).toBeGreaterThan(0n);
  // the gauge's max boost is shown before an amount is typed (it does not depend on the deposit)
  await page.getByTestId('calc-amount').fill('');
  await expect(page.getByTestId('calc-max-boost')).toContainText('×3.5');
  // Alice's deposit in this gauge is counted once: the figures are for her whole position after the typed deposit
  await page.getByTestId('calc-amount').fill('10');
  await expect(page.getByTestId('calc-held')).toContainText('LP already in this gauge is counted');

  // the contract's multipliers for a deposit of `held` LP by an account holding none yet: a visitor's calculator (no
  // wallet, nothing held, the same veQUBE typed) against calculateTotalBoostedBalance of Alice's account, which
  // reads only the account's own balance (`held`)
  const visitor = await browser.newPage();
  await visitor.goto(page.url());
  await visitor.getByTestId('calc-ve').fill(String(Number(ve) / 1e9));
  await visitor.getByTestId('calc-lock-days').fill('90');
  await visitor.getByTestId('calc-amount').fill(String(Number(held) / 1e9));
  await expect(visitor.getByTestId('calc-held')).toHaveCount(0);
  const heldBoosted = (held * BigInt(boost90)) / 1000n;
  const contract = async (output: string) =>
    Number(
      BigInt(
        await runLocal(
          page,
          account,
          GaugeAccountAbiJson,
          'calculateTotalBoostedBalance',
          {
            _lockBoostedBalance: heldBoosted.toString(),
            _gaugeDepositSupply: (BigInt(details.depositBalance) + held).toString(),
            _veAccBalance: ve.toString(),
            // a visitor's typed veQUBE joins the escrow's total
            _veSupply: (BigInt(details.veQubeSupply) + ve).toString(),
          },
          { responsible: false, output },
        ),
      ) /
        10n ** 15n,
    ) / 1000;
  const [lockM, veM, totalM] = [
    await contract('_lockBoostMultiplier'),
    await contract('_veBoostMultiplier'),
    await contract('_totalBoostMultiplier'),
  ];
  expect(veM).toBeGreaterThan(1);
  await expect(visitor.getByTestId('calc-lock-boost')).toContainText(`×${lockM}`);
  await expect(visitor.getByTestId('calc-ve-boost')).toContainText(`×${veM}`);
  await expect(visitor.getByTestId('calc-boost')).toContainText(`×${totalM}`);
  // QUBE pays: the highest is the lock's ×2 plus the ve's ×1.5
  await expect(visitor.getByTestId('calc-max-boost')).toContainText('×3.5');
  // without veQUBE the total is the lock boost
  await visitor.getByTestId('calc-ve').fill('0');
  await expect(visitor.getByTestId('calc-ve-boost')).toContainText('×1');
  await expect(visitor.getByTestId('calc-boost')).toContainText(`×${lockM}`);
  await visitor.getByTestId('calc-amount').fill('10');
  await expect(visitor.getByTestId('calc-boost')).toContainText(`×${boost90 / 1000}`);

  // the rewards a day: the gauge's accumulator step over its supplies with this deposit in them (QUBE: the
  // total-boosted supply, equal to the lock-boosted weight without veQUBE; extras: the lock-boosted supply)
  const supply = BigInt(details.lockBoostedSupply) + boosted;
  const share = Number((boosted * 1_000_000n) / supply) / 10_000;
  await expect(visitor.getByTestId('calc-share')).toContainText(`${Number(share.toFixed(4))}%`);
  for (const [k, reward] of details.rewards.entries()) {
    const over = k === 0 ? BigInt(details.totalBoostedSupply) + boosted : supply;
    const perDay = (boosted * ((BigInt(reward.rewardPerSecond) * BigInt(DAY) * SCALE) / over)) / SCALE;
    const card = visitor.getByTestId('calc-reward').filter({ hasText: reward.tokenSymbol });
    const shown = (await card.getByTestId('calc-reward-day').textContent())!.replace(/^Per day/, '');
    const number = Number(shown.split('(')[0]!.replace(/\s/g, ''));
    // shown rounded down to 4 significant decimals
    expect(number).toBeLessThanOrEqual(whole(perDay, reward.decimals));
    expect(number).toBeGreaterThan(whole(perDay, reward.decimals) * 0.999);
  }
  await expect(visitor.getByTestId('calc-boosted-apr')).toContainText('%');
  const base = Number((await visitor.getByTestId('calc-base-apr').textContent())!.replace(/[^\d.]/g, ''));
  const boostedApr = Number((await visitor.getByTestId('calc-boosted-apr').textContent())!.replace(/[^\d.]/g, ''));
  expect(boostedApr).toBeGreaterThan(base);

  // a lock above the gauge's maximum is refused, as the contract would
  await visitor.getByTestId('calc-lock-days').fill('400');
  await expect(visitor.getByTestId('calc-problem')).toContainText("no longer than the gauge's maximum lock");
  await expect(visitor.getByTestId('calc-prompt')).toBeVisible();
});

test('boost calculator on a narrow screen: no sideways scroll, a gauge without lock gives no boost', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  const gauge = (await devnetInfo(page)).addresses['gauge:USDT-USDC']!;
  await page.goto(`/gauges/calc?gauge=${gauge}`);
  await expect(page.getByTestId('calc-gauge')).toHaveAttribute('data-value', gauge);
  await page.getByTestId('calc-amount').fill('5');
  await expect(page.getByTestId('calc-reward')).toHaveCount(1);
  await expect(page.getByTestId('calc-boost')).toContainText('×1');
  // the only preset is no lock: the gauge allows none
  await expect(page.getByRole('group', { name: 'Lock presets' }).getByRole('button')).toHaveCount(1);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
