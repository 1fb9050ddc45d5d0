import { expect, test, type Page, type Request } from '@playwright/test';
import { tokenRoot } from './support';

// Issue 15: the app keeps telling the truth when API responses arrive late and out of order. Each test holds the
// first answer to one request until a later request of the same screen has been answered and shown, then lets
// it through: the screen must keep showing what the user asked for last.

interface Held {
  /** Resolves with the held request once the app has sent it. */
  request: Promise<Request>;
  /** Lets the held request go on to the server; resolves when its answer reached the page (or it was aborted). */
  release(): Promise<void>;
}

async function holdFirst(page: Page, url: string, matches: (body: Record<string, unknown>) => boolean): Promise<Held> {
  let letGo!: () => void;
  const gate = new Promise<void>((done) => (letGo = done));
  let seen!: (request: Request) => void;
  const request = new Promise<Request>((done) => (seen = done));
  let holding = false;
  await page.route(url, async (route) => {
    const body = (route.request().postDataJSON() ?? {}) as Record<string, unknown>;
    if (holding || !matches(body)) return route.fallback();
    holding = true;
    seen(route.request());
    await gate;
    // the app may have given up on it meanwhile (an aborted fetch): then there is nothing to answer
    await route.fallback().catch(() => undefined);
  });
  return {
    request,
    async release() {
      const held = await request;
      letGo();
      const response = await Promise.race([
        held.response(),
        new Promise<null>((done) =>
          held
            .frame()
            .page()
            .once('requestfailed', (r) => r === held && done(null)),
        ),
      ]);
      await response?.finished();
      // let the app take the answer in: two frames after the body arrived (a render point, not a timed wait)
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
      );
    },
  };
}

test('a late hourly graph answer does not replace the daily graph asked after it', async ({ page }) => {
  const qube = await tokenRoot(page, 'QUBE');
  const held = await holdFirst(page, `**/api/v2/currencies/${qube}/prices`, (body) => body.timeframe === 'H1');
  await page.goto(`/tokens/${qube}`);
  await held.request;
  const chart = page.getByTestId('token-chart');
  await expect(chart).toHaveAttribute('data-state', 'loading');

  await page.getByRole('button', { name: '1D' }).click();
  await expect(chart).toHaveAttribute('data-state', 'ready');
  const daily = Number(await chart.getAttribute('data-points'));
  expect(daily).toBeGreaterThan(0);
  expect(daily).toBeLessThanOrEqual(31); // one point a day over the 30-day window

  await held.release();
  await expect(page.getByRole('button', { name: '1D' })).toHaveAttribute('aria-pressed', 'true');
  await expect(chart).toHaveAttribute('data-points', String(daily));
  // the hourly answer is kept for the hourly view: one point an hour over seven days
  await page.getByRole('button', { name: '1H' }).click();
  await expect(chart).toHaveAttribute('data-state', 'ready');
  expect(Number(await chart.getAttribute('data-points'))).toBeGreaterThan(31);
});

test('a late answer for the ascending tokens order does not reorder the list the user turned back', async ({
  page,
}) => {
  const held = await holdFirst(page, '**/api/v2/currencies', (body) => body.ordering === 'tvlascending');
  await page.goto('/tokens');
  const rows = page.getByTestId('token-row');
  await expect(rows).toHaveCount(10);
  const tvlHeader = page.getByRole('columnheader', { name: /TVL/ });
  const tvls = () => rows.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-tvl'))));
  // other specs trade meanwhile, so TVLs may move: the check is the order, not the figures
  const sortedDown = async () => {
    const v = await tvls();
    return v.length === 10 && v.every((x, i) => i === 0 || v[i - 1]! >= x);
  };
  await expect.poll(sortedDown).toBe(true);

  await tvlHeader.getByRole('button').click();
  await held.request;
  await expect(tvlHeader).toHaveAttribute('aria-sort', 'ascending');
  await tvlHeader.getByRole('button').click();
  await expect(tvlHeader).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(sortedDown).toBe(true);

  await held.release();
  await expect(tvlHeader).toHaveAttribute('aria-sort', 'descending');
  expect(await sortedDown()).toBe(true);
  // and asking for ascending again shows ascending rows
  await tvlHeader.getByRole('button').click();
  await expect
    .poll(async () => {
      const v = await tvls();
      return v.length === 10 && v.every((x, i) => i === 0 || v[i - 1]! <= x);
    })
    .toBe(true);
});

test('a slow API leaves the page standing: frame and skeleton rows until the answer, then the rows', async ({
  page,
}) => {
  const held = await holdFirst(page, '**/api/v2/currencies', () => true);
  await page.goto('/tokens');
  await held.request;
  await expect(page.getByRole('heading', { level: 1, name: 'Tokens' })).toBeVisible();
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(page.getByTestId('token-skeleton').first()).toBeVisible();
  await expect(page.getByTestId('token-row')).toHaveCount(0);
  await held.release();
  await expect(page.getByTestId('token-row')).toHaveCount(10);
  await expect(page.getByTestId('token-skeleton')).toHaveCount(0);
});

test('a late quote for an amount the user changed does not replace the quote of the amount now typed', async ({
  page,
}) => {
  const [usdt, qube] = [await tokenRoot(page, 'USDT'), await tokenRoot(page, 'QUBE')];
  const held = await holdFirst(page, '**/pools/cross_swap_route', () => true);
  await page.goto(`/swap/${usdt}/${qube}`);
  const left = page.getByTestId('swap-amount-left');
  const right = page.getByTestId('swap-amount-right');
  await left.fill('10');
  const first = await held.request;
  expect((first.postDataJSON() as { fromCurrencyAddress: string }).fromCurrencyAddress).toBe(usdt);
  // the quote of 10 is held: the user types 2000 and gets its quote
  await left.fill('2000');
  await expect(page.getByTestId('swap-bill')).toBeVisible();
  await expect(right).not.toHaveValue('');
  const quoted = await right.inputValue();

  await held.release();
  await expect(left).toHaveValue('2000');
  await expect(right).toHaveValue(quoted);
  // typing 10 again asks again and shows that quote (it differs from the one of 2000)
  await left.fill('10');
  await expect(right).not.toHaveValue(quoted);
});
