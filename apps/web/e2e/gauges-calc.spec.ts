import { expect, test } from '@playwright/test';
import { GaugeAbiJson } from '@tycho/abi';
import { connectWallet, devnetInfo, expectNoSeriousA11yViolations, runLocal } from './support';

const DAY = 86_400;
const SCALE = 10n ** 18n;

interface Details {
  lockBoostedSupply: string;
  rewards: { tokenSymbol: string; rewardPerSecond: string; balance: string; decimals: number }[];
}

/** Whole tokens of a smallest-units amount. */
const whole = (units: bigint, decimals: number) => Number(units) / 10 ** decimals;

test('boost calculator: in the navigation, and its figures are the contract’s for the same inputs', async ({
  page,
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
  await page.getByTestId('calc-gauge').selectOption({ label: 'QUBE/USDT' });
  await expect(page).toHaveURL(new RegExp(`gauge=${encodeURIComponent(gauge)}`));
  await expect(page.getByTestId('calc-gauge-facts')).toContainText('Max boost ×2 for a lock of 365 days');

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

  // the rewards a day: the gauge's accumulator step over its boosted supply with this deposit in it
  const response = await page.request.post('/api/gauges/v1/gauges/get', { data: { gaugeAddress: gauge } });
  const { details } = (await response.json()) as { details: Details };
  const supply = BigInt(details.lockBoostedSupply) + boosted;
  const share = Number((boosted * 1_000_000n) / supply) / 10_000;
  await expect(page.getByTestId('calc-share')).toContainText(`${Number(share.toFixed(4))}%`);
  for (const reward of details.rewards) {
    const perDay = (boosted * ((BigInt(reward.rewardPerSecond) * BigInt(DAY) * SCALE) / supply)) / SCALE;
    const card = page.getByTestId('calc-reward').filter({ hasText: reward.tokenSymbol });
    const shown = (await card.getByTestId('calc-reward-day').textContent())!.replace(/^Per day/, '');
    const number = Number(shown.split('(')[0]!.replace(/\s/g, ''));
    // shown rounded down to 4 significant decimals
    expect(number).toBeLessThanOrEqual(whole(perDay, reward.decimals));
    expect(number).toBeGreaterThan(whole(perDay, reward.decimals) * 0.999);
  }
  await expect(page.getByTestId('calc-boosted-apr')).toContainText('%');
  const base = Number((await page.getByTestId('calc-base-apr').textContent())!.replace(/[^\d.]/g, ''));
  const boostedApr = Number((await page.getByTestId('calc-boosted-apr').textContent())!.replace(/[^\d.]/g, ''));
  expect(boostedApr).toBeGreaterThan(base);

  // a lock above the gauge's maximum is refused, as the contract would
  await page.getByTestId('calc-lock-days').fill('400');
  await expect(page.getByTestId('calc-problem')).toContainText("no longer than the gauge's maximum lock");
  await expect(page.getByTestId('calc-prompt')).toBeVisible();
});

test('boost calculator on a narrow screen: no sideways scroll, a gauge without lock gives no boost', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  const gauge = (await devnetInfo(page)).addresses['gauge:USDT-USDC']!;
  await page.goto(`/gauges/calc?gauge=${gauge}`);
  await expect(page.getByTestId('calc-gauge')).toHaveValue(gauge);
  await page.getByTestId('calc-amount').fill('5');
  await expect(page.getByTestId('calc-reward')).toHaveCount(1);
  await expect(page.getByTestId('calc-boost')).toContainText('×1');
  // the only preset is no lock: the gauge allows none
  await expect(page.getByRole('group', { name: 'Lock presets' }).getByRole('button')).toHaveCount(1);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
