import { expect, test, type APIRequestContext } from '@playwright/test';
import { NO_WALLET_BASE_URL as base, type DevnetInfo } from './support';

// The visitor server runs the background market, as `npm start` does (playwright.config.ts). These tests share it:
// one at a time, and the one that needs a still market pauses it and resumes it after.
test.describe.configure({ mode: 'serial' });

const info = async (request: APIRequestContext): Promise<DevnetInfo> =>
  (await request.get(`${base}/devnet/info`)).json();

async function setMarket(request: APIRequestContext, running: boolean) {
  const response = await request.post(`${base}/devnet/market-activity`, { data: { running } });
  expect(response.ok()).toBeTruthy();
  expect((await response.json()).running).toBe(running);
}

test('a fresh network is a live market: every pool traded today, new trades show up without a reload', async ({
  page,
}) => {
  expect((await (await page.request.get(`${base}/devnet/market-activity`)).json()).running).toBe(true);
  await page.goto(`${base}/pools`);
  const table = page.getByTestId('pools-all-table');
  const rows = table.getByTestId('pool-row');
  await expect(rows).toHaveCount(10);
  // the seeded history ends when the network starts: no pool shows "Volume 24h $0" and a red -100 %
  for (const row of await rows.all()) expect(Number(await row.getAttribute('data-volume24h'))).toBeGreaterThan(0);
  await expect(table).not.toContainText('-100');

  const { addresses, chainTime } = await info(page.request);
  await page.goto(`${base}/tokens/${addresses['token:USDT']}`);
  const newest = page.getByTestId('token-transactions').getByTestId('transaction-row').first().getByTestId('tx-date');
  await expect(newest).toBeVisible();
  const first = Number(await newest.getAttribute('data-value'));
  // minutes old, not yesterday's
  expect(chainTime - first).toBeLessThan(3600);
  // the background market trades: a newer transaction appears at the top while the page stays open
  await expect
    .poll(async () => Number(await newest.getAttribute('data-value')), { timeout: 60_000 })
    .toBeGreaterThan(first);
});

test("paused, the market is still, and a token's Fees 24h are those of its pool", async ({ page }) => {
  await setMarket(page.request, false);
  try {
    const { addresses } = await info(page.request);
    const ticks = (await (await page.request.get(`${base}/devnet/market-activity`)).json()).ticks;
    // EVER trades in one pool only (EVER/USDT): its fees are that pool's
    await expect(async () => {
      await page.goto(`${base}/tokens/${addresses['token:EVER']}`);
      const token = await page.getByTestId('stat-fees24h-value').innerText();
      await page.goto(`${base}/pools/${addresses['pool:EVER-USDT']}`);
      const pool = await page.getByTestId('pool-stat-fees24h-value').innerText();
      expect(token).not.toBe('$0');
      expect(pool).toBe(token);
    }).toPass({ timeout: 30_000 });
    expect((await (await page.request.get(`${base}/devnet/market-activity`)).json()).ticks).toBe(ticks);
  } finally {
    await setMarket(page.request, true);
  }
});
