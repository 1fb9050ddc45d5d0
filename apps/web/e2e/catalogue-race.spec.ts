import { expect, test, type Page } from '@playwright/test';

// Issue 39: after /farming → /gauges/calc at 390 px, MISSING_TRANSLATION errors appeared before the page showed in
// English (a screen rendered before its catalogue group reached the page's messages). Client-side navigation through
// the header's links between every feature, at 390 px (the menu) and 1280 px (the nav bar): no such error, and every
// screen shows its own texts.

const TOUR = [
  { link: 'Boost Calculator', path: /\/gauges\/calc$/, heading: 'Boost calculator' },
  { link: 'DAO', path: /\/dao$/ },
  { link: 'Farming', path: /\/farming$/, heading: 'Farming' },
  { link: 'Builder', path: /\/builder$/ },
  { link: 'Portfolio', path: /\/portfolio$/ },
  { link: 'Pools', path: /\/pools$/ },
  { link: 'Tokens', path: /\/tokens$/ },
  { link: 'Swap', path: /\/swap/ },
  { link: 'Boost Calculator', path: /\/gauges\/calc$/, heading: 'Boost calculator' },
] as const;

function recordMissing(page: Page): string[] {
  const missing: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('MISSING_TRANSLATION')) missing.push(message.text().slice(0, 160));
  });
  return missing;
}

async function follow(page: Page, name: string, narrow: boolean) {
  if (narrow) {
    await page.getByTestId('nav-menu-button').click();
    await page.getByRole('menuitem', { name, exact: true }).click();
  } else {
    await page.getByRole('navigation').getByRole('link', { name, exact: true }).first().click();
  }
}

for (const width of [390, 1280]) {
  test(`navigating between features at ${width} px never misses a translation`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const missing = recordMissing(page);
    await page.goto('/farming');
    await expect(page.getByRole('heading', { level: 1, name: 'Farming' })).toBeVisible();
    await page.evaluate(() => ((window as unknown as { tourMark: number }).tourMark = 1));
    for (const step of TOUR) {
      await follow(page, step.link, width < 640);
      await expect(page).toHaveURL(step.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if ('heading' in step) await expect(page.getByRole('heading', { level: 1 })).toHaveText(step.heading);
    }
    // client-side navigation: the page never reloaded
    expect(await page.evaluate(() => (window as unknown as { tourMark?: number }).tourMark)).toBe(1);
    expect(missing).toEqual([]);
  });
}
