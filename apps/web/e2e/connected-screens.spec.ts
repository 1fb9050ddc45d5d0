import { expect, test } from './connected';
import { BUILT_ROUTE_IDS, routeExamples } from './routes';
import {
  delayTokenList,
  devWalletCovers,
  layoutShiftOf,
  observeLayoutShifts,
  SHIFT_LIMIT,
  sidewaysAt,
} from './sweep-support';

// Every built screen for a returning user whose wallet connects by itself on load (balances and the account arrive
// after the first paint), loaded once at a phone's width and once at a desktop's:
// - no layout shift while the page loads (issue 17), from the first paint until its data has arrived;
// - nothing scrolls sideways at the widths of the layout rules (spec 2.2, 9: 640 and 960 px) and the small phones
//   below them (resized in place after the phone load);
// - the dev wallet's docked button covers no interactive element, at the top and at the end (issue 39).
// The visitor's versions: layout-shift.spec.ts (no wallet at all) and accessibility.spec.ts (sideways scroll).
const LOADS = [
  { name: 'phone', width: 390, height: 800, thenWidths: [320, 640, 960] },
  { name: 'desktop', width: 1280, height: 800, thenWidths: [] },
] as const;

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await delayTokenList(page);
  await page.addInitScript(observeLayoutShifts);
});

for (const id of BUILT_ROUTE_IDS) {
  test(`${id}, wallet connected: no layout shift, no sideways scroll, the dev wallet covers nothing`, async ({
    page,
  }) => {
    const route = (await routeExamples(page)).find((r) => r.id === id)!;
    const shifts: string[] = [];
    const sideways: string[] = [];
    const covered: string[] = [];
    for (const load of LOADS) {
      await page.setViewportSize({ width: load.width, height: load.height });
      const { total, detail } = await layoutShiftOf(page, route.url);
      await expect(page.getByTestId('wallet-address').first()).toBeAttached();
      if (total > SHIFT_LIMIT) shifts.push(`${load.name}: ${total.toFixed(4)} (${detail})`);
      sideways.push(...(await sidewaysAt(page, [load.width])));
      covered.push(...(await devWalletCovers(page, `${load.width} px`)));
      sideways.push(...(await sidewaysAt(page, load.thenWidths)));
    }
    expect(shifts, `${route.url} shifts`).toEqual([]);
    expect(sideways, `${route.url} scrolls sideways`).toEqual([]);
    expect(covered, `${route.url}: the dev wallet button covers`).toEqual([]);
  });
}
