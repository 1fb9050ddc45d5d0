import { expect, test } from '@playwright/test';
import { connectWallet, devnetInfo, expectNoSeriousA11yViolations, NO_WALLET_BASE_URL } from './support';

/** The seeded old farm pools on the shared servers (nothing here moves the clock or changes a pool). */

test('farming list: the seeded pools, the filter, favourites, the migration banner; Farming in the navigation', async ({
  page,
}) => {
  const a = (await devnetInfo(page)).addresses;
  await page.goto('/swap');
  await page.getByRole('navigation').getByRole('link', { name: 'Farming', exact: true }).first().click();
  await expect(page).toHaveURL(/\/farming$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Farming' })).toBeVisible();
  await expect(page.getByTestId('farm-migration')).toContainText('Old farm pools stop earning after');
  const card = (name: string) => page.locator(`[data-testid="farm-card"][data-address="${a[`farm:${name}`]}"]`);
  await expect(card('active')).toBeVisible();
  await expect(card('ended')).toBeVisible();
  await expect(card('awaiting')).toBeVisible();
  // private to Alice: a visitor and another user do not see it
  await expect(card('private')).toHaveCount(0);
  await expect(card('ended').getByTestId('farm-state')).toHaveText('Ended');
  await expect(card('active').getByTestId('farm-state')).toHaveText('Active, no end');

  await page.getByTestId('farms-filter-awaiting').click();
  await expect(card('awaiting')).toBeVisible();
  await expect(card('active')).toHaveCount(0);
  await page.getByTestId('farms-filter-active').click();
  await expect(card('active')).toBeVisible();
  await expect(card('awaiting')).toHaveCount(0);
  await page.getByTestId('farms-filter-all').click();
  await expectNoSeriousA11yViolations(page);

  // Alice: her private pool, her deposit, a favourite kept under favorite_farmings
  await connectWallet(page, 'Alice');
  await expect(card('private')).toBeVisible();
  await expect(card('private')).toContainText('Private until its full reward is deposited');
  // the badge says how much of the full reward is deposited (the seed deposits half of 30 days of 50 BRIDGE a day)
  const badge = card('private').getByTestId('farm-private-badge');
  await expect(badge).toHaveAttribute('data-kind', 'full');
  await expect(badge).toHaveText(/deposited: [\d\s.]+ of [\d\s.]+ BRIDGE deposited$/);
  const [deposited, full] = ((await badge.textContent()) ?? '')
    .split(': ')[1]!
    .match(/[\d\s.]+(?= of)|(?<=of )[\d\s.]+/g)!
    .map((x) => Number(x.replace(/\s/g, '')));
  expect(deposited! / full!).toBeCloseTo(0.5, 2);
  await expect(card('active').getByTestId('farm-mine')).toBeVisible();
  await page.getByTestId('farms-filter-mine').check();
  await expect(card('ended')).toHaveCount(0);
  await expect(card('active')).toBeVisible();
  await page.getByTestId('farms-filter-mine').uncheck();
  await card('active').getByTestId('farm-star').click();
  await page.getByTestId('farms-tab-favorites').click();
  await expect(page.getByTestId('farm-card')).toHaveCount(1);
  await expect(card('active')).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('favorite_farmings') ?? '{}'));
  expect(stored[a['account:Alice']!]).toEqual([a['farm:active']]);
  await card('active').getByTestId('farm-star').click();
  await expect(page.getByTestId('farms-empty')).toBeVisible();
  await page.getByTestId('farms-gauges-link').click();
  await expect(page).toHaveURL(/\/gauges$/);
});

test('farm pool page: figures, rewards with vesting, charts, transactions; a visitor is asked to connect', async ({
  page,
}) => {
  const a = (await devnetInfo(page)).addresses;
  const visitor = await (await page.context().browser()!.newContext({ baseURL: NO_WALLET_BASE_URL })).newPage();
  // the visitor server is its own network: its farm pools have their own addresses
  const va = (await devnetInfo(visitor)).addresses;
  await visitor.goto(`/farming/${va['farm:active']}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'QUBE/USDT' })).toBeVisible();
  await expect(visitor.getByTestId('farm-connect')).toBeVisible();
  await expect(visitor.getByTestId('farm-migration')).toBeVisible();
  await expect(visitor.getByTestId('farm-vesting')).toContainText('50 % of the reward vests over 30 days');
  await expect(visitor.getByTestId('farm-reward')).toHaveCount(2);
  // timed by the chain's clock (ahead of the browser's after the seed): the round runs, 500 QUBE a day
  await expect(visitor.getByTestId('farm-reward').first()).toContainText('0.005787 per second');
  await expect(visitor.getByTestId('farm-chart')).toBeVisible();
  await expect(visitor.getByTestId('farm-transactions').locator('[data-event="deposit"]').first()).toBeVisible();
  await expect(visitor.getByTestId('farm-transactions')).not.toContainText(/\bin \d+ (second|minute|hour)/);
  await visitor.getByTestId('farm-tx-filter-claim').click();
  await expect(visitor.getByTestId('farm-transactions').locator('[data-event="claim"]').first()).toBeVisible();
  await expectNoSeriousA11yViolations(visitor);
  // the private pool answers not found to anyone but its owner
  await visitor.goto(`/farming/${va['farm:private']}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  // a pool awaiting its start has nothing to chart yet (only zeros): the chart says so, not a flat line at 0
  await visitor.goto(`/farming/${va['farm:awaiting']}`);
  await expect(visitor.getByTestId('farm-page')).toHaveAttribute('data-state', 'awaiting');
  for (const kind of ['tvl', 'apr']) {
    await visitor.getByTestId(`farm-graph-${kind}`).click();
    await expect(visitor.getByTestId('farm-chart')).toHaveAttribute('data-state', 'empty');
    await expect(visitor.getByTestId('farm-chart-empty')).toHaveText('No data yet: the pool has not started');
  }
  await visitor.close();

  // Bob's own position, and Carol's ended pool by address (read-only)
  await page.goto(`/farming/${a['farm:active']}`);
  await connectWallet(page, 'Bob');
  await expect(page.getByTestId('farm-position')).toBeVisible();
  await expect(page.getByTestId('farm-deposited-value')).not.toHaveText('0');
  await expect(page.getByTestId('farm-admin')).toHaveCount(0);
  await page.getByTestId('farm-withdraw-amount').fill('100000000');
  await expect(page.getByTestId('farm-withdraw-problem')).toHaveText('The amount is above what you have.');
  await page.goto(`/farming/${a['farm:ended']}/${a['account:Carol']}`);
  await expect(page.getByTestId('farm-viewing')).toBeVisible();
  await expect(page.getByTestId('farm-user-deposit')).not.toHaveText('LP deposited: 0');
  await expect(page.getByTestId('farm-position')).toHaveCount(0);
  await expect(page.getByTestId('farm-page')).toHaveAttribute('data-state', 'ended');
});
