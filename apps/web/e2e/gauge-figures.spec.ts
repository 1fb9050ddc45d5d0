import type { Page } from '@playwright/test';
import { parseUnits } from '@tycho/units';
import { expect, test } from './clock';
import { answerWallet, confirmGaugeAction } from './farming-support';
import { connectWallet, devnetInfo, expectNoSeriousA11yViolations, tokenBalance } from './support';

/**
 * One truth per figure, on a worker's own network (see ./clock: nobody else deposits, trades or moves the clock).
 * Erin (veQUBE holder, WTYCHO-USDT LP) deposits 20 LP locked 90 days in the WTYCHO-USDT gauge. The APR range and
 * the max boosts read the same on the list, the gauge page and the calculator; the deposit's preview reads the same
 * boosts, APR and rewards a day as the calculator for the same inputs, and as her position once the deposit is made;
 * a day later a claim pays the QUBE the page promised for that day, and the USDT too with its vesting part.
 */

const text = async (page: Page, testId: string) => ((await page.getByTestId(testId).textContent()) ?? '').trim();

/** The percentages of a text ("Your APR 4 770.12% (… 2 150.51%)" → [4770.12, 2150.51]). */
const percents = (value: string) =>
  [...value.matchAll(/([\d\s\u202f,.]+)%/g)].map((m) => Number(m[1]!.replace(/[\s\u202f,]/g, '')));
/** The multipliers of a text ("×2.684 … ×1.5" → [2.684, 1.5]). */
const multipliers = (value: string) => [...value.matchAll(/×([\d.]+)/g)].map((m) => Number(m[1]));

/** "23.87 QUBE, 7.63 USDT (50% of it vests …)" → { QUBE: '23.87', USDT: '7.63' } */
async function perDay(page: Page, testId: string): Promise<Record<string, string>> {
  const items = await page.getByTestId(`${testId}-day-item`).allTextContents();
  return Object.fromEntries(
    items.map((item) => {
      const m = /([\d\s\u202f.]+)\s([A-Z]+)/.exec(item.replace(/^,\s*/, ''))!;
      return [m[2]!, m[1]!.replace(/[\s\u202f]/g, '')];
    }),
  );
}

async function figures(page: Page, testId: string) {
  return {
    boosts: multipliers(await text(page, `${testId}-boosts`)),
    apr: percents(await text(page, `${testId}-apr`)),
    day: await perDay(page, testId),
  };
}

