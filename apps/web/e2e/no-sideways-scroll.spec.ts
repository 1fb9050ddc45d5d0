import { expect, test, type Page } from '@playwright/test';
import { test as connectedTest } from './connected';
import { BUILT_ROUTE_IDS, ROUTE_IDS, routeExamples, settle, sidewaysOverflow, VISITOR_GAPS } from './routes';

// Every route of the route table, with valid parameters, fits the screen at the widths of the layout rules (spec 2.2,
// 9: 640 and 960 px) and the small phones below them: nothing scrolls sideways.
const WIDTHS = [320, 390, 640, 960] as const;

async function expectFitsEveryWidth(page: Page, url: string) {
  await page.setViewportSize({ width: WIDTHS[0], height: 800 });
  await page.goto(url);
  const overflows: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await settle(page);
    const overflow = await sidewaysOverflow(page);
    if (overflow > 0) overflows.push(`${width} px: ${overflow} px too wide`);
  }
  expect(overflows, `${url} scrolls sideways`).toEqual([]);
}

for (const id of ROUTE_IDS) {
  test(`${id}: no sideways scroll at ${WIDTHS.join(', ')} px`, async ({ page }) => {
    test.fixme(!!VISITOR_GAPS[id], VISITOR_GAPS[id]);
    const route = (await routeExamples(page)).find((r) => r.id === id)!;
    await expectFitsEveryWidth(page, route.url);
  });
}

// The same with a connected wallet (the forms then show balances, the DEX account and the steps), every built screen.
for (const id of BUILT_ROUTE_IDS) {
  connectedTest(`${id}, wallet connected: no sideways scroll at ${WIDTHS.join(', ')} px`, async ({ page }) => {
    const route = (await routeExamples(page)).find((r) => r.id === id)!;
    await expectFitsEveryWidth(page, route.url);
    await expect(page.getByTestId('wallet-address').first()).toBeAttached();
  });
}
