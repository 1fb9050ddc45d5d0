import { expect, test, type Page } from '@playwright/test';
import { connectWallet, devnetInfo, expectNoSeriousA11yViolations } from './support';

const rows = (page: Page) => page.getByTestId('pools-all').getByTestId('pool-row');
// Other specs create pools on the same network (add liquidity to a missing pair), so totals are read, not assumed.
async function poolTotal(page: Page, poolType?: string[]): Promise<number> {
  const response = await page.request.post('/api/v2/pools', {
    data: { limit: 1, offset: 0, ...(poolType ? { poolType } : {}) },
  });
  return (await response.json()).totalCount;
}
const values = (page: Page, attr: string) =>
  rows(page).evaluateAll((els, a) => els.map((e) => Number(e.getAttribute(a))), `data-${attr}`);

test('pools list: ten per page, pager, ordering by TVL and volumes', async ({ page }) => {
  await page.goto('/pools');
  await expect(page.getByRole('heading', { level: 1, name: 'Pools' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add liquidity' })).toHaveAttribute('href', '/liquidity/add');
  await expect(page.getByRole('link', { name: 'Remove liquidity' })).toHaveAttribute('href', '/liquidity/remove');
  await expect(rows(page)).toHaveCount(10);
  await expect(page.getByRole('columnheader', { name: /TVL/ })).toHaveAttribute('aria-sort', 'descending');
  const desc = await values(page, 'tvl');
  expect([...desc].sort((a, b) => b - a)).toEqual(desc);

  const pager = page.getByRole('navigation', { name: 'Pools pages' });
  // other specs create pools while this one runs: the page count follows the total (more than 10 seeded pools)
  await expect(pager).toContainText(/Page 1 of [2-9]/);
  await pager.getByRole('button', { name: 'Next page' }).click();
  await expect(pager).toContainText(/Page 2 of [2-9]/);
  await expect.poll(async () => (await rows(page).count()) === Math.min(10, (await poolTotal(page)) - 10)).toBe(true);
  await expect(rows(page).first().locator('td').first()).toHaveText('11');

  // ordering resets to page 1
  await page.getByTestId('pools-sort-volume24h').click();
  await expect(pager).toContainText(/Page 1 of [2-9]/);
  await expect(page.getByRole('columnheader', { name: /Volume 24h/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByRole('columnheader', { name: /TVL/ })).toHaveAttribute('aria-sort', 'none');
  await expect
    .poll(async () => {
      const v = await values(page, 'volume24h');
      return [...v].sort((a, b) => b - a).join() === v.join();
    })
    .toBe(true);
  await page.getByTestId('pools-sort-volume24h').click();
  await expect(page.getByRole('columnheader', { name: /Volume 24h/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect
    .poll(async () => {
      const v = await values(page, 'volume24h');
      return [...v].sort((a, b) => a - b).join() === v.join();
    })
    .toBe(true);
  await page.getByTestId('pools-sort-volume7d').click();
  await expect(page.getByRole('columnheader', { name: /Volume 7d/ })).toHaveAttribute('aria-sort', 'descending');
  await expect
    .poll(async () => {
      const v = await values(page, 'volume7d');
      return [...v].sort((a, b) => b - a).join() === v.join();
    })
    .toBe(true);
  await expectNoSeriousA11yViolations(page);
});

test('pairs navigation shows only two-token pools', async ({ page }) => {
  await page.goto('/pools?type=pairs');
  await expect(page.getByRole('heading', { level: 2, name: 'Pairs' })).toBeVisible();
  await expect(rows(page)).toHaveCount(10);
  const pager = page.getByRole('navigation', { name: 'Pools pages' });
  await pager.getByRole('button', { name: 'Next page' }).click();
  await expect
    .poll(async () => (await rows(page).count()) === (await poolTotal(page, ['common', 'stable'])) - 10)
    .toBe(true);
  const counts = await values(page, 'tokens');
  expect(counts.every((c) => c === 2)).toBe(true);
});

test('open a pool from the list: breadcrumb, stats, chart, links, connect card', async ({ page }) => {
  const info = await devnetInfo(page);
  const pool = info.addresses['pool:USDT-USDC'];
  await page.goto('/pools');
  await page.getByTestId('pools-all').getByRole('link', { name: 'USDT/USDC', exact: true }).click();
  await expect(page).toHaveURL(`/pools/${pool}`);
  await expect(page.getByRole('heading', { level: 1, name: 'USDT/USDC' })).toBeVisible();
  const crumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumb.getByRole('link', { name: 'Pools' })).toHaveAttribute('href', '/pools');
  await expect(crumb.getByRole('button', { name: 'Copy pool address' })).toBeVisible();
  await expect(page.getByTestId('pool-stat-tvl-value')).toContainText('$');
  await expect(page.getByTestId('pool-price-chip')).toHaveCount(2);
  await expect(page.getByTestId('pool-price-chip').first()).toHaveAttribute(
    'href',
    `/tokens/${info.addresses['token:USDT']}`,
  );
  await expect(page.getByTestId('pool-chart')).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId('pool-graph-timeframe-H1')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('pool-graph-Tvl').click();
  await expect(page.getByTestId('pool-chart')).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId('pool-user-connect')).toBeVisible();
  // visitors see the star
  await expect(page.getByRole('button', { name: 'Add USDT/USDC to favorites' })).toBeVisible();
  await expect(page.getByTestId('pool-transactions')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto(`/pools/0:${'0'.repeat(63)}1`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('N-pool page forces the TVL ratio chart', async ({ page }) => {
  const info = await devnetInfo(page);
  await page.goto(`/pools/${info.addresses['pool:USDT-USDC-DAI']}`);
  await expect(page.getByRole('heading', { level: 1, name: 'USDT/USDC/DAI' })).toBeVisible();
  await expect(page.getByTestId('pool-graph-TvlRatio')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('pool-graph-Ohlcv')).toHaveCount(0);
  await expect(page.getByTestId('pool-add-liquidity')).toHaveAttribute(
    'href',
    `/pools/${info.addresses['pool:USDT-USDC-DAI']}/liquidity/add`,
  );
});

test('favourite a pool: kept after reload, only for that wallet; user stats', async ({ page }) => {
  const info = await devnetInfo(page);
  const pool = info.addresses['pool:USDT-USDC'];
  await page.goto(`/pools/${pool}`);
  await connectWallet(page, 'Grace');
  const star = page.getByRole('button', { name: 'Add USDT/USDC to favorites' });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(page.getByRole('button', { name: 'Remove USDT/USDC from favorites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  const stats = page.getByTestId('pool-user-stats');
  await expect(stats).toBeVisible();
  await expect(page.getByTestId('pool-user-lp')).toHaveText(/^\d[\d ]*\.\d{2}$/);
  await expect(page.getByTestId('pool-user-share')).toHaveText(/%$/);
  // the position's USD value is the LP balance at the LP token's price from /currencies_usdt_prices (spec 7)
  const lpRoot = (await (await page.request.post(`/api/v2/pools/address/${pool}`, { data: {} })).json()).meta
    .lpAddress as string;
  const prices = await (
    await page.request.post('/api/v2/currencies_usdt_prices', { data: { currency_addresses: [lpRoot] } })
  ).json();
  const lpPrice = Object.entries(prices as Record<string, string>).find(
    ([k]) => k.toLowerCase() === lpRoot.toLowerCase(),
  )?.[1];
  expect(Number(lpPrice)).toBeGreaterThan(0);
  const usd = page.getByTestId('pool-user-usd');
  await expect(usd).toHaveAttribute('data-lp-price', lpPrice!);
  await expect(usd).toHaveText(/^\$/);
  const lpUnits = Number(await page.getByTestId('pool-user-lp').getAttribute('data-value'));
  expect(Number(await usd.getAttribute('data-value'))).toBeCloseTo((lpUnits / 1e9) * Number(lpPrice), 6);

  await page.goto('/pools');
  await page.reload();
  // two tabs, All first; Favourites holds the starred pool
  await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('pools-favorites')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Favorites' }).click();
  await expect(page).toHaveURL(/[?&]tab=favorites/);
  const favs = page.getByTestId('pools-favorites');
  await expect(favs.getByRole('heading', { level: 2, name: 'Favorite pools' })).toBeVisible();
  await expect(favs.getByTestId('pool-row')).toHaveCount(1);
  await expect(favs.getByTestId('pool-row')).toHaveAttribute('data-address', pool);
  await expect(page.getByTestId('pools-all')).toHaveCount(0);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('favorite_pairs') ?? '{}'));
  expect(Object.values(stored)).toEqual([[{ address: pool, name: 'USDT/USDC' }]]);
  // the tab survives a reload
  await page.reload();
  await expect(page.getByTestId('pools-favorites').getByTestId('pool-row')).toHaveCount(1);

  // another wallet has no favourites; a visitor is asked to connect
  await page.getByTestId('wallet-button').click();
  await page.getByRole('menuitem', { name: 'Disconnect' }).click();
  await expect(page.getByTestId('pools-favorites-connect')).toBeVisible();
  await connectWallet(page, 'Heidi');
  await expect(page.getByTestId('wallet-address')).toBeVisible();
  await expect(page.getByTestId('pools-favorites-empty')).toBeVisible();
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(rows(page)).toHaveCount(10);
});

test('favourites kept under the old favorite_pools key move to favorite_pairs once', async ({ page }) => {
  const info = await devnetInfo(page);
  const pool = info.addresses['pool:USDT-USDC']!;
  const erin = info.accounts.find((a) => a.name === 'Erin')!.address;
  await page.goto('/');
  await page.evaluate(
    ([wallet, address]) =>
      localStorage.setItem('favorite_pools', JSON.stringify({ [wallet!]: [{ address, name: 'USDT/USDC' }] })),
    [erin, pool],
  );
  await page.goto('/pools?tab=favorites');
  await connectWallet(page, 'Erin');
  await expect(page.getByTestId('pools-favorites').getByTestId('pool-row')).toHaveAttribute('data-address', pool);
  const keys = await page.evaluate(() => [
    localStorage.getItem('favorite_pools'),
    localStorage.getItem('favorite_pairs'),
  ]);
  expect(keys[0]).toBeNull();
  expect(JSON.parse(keys[1]!)[erin]).toEqual([{ address: pool, name: 'USDT/USDC' }]);
});

test('a visitor sees the stars; pressing one asks to connect and keeps the pool for the wallet that connects', async ({
  page,
}) => {
  await page.goto('/pools');
  const first = rows(page).first();
  const address = (await first.getAttribute('data-address'))!;
  const star = first.getByTestId('pool-favorite');
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(
    page.getByText('Connect a wallet to keep favorites: they are kept for each wallet address.'),
  ).toBeVisible();
  const dialog = page.getByRole('dialog', { name: /connect to/i });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: /^Dave\b/ }).check();
  await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(rows(page).first().getByTestId('pool-favorite')).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('tab', { name: 'Favorites' }).click();
  await expect(page.getByTestId('pools-favorites').getByTestId('pool-row')).toHaveAttribute('data-address', address);
});

test('narrow screen shows cards', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/pools');
  await expect(page.getByTestId('pools-all').getByTestId('pool-card')).toHaveCount(10);
  await expect(page.getByTestId('pools-all-table')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('the pool page fits a phone: no sideways scroll, Trade and the chart tabs on screen, each locked amount whole on one line, at 320 and 390 px', async ({
  page,
}) => {
  const info = await devnetInfo(page);
  for (const key of ['pool:QUBE-USDT', 'pool:USDT-USDC-DAI']) {
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/pools/${info.addresses[key]}`);
      await expect(page.getByTestId('pool-chart')).toHaveAttribute('data-state', 'ready');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${key} at ${width} px`).toBeLessThanOrEqual(0);
      for (const target of [
        page.getByTestId('pool-trade'),
        page.getByTestId('pool-remove-liquidity'),
        page.getByTestId('pool-graph').getByRole('button').last(),
      ]) {
        const box = (await target.boundingBox())!;
        expect(box.x + box.width, `${key} at ${width} px`).toBeLessThanOrEqual(width);
      }
      // "248.93K QUBE": one line (never "248.93K" over "QUBE"), not cut short
      const locked = page.locator('[data-testid^="pool-stat-locked-"][data-testid$="-value"]');
      await expect(locked).toHaveCount(key === 'pool:QUBE-USDT' ? 2 : 3);
      for (const figure of await locked.all()) {
        await expect(figure).toHaveText(/^\S+ [A-Z]+$/);
        const fit = await figure.evaluate((el) => ({
          lines: Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)),
          cut: el.scrollWidth > el.clientWidth,
        }));
        expect(fit, `${await figure.textContent()} at ${width} px`).toEqual({ lines: 1, cut: false });
      }
    }
  }
});
