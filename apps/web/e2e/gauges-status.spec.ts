import type { Page } from '@playwright/test';
import { expect, test } from './clock';
import { connectWallet, devnetInfo, expectNoSeriousA11yViolations } from './support';

/**
 * The gauges list's status, filter and favourites, the gauge page's ended and low-balance warnings (spec 4 "Gauge:
 * Status: Awaiting, Active, Expired"; 4 "A low reward balance warns users not to invest"), on a worker's own network
 * whose clock moves: the seeded gauges are Active; USDT/USDC (QUBE only) expires 15 days after its last QUBE round
 * ends; a year on, QUBE/USDT's BRIDGE reward (funded for 365 days, open-ended) runs short and both the list and the
 * page warn.
 */

const card = (page: Page, address: string) => page.locator(`[data-testid="gauge-card"][data-address="${address}"]`);

async function pickStatus(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Show gauges by status' }).click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.getByRole('option', { name: label, exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

test('gauges: status badges, status filter, favourites, and the ended warning as time passes', async ({
  page,
  clockServer,
}) => {
  test.setTimeout(360_000);
  await page.goto('/gauges');
  const a = (await devnetInfo(page)).addresses;
  const [qubeUsdt, usdtUsdc] = [a['gauge:QUBE-USDT']!, a['gauge:USDT-USDC']!];
  await expect(page.getByTestId('gauge-card')).toHaveCount(3);
  for (const status of await page.getByTestId('gauge-status').all())
    await expect(status).toHaveAttribute('data-status', 'active');
  await expect(card(page, qubeUsdt).getByTestId('gauge-status')).toHaveText('Active');

  // the filter: a styled, labelled select (Radix hides the page from assistive tech while its list is open, so the
  // accessibility check runs with it closed); nothing is awaiting yet
  await expectNoSeriousA11yViolations(page);
  await pickStatus(page, 'Awaiting');
  await expect(page.getByTestId('gauges-empty')).toHaveText('No gauge has this status.');
  await pickStatus(page, 'Active');
  await expect(page.getByTestId('gauge-card')).toHaveCount(3);
  await pickStatus(page, 'All statuses');

  // favourites: per wallet, kept across a reload
  await connectWallet(page, 'Bob');
  const star = card(page, qubeUsdt).getByTestId('gauge-star');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('gauges-tab-favorites').click();
  await expect(page.getByTestId('gauge-card')).toHaveCount(1);
  await expect(card(page, qubeUsdt)).toBeVisible();
  await page.reload();
  // the connection is kept across the reload
  await expect(page.getByTestId('wallet-address').first()).toBeAttached();
  await expect(card(page, qubeUsdt).getByTestId('gauge-star')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('gauges-tab-favorites').click();
  await expect(page.getByTestId('gauge-card')).toHaveCount(1);
  await page.getByTestId('gauges-tab-all').click();

  // 40 days on: USDT/USDC's QUBE rounds ended more than 15 days ago, nothing else pays it
  const body = { limit: 100, offset: 0 };
  const listed = async () =>
    (await (await page.request.post('/api/gauges/v1/gauges', { data: body })).json()) as {
      gauges: { address: string; endTime: number | null; isLowBalance: boolean }[];
    };
  const end = (await listed()).gauges.find((g) => g.address === usdtUsdc)!.endTime!;
  expect(end).toBeGreaterThan(0);
  const now = ((await (await page.request.get('/healthz')).json()) as { chainTime: number }).chainTime;
  await clockServer.advance(page.request, end + 16 * 86_400 - now);
  await page.reload();
  await expect(card(page, usdtUsdc).getByTestId('gauge-status')).toHaveAttribute('data-status', 'expired');
  await expect(card(page, usdtUsdc).getByTestId('gauge-status')).toHaveText('Expired');
  await expect(card(page, qubeUsdt).getByTestId('gauge-status')).toHaveAttribute('data-status', 'active');
  await pickStatus(page, 'Expired');
  await expect(page.getByTestId('gauge-card')).toHaveCount(1);
  await card(page, usdtUsdc).getByTestId('gauge-link').click();
  await expect(page.getByTestId('gauge-page-status')).toHaveText('Expired');
  await expect(page.getByTestId('gauge-ended-warning')).toContainText('This gauge has ended');
  await expectNoSeriousA11yViolations(page);

  // not driven yet: the low-balance warning as time passes (the list's balance is the gauge's token balance, which
  // time alone does not lower; a spec needs a gauge funded for less than a day: issue 40, open)
});
