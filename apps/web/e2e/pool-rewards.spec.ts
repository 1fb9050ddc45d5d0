import { expect, test, type Page } from '@playwright/test';
import { connectWallet, devnetInfo, expectNoSeriousA11yViolations } from './support';

// The pool page's related rewards (spec 2.4 and 3 of document 1): the gauge of the pool's LP with the highest max APR,
// the user's LP in it and share, each reward token's locked and unlocked reward; an empty state without a gauge; the
// page stays usable when the lookup fails.

const section = (page: Page) => page.getByTestId('pool-rewards');

async function addresses(page: Page) {
  return (await devnetInfo(page)).addresses;
}

test('QUBE-USDT: its gauge’s max APR as /gauges lists it, its reward tokens and a link to the gauge', async ({
  page,
}) => {
  const a = await addresses(page);
  await page.goto('/gauges');
  const card = page.getByTestId('gauge-card').filter({ hasText: 'QUBE/USDT' });
  const range = (await card.getByTestId('gauge-apr').textContent()) ?? '';
  const maxApr = range.split(' – ')[1];
  expect(maxApr, range).toMatch(/%$/);

  await page.goto(`/pools/${a['pool:QUBE-USDT']}`);
  await expect(section(page)).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId('pool-rewards-max-apr')).toHaveText(maxApr!);
  await expect(page.getByTestId('pool-rewards-token').locator('th')).toHaveText(['QUBE', 'BRIDGE']);
  // no wallet: the user's figures are not shown, and the section says how to see them
  await expect(page.getByTestId('pool-rewards-lp-locked')).toHaveText('—');
  await expect(section(page)).toContainText('Connect a wallet to see your rewards.');
  await expect(page.getByTestId('pool-rewards-link')).toHaveAttribute('href', `/gauges/${a['gauge:QUBE-USDT']}`);
  await expectNoSeriousA11yViolations(page);
  await page.getByTestId('pool-rewards-link').click();
  await expect(page.getByTestId('gauge-page')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'QUBE/USDT' })).toBeVisible();
});

test('Bob’s LP in the QUBE-USDT gauge and his share: the pool page agrees with the gauge page', async ({ page }) => {
  test.setTimeout(150_000);
  const a = await addresses(page);
  await page.goto(`/pools/${a['pool:QUBE-USDT']}`);
  await connectWallet(page, 'Bob');
  // other specs deposit into this gauge meanwhile: both pages are read again until they saw the same gauge
  await expect(async () => {
    await page.goto(`/pools/${a['pool:QUBE-USDT']}`);
    // the gauge's figures and then Bob's own arrive after the page (skeletons until then)
    await expect(section(page)).toHaveAttribute('data-state', 'ready', { timeout: 10_000 });
    await expect(section(page)).toHaveAttribute('data-syncing', 'false', { timeout: 10_000 });
    // Bob's seeded deposit (2% of the market maker's LP, locked for a year)
    const lpCell = page.getByTestId('pool-rewards-lp-locked');
    const shareCell = page.getByTestId('pool-rewards-share');
    await expect(lpCell).toHaveText(/^[1-9][\d\s]*(\.\d+)?$|^0\.\d*[1-9]/, { timeout: 10_000 });
    await expect(shareCell).toHaveText(/^\d+(\.\d+)?%$/, { timeout: 10_000 });
    const [lp, share] = [(await lpCell.textContent()) ?? '', (await shareCell.textContent()) ?? ''];
    expect(share).not.toBe('0%');
    for (const cell of await page.getByTestId('pool-rewards-unlocked').allTextContents()) expect(cell).toMatch(/\d/);
    for (const cell of await page.getByTestId('pool-rewards-locked').allTextContents()) expect(cell).toMatch(/\d/);
    await page.getByTestId('pool-rewards-link').click();
    await expect(page.getByTestId('gauge-balance-value')).toHaveText(`${lp} LP`, { timeout: 5_000 });
    await expect(page.getByTestId('gauge-share-value')).toHaveText(share, { timeout: 5_000 });
    // the gauges list: Bob's card says the same LP and share (spec 3's listing data), and each reward token's
    // ready and vesting reward as the pool page lists them
    await page.goto('/gauges');
    const card = page.getByTestId('gauge-card').filter({ hasText: 'QUBE/USDT' });
    await expect(card.getByTestId('gauge-my-lp')).toHaveText(`${lp} LP (${share} of the gauge)`, { timeout: 10_000 });
    const rewards = card.getByTestId('gauge-my-reward');
    await expect(rewards).toHaveText([
      /^QUBE: [\d\s.]+ ready, [\d\s.]+ vesting$/,
      /^BRIDGE: [\d\s.]+ ready, [\d\s.]+ vesting$/,
    ]);
    expect(BigInt((await rewards.first().locator('[data-unlocked]').getAttribute('data-unlocked'))!)).toBeGreaterThan(
      0n,
    );
  }).toPass({ timeout: 100_000 });
  // the list with Bob's own lines passes the accessibility check
  await expectNoSeriousA11yViolations(page);
});

test('a pool without a gauge: the empty state', async ({ page }) => {
  const a = await addresses(page);
  const lpRoot = (
    await (await page.request.post(`/api/v2/pools/address/${a['pool:USDT-USDC-DAI']}`, { data: {} })).json()
  ).meta.lpAddress as string;
  const related = await page.request.post('/api/gauges/v1/gauges/get-by-root', { data: { lpAddress: lpRoot } });
  expect((await related.json()).gauges).toEqual([]);
  await page.goto(`/pools/${a['pool:USDT-USDC-DAI']}`);
  await expect(section(page)).toHaveAttribute('data-state', 'none');
  await expect(page.getByTestId('pool-rewards-empty')).toContainText('No rewards for this pool');
  await expect(page.getByTestId('pool-rewards-link')).toHaveCount(0);
});

test('the gauge lookup fails: the error is logged, the note shown, the rest of the pool page works', async ({
  page,
}) => {
  const a = await addresses(page);
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.route('**/api/gauges/v1/gauges/get-by-root', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
  );
  await page.goto(`/pools/${a['pool:QUBE-USDT']}`);
  await expect(section(page)).toHaveAttribute('data-state', 'error');
  await expect(page.getByTestId('pool-rewards-error')).toBeVisible();
  expect(errors.some((e) => e.includes('Related gauges fetching error'))).toBe(true);
  // the page stays usable: figures, chart, transactions and the actions
  await expect(page.getByTestId('pool-title')).toHaveText('QUBE/USDT');
  await page.getByTestId('pool-graph-timeframe-D1').click();
  await expect(page.getByTestId('pool-graph-timeframe-D1')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('pool-transactions')).toBeVisible();
  await page.getByTestId('pool-trade').click();
  await expect(page).toHaveURL(/\/swap/);
});
