/**
 * API answers are validated in the answer worker (src/app/answers): the page's thread never loads zod or a schema
 * chunk. When the worker cannot start, the page validates them itself, and shows the same figures and errors.
 */
import { expect, test, type Page } from '@playwright/test';
import { routeExamples } from './routes';

const SCHEMA_CHUNK = /\/assets\/(?:zod|\w*Schemas?)-[\w-]+\.js$/;
const WORKER_SCRIPT = '**/assets/answers.worker-*.js';

async function openTokenPage(page: Page): Promise<string[]> {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || request.url().endsWith('.js')) scripts.push(request.url());
  });
  const token = (await routeExamples(page)).find((r) => r.id === 'token');
  await page.goto(token!.url);
  return scripts;
}

/** The QUBE token page with its figures from the API (the token answer and its price history). */
async function expectTokenFigures(page: Page): Promise<void> {
  await expect(page.getByTestId('token-page-symbol')).toHaveText('QUBE');
  await expect(page.getByTestId('token-price')).toContainText('$');
}

test('answers are validated in the worker: no zod or schema chunk on the page', async ({ page }) => {
  const worker = page.waitForEvent('worker', (w) => w.url().includes('answers.worker'));
  const scripts = await openTokenPage(page);
  await expect((await worker).url()).toContain('/assets/answers.worker-');
  await expectTokenFigures(page);
  expect(scripts.filter((url) => SCHEMA_CHUNK.test(url))).toEqual([]);
});

test('an answer of the wrong shape is an error with Retry, from the worker', async ({ page }) => {
  await page.route('**/api/**/currencies/*', (route) => route.fulfill({ json: { currency: 42 } }));
  await openTokenPage(page);
  const error = page.getByTestId('token-error');
  await expect(error).toBeVisible();
  await page.unroute('**/api/**/currencies/*');
  await error.getByRole('button', { name: 'Retry' }).click();
  await expectTokenFigures(page);
});

test('when the worker cannot load, the page validates answers itself: same figures, same errors', async ({ page }) => {
  await page.route(WORKER_SCRIPT, (route) => route.abort());
  await page.route('**/api/**/currencies/*', (route) => route.fulfill({ json: { currency: 42 } }));
  const scripts = await openTokenPage(page);
  const error = page.getByTestId('token-error');
  await expect(error).toBeVisible();
  await page.unroute('**/api/**/currencies/*');
  await error.getByRole('button', { name: 'Retry' }).click();
  await expectTokenFigures(page);
  expect(scripts.some((url) => /\/assets\/zod-[\w-]+\.js$/.test(url))).toBe(true);
});
