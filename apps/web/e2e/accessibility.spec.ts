import { expect, test } from '@playwright/test';
import { ROUTE_IDS, routeExamples, settle, VISITOR_GAPS } from './routes';
import { connectWallet, expectNoSeriousA11yViolations, NO_WALLET_BASE_URL } from './support';
import { sidewaysAt } from './sweep-support';
import { axeViolations } from './axe';

// Every route of the route table (valid parameters from the local network), loaded, wide and narrow, for a visitor:
// no serious accessibility violation, no missing message, and nothing scrolls sideways at the widths of the layout
// rules (spec 2.2, 9: 640 and 960 px) and the small phones below them. With a wallet connected: connected-screens.spec.ts.
const WIDTHS = [320, 390, 640, 960] as const;

for (const id of ROUTE_IDS) {
  test(`${id} has no serious accessibility violations (wide and narrow), no missing message, no sideways scroll at ${WIDTHS.join(', ')} px`, async ({
    page,
  }) => {
    test.fixme(!!VISITOR_GAPS[id], VISITOR_GAPS[id]);
    const missing: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('MISSING_TRANSLATION')) missing.push(message.text());
    });
    const route = (await routeExamples(page)).find((r) => r.id === id)!;
    await page.goto(route.url);
    await settle(page);
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await settle(page);
    await expectNoSeriousA11yViolations(page);
    expect(await sidewaysAt(page, WIDTHS), `${route.url} scrolls sideways`).toEqual([]);
    expect(missing).toEqual([]);
  });
}

test('/swap itself (the default pair) has no serious accessibility violations', async ({ page }) => {
  await page.goto('/swap');
  await settle(page);
  await expectNoSeriousA11yViolations(page);
});

test('the connected header, the wallet menu and the dev wallet dialog pass the accessibility check', async ({
  page,
}) => {
  // four full axe passes and a wallet connection: near the default timeout on a loaded 2-core machine
  test.slow();
  await page.goto('/swap');
  await page
    .getByRole('button', { name: /connect wallet/i })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: /connect to/i })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Reject', exact: true }).click();
  await connectWallet(page, 'Erin');
  await expectNoSeriousA11yViolations(page);
  await page.getByTestId('wallet-button').click();
  await expect(page.getByRole('menuitem', { name: 'Disconnect' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the missing-extension prompt passes the accessibility check', async ({ page }) => {
  await page.goto(`${NO_WALLET_BASE_URL}/swap`);
  await expect(page.getByText(/install/i).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the accessibility check itself reports a serious violation when there is one', async ({ page }) => {
  await page.setContent('<html lang="en"><body><main><img src="data:,"><button></button></main></body></html>');
  const ids = (await axeViolations(page)).map((v) => v.id);
  expect(ids).toEqual(expect.arrayContaining(['image-alt', 'button-name']));
});