test('gauge figures: one APR and boost on every screen, and a day pays what the page promised', async ({
  page,
  clockServer,
}) => {
  test.setTimeout(240_000);
  const a = (await devnetInfo(page)).addresses;
  const [gauge, erin, qube, usdt] = [a['gauge:WTYCHO-USDT']!, a['account:Erin']!, a['token:QUBE']!, a['token:USDT']!];

  // the list: the APR range of a small deposit and the max boosts, named apart
  await page.goto('/gauges');
  const card = page.getByTestId('gauge-card').filter({ hasText: 'WTYCHO/USDT' });
  await expect(card.getByTestId('gauge-max-lock-boost')).toHaveText('×2.5, 730-day lock');
  await expect(card.getByTestId('gauge-max-total-boost')).toHaveText('×4');
  const range = percents(await card.getByTestId('gauge-apr').textContent().then(String));
  expect(range).toHaveLength(2);
  // a gauge without a lock has no lock boost; its total comes from veQUBE alone
  const flat = page.getByTestId('gauge-card').filter({ hasText: 'USDT/USDC' });
  await expect(flat.getByTestId('gauge-max-lock-boost')).toHaveText('None (no lock)');
  await expect(flat.getByTestId('gauge-max-total-boost')).toHaveText('×2.5');

  // the gauge page says the same
  await connectWallet(page, 'Erin');
  await card.getByTestId('gauge-link').click();
  await expect(page.getByTestId('gauge-stat-lock-boost-value')).toHaveText('×2.5, 730-day lock');
  await expect(page.getByTestId('gauge-stat-total-boost-value')).toHaveText('×4');
  expect(percents(await text(page, 'gauge-stat-apr-value'))).toEqual(range);
  await expect(page.getByTestId('gauge-apr-note')).toContainText('small deposit');

  // the preview before signing: 20 LP locked 90 days, her veQUBE included
  await page.getByTestId('gauge-deposit-amount').fill('20');
  await page.getByTestId('gauge-lock-days').fill('90');
  await expect(page.getByTestId('gauge-deposit-boost')).toContainText(
    `×${1 + Math.floor((1500 * 90) / 730) / 1000} (90-day lock)`,
  );
  await expect(page.getByTestId('gauge-preview-apr')).toBeVisible();
  const preview = await figures(page, 'gauge-preview');
  const [lock, ve, total] = [preview.boosts[1]!, preview.boosts[2]!, preview.boosts[0]!];
  expect(ve).toBeGreaterThan(1);
  expect(total).toBeCloseTo(lock + ve - 1, 2);
  const [apr, base] = preview.apr;
  // boosted above the same LP without boosts, and inside the listing's range
  expect(apr!).toBeGreaterThan(base!);
  expect(base!).toBeLessThanOrEqual(range[0]!);
  expect(apr!).toBeLessThanOrEqual(range[1]!);
  expect(Object.keys(preview.day).sort()).toEqual(['QUBE', 'USDT']);
  await expect(page.getByTestId('gauge-preview-day')).toContainText('50% of it vests over 30 days');
  await expectNoSeriousA11yViolations(page);

  // the calculator, same inputs (her veQUBE prefilled): the same figures
  const calc = await page.context().newPage();
  await calc.goto(`/gauges/calc?gauge=${gauge}`);
  await expect(calc.getByTestId('calc-ve')).not.toHaveValue('0');
  await calc.getByTestId('calc-amount').fill('20');
  await calc.getByTestId('calc-lock-days').fill('90');
  await expect(calc.getByTestId('calc-rewards')).toBeVisible();
  expect(multipliers(await text(calc, 'calc-lock-boost-value'))).toEqual([lock]);
  expect(multipliers(await text(calc, 'calc-ve-boost-value'))).toEqual([ve]);
  expect(multipliers(await text(calc, 'calc-boost-value'))).toEqual([total]);
  expect(percents(await text(calc, 'calc-boosted-apr-value'))).toEqual([apr]);
  expect(percents(await text(calc, 'calc-base-apr-value'))).toEqual([base]);
  for (const [symbol, amount] of Object.entries(preview.day)) {
    const day = calc.getByTestId('calc-reward').filter({ hasText: symbol }).getByTestId('calc-reward-day');
    expect((await day.textContent())!.replace(/[\s\u202f]/g, '')).toContain(`Perday${amount}(`);
  }
  await calc.close();

  // signed: her position reads what the preview said
  await page.getByTestId('gauge-deposit-submit').click();
  await confirmGaugeAction(page);
  await answerWallet(page, 'Approve');
  await expect(page.getByTestId('gauge-result')).toHaveAttribute('data-kind', 'done');
  await expect(page.getByTestId('gauge-figures-apr')).toBeVisible();
  await expect.poll(async () => (await figures(page, 'gauge-figures')).apr).toEqual(preview.apr);
  expect(await figures(page, 'gauge-figures')).toEqual(preview);

  // a day later a claim pays the day the page promised (shown rounded down to 4 significant digits; the claim also
  // pays the seconds between the deposit and the claim, well under 0.1 % of a day)
  const promised = preview.day;
  const before = { qube: await tokenBalance(page, qube, erin), usdt: await tokenBalance(page, usdt, erin) };
  await clockServer.advance(page.request, 86_400);
  await page.reload();
  await page.getByTestId('gauge-claim').click();
  await confirmGaugeAction(page);
  await answerWallet(page, 'Approve');
  await expect(page.getByTestId('gauge-result')).toHaveAttribute('data-kind', 'done');
  const paidQube = (await tokenBalance(page, qube, erin)) - before.qube;
  const qubePromised = parseUnits(promised.QUBE!, 9)!;
  expect(paidQube).toBeGreaterThanOrEqual(qubePromised);
  expect(Number(paidQube)).toBeLessThan(Number(qubePromised) * 1.001);
  // USDT: half is paid at once, half vests over 30 days (a thirtieth of it unlocked after the day); paid plus what
  // still vests is the day's USDT
  const rewards = await page.request.post('/api/gauges/v1/gauges/user-rewards', {
    data: { gaugeAddress: gauge, userAddress: erin },
  });
  const locked = BigInt(
    ((await rewards.json()) as { rewards: { tokenSymbol: string; lockedReward: string }[] }).rewards.find(
      (r) => r.tokenSymbol === 'USDT',
    )!.lockedReward,
  );
  const paidUsdt = (await tokenBalance(page, usdt, erin)) - before.usdt;
  const usdtPromised = parseUnits(promised.USDT!, 6)!;
  expect(paidUsdt).toBeGreaterThan(usdtPromised / 2n);
  expect(paidUsdt + locked).toBeGreaterThanOrEqual(usdtPromised);
  expect(Number(paidUsdt + locked)).toBeLessThan(Number(usdtPromised) * 1.001);
});
