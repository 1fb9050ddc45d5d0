import { expect, test, type Page } from '@playwright/test';
import { devnetInfo, drawnChartCanvas, expectNoSeriousA11yViolations } from './support';

/** The date a tooltip shows, dd.MM.yyyy[ HH:mm] (UTC), as unix milliseconds. */
function tooltipTime(text: string): number {
  const m = /(\d\d)\.(\d\d)\.(\d{4})(?: (\d\d):(\d\d))?/.exec(text);
  expect(m, text).toBeTruthy();
  const [, d, mo, y, h = '0', mi = '0'] = m!;
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi));
}

/** Moves the pointer over the chart at a fraction of its width and returns the tooltip and the pointer. */
async function hover(page: Page, testId: string, fraction: number) {
  const canvas = await drawnChartCanvas(page, testId);
  const box = (await canvas.boundingBox())!;
  const point = { x: box.x + box.width * fraction, y: box.y + box.height * 0.3 };
  await page.mouse.move(point.x, point.y);
  const tooltip = page.getByTestId(testId).getByTestId('chart-tooltip');
  await expect(tooltip).toBeVisible();
  return { tooltip, point };
}

/** Drags the chart to the right: earlier bars come into view. */
async function dragBack(page: Page, testId: string) {
  const canvas = await drawnChartCanvas(page, testId);
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.9, box.y + box.height / 2, { steps: 10 });
  await page.mouse.up();
}

test('a pool chart fills a week of hourly candles, with a crosshair tooltip 20 px from the pointer', async ({
  page,
}) => {
  const info = await devnetInfo(page);
  await page.goto(`/pools/${info.addresses['pool:QUBE-USDT']}`);
  const chart = page.getByTestId('pool-chart');
  await expect(chart).toHaveAttribute('data-state', 'ready');
  // one candle per hour, quiet hours included: 7 days of them
  expect(Number(await chart.getAttribute('data-points'))).toBeGreaterThanOrEqual(168);

  const right = await hover(page, 'pool-chart', 0.85);
  for (const label of ['Open', 'High', 'Low', 'Close']) await expect(right.tooltip).toContainText(label);
  const rightTime = tooltipTime(await right.tooltip.innerText());
  const box = (await right.tooltip.boundingBox())!;
  expect(Math.round(box.x - right.point.x)).toBeLessThanOrEqual(-20); // flipped to the left near the right edge

  const left = await hover(page, 'pool-chart', 0.05);
  const leftBox = (await left.tooltip.boundingBox())!;
  expect(Math.round(leftBox.x - left.point.x)).toBe(20);
  expect(Math.round(leftBox.y - left.point.y)).toBe(20);
  // the left edge of the chart is about a week back: the default window is drawn across the whole width
  const span = rightTime - tooltipTime(await left.tooltip.innerText());
  expect(span).toBeGreaterThan(5 * 86_400_000);
  expect(span).toBeLessThan(8 * 86_400_000);
  await expectNoSeriousA11yViolations(page);
});

test("the stable pool's TVL ratio shows one coloured share per token", async ({ page }) => {
  const info = await devnetInfo(page);
  await page.goto(`/pools/${info.addresses['pool:USDT-USDC-DAI']}`);
  await expect(page.getByTestId('pool-chart')).toHaveAttribute('data-state', 'ready');
  const legend = page.getByTestId('pool-chart-legend').getByRole('listitem');
  await expect(legend).toHaveText([/^USDT \d+(\.\d+)?%$/, /^USDC \d+(\.\d+)?%$/, /^DAI \d+(\.\d+)?%$/]);
  const shares = (await legend.allInnerTexts()).map((t) => Number(/([\d.]+)%/.exec(t)![1]));
  // a balanced stable pool: about a third each (not a line that falls to 0)
  for (const share of shares) expect(share).toBeGreaterThan(25);
  expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 0);
  const { tooltip } = await hover(page, 'pool-chart', 0.5);
  await expect(tooltip).toContainText('USDT');
  await expect(tooltip).toContainText('USDC');
  await expect(tooltip).toContainText('DAI');
  await expect(tooltip).toContainText('%');
});

for (const where of ['pool', 'token'] as const) {
  test(`scrolling the ${where} chart back in time loads earlier data and merges it`, async ({ page }) => {
    const info = await devnetInfo(page);
    const windows: { from: number; to: number }[] = [];
    const graphPath = where === 'pool' ? /\/pools\/ohlcv$/ : /\/currencies\/[^/]+\/prices$/;
    page.on('request', (request) => {
      if (request.method() === 'POST' && graphPath.test(request.url())) windows.push(request.postDataJSON());
    });
    await page.goto(
      where === 'pool' ? `/pools/${info.addresses['pool:WBTC-USDT']}` : `/tokens/${info.addresses['token:WBTC']}`,
    );
    const testId = `${where}-chart`;
    const chart = page.getByTestId(testId);
    await expect(chart).toHaveAttribute('data-state', 'ready');
    const before = Number(await chart.getAttribute('data-points'));
    await dragBack(page, testId);
    await expect.poll(async () => Number(await chart.getAttribute('data-points'))).toBeGreaterThan(before);
    // the earlier window ends where the first one starts, with the same length
    const [first, second] = windows;
    expect(second!.to).toBe(first!.from);
    expect(second!.to - second!.from).toBe(first!.to - first!.from);
  });
}
