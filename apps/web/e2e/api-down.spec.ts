/**
 * Issue 15: the browser app keeps working when the API is down. With every `/api/**` request answered 503, each
 * built route shows its frame (the navigation) and an error with Retry (or, where a visitor's page reads nothing from
 * the API, its own honest state), never a blank page, a crash or the not-found page; Retry recovers once the API is
 * back.
 */
import { expect, test, type Page } from '@playwright/test';
import { BUILT_ROUTE_IDS, routeExamples } from './routes';

/**
 * Screens that read nothing from the API before a wallet connects: a visitor sees the screen and its connect prompt.
 * The swap screen reads the API for a quote (typed amount) and its price chart.
 */
const WALLET_FIRST = new Set([
  'builder',
  'builderCreate',
  'farmingCreate',
  'gaugesCreate',
  'daoProposalCreate',
  'portfolio',
]);

const apiDown = (page: Page) =>
  page.route('**/api/**', (route) =>
    route.fulfill({ status: 503, json: { error: 'Service Unavailable', message: 'the API is down' } }),
  );

/** An error on the page (role alert) with a Retry button. */
const retryAlert = (page: Page) =>
  page
    .locator('main')
    .getByRole('alert')
    .filter({ has: page.getByRole('button', { name: 'Retry' }) })
    .first();

async function openWithApiDown(page: Page, id: string): Promise<void> {
  const example = (await routeExamples(page)).find((r) => r.id === id);
  expect(example, id).toBeTruthy();
  await apiDown(page);
  await page.goto(example!.url);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
}

for (const id of BUILT_ROUTE_IDS) {
  test(`${id}: with the API down the page keeps its frame and shows ${WALLET_FIRST.has(id) ? 'its connect prompt' : 'an error with Retry'}`, async ({
    page,
  }) => {
    const crashes: Error[] = [];
    page.on('pageerror', (error) => crashes.push(error));
    await openWithApiDown(page, id);
    if (WALLET_FIRST.has(id)) {
      await expect(page.locator('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('main').getByRole('button', { name: 'Connect wallet' })).toBeVisible();
    } else {
      await expect(retryAlert(page)).toBeVisible();
    }
    await expect(page.getByTestId('not-found')).toHaveCount(0);
    expect(crashes).toEqual([]);
  });
}

test('the token page: a server failure is an error with Retry, and Retry shows the token once the API is back', async ({
  page,
}) => {
  await openWithApiDown(page, 'token');
  const error = page.getByTestId('token-error');
  await expect(error).toBeVisible();
  await expect(error).toContainText('the API is down');
  await expect(page.getByTestId('token-price')).toHaveCount(0);
  await page.unroute('**/api/**');
  await error.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('token-price')).toBeVisible();
  await expect(page.getByTestId('token-page-symbol')).toHaveText('QUBE');
  await expect(error).toHaveCount(0);
});

test('the pool page and the pools list recover with Retry', async ({ page }) => {
  await openWithApiDown(page, 'pool');
  const error = page.getByTestId('pool-error');
  await expect(error).toBeVisible();
  await page.unroute('**/api/**');
  await error.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('pool-title')).toHaveText('QUBE/USDT');
  await expect(error).toHaveCount(0);

  await openWithApiDown(page, 'pools');
  const listError = page.getByTestId('pools-all-error');
  await expect(listError).toBeVisible();
  await expect(page.getByTestId('pools-all-empty')).toHaveCount(0);
  await page.unroute('**/api/**');
  await listError.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('pools-all').getByTestId('pool-row').first()).toBeVisible();
  await expect(listError).toHaveCount(0);
});
