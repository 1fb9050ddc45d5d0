import { expect, type Page } from '@playwright/test';
import { test } from './connected';
import { BUILT_ROUTE_IDS, routeExamples, settle } from './routes';

// Issue 39: the dev wallet's button never covers the page. It docks at the end of the app's frame, in the page's
// flow: at 390 and 1280 px, on every built screen, no interactive element is under it, at the top of the page and
// scrolled to the end.

const WIDTHS = [390, 1280] as const;

/** The interactive elements of the page whose box meets the dev wallet button's box. */
async function coveredByDevWallet(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const host = document.querySelector('tycho-dev-wallet-panel');
    const button = host?.shadowRoot?.querySelector('.fab-button');
    if (!host || !button) return ['no dev wallet button'];
    const b = button.getBoundingClientRect();
    const interactive = document.querySelectorAll(
      'a[href], button, input, select, textarea, summary, [role="button"], [role="tab"], [role="link"], [tabindex]:not([tabindex="-1"])',
    );
    const hits: string[] = [];
    for (const el of interactive) {
      if (host.contains(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top) {
        hits.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
      }
    }
    return hits;
  });
}

for (const id of BUILT_ROUTE_IDS) {
  test(`${id}: the dev wallet button covers nothing at ${WIDTHS.join(' and ')} px`, async ({ page }) => {
    const route = (await routeExamples(page)).find((r) => r.id === id)!;
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(route.url);
      await settle(page);
      const button = page.getByRole('button', { name: 'Dev wallet' });
      await expect(button).toBeAttached();
      // docked in the app's frame, not floating over it
      await expect(page.locator('[data-tycho-dev-wallet-dock] tycho-dev-wallet-panel')).toBeAttached();
      expect(await coveredByDevWallet(page), `${route.url} at ${width} px, top`).toEqual([]);
      // the end of the page (content that arrives late moves the dock down: scroll again until it stays in view)
      await expect(async () => {
        await button.scrollIntoViewIfNeeded();
        await expect(button).toBeInViewport({ timeout: 1_000 });
      }).toPass();
      expect(await coveredByDevWallet(page), `${route.url} at ${width} px, end`).toEqual([]);
    }
  });
}

test('the docked panel opens in place and still works: auto-approve switch and the account', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/swap');
  await settle(page);
  const button = page.getByRole('button', { name: 'Dev wallet' });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('region', { name: 'Tycho dev wallet' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('connected');
  const toggle = panel.getByRole('switch', { name: 'Auto-approve transactions' });
  const was = await toggle.getAttribute('aria-checked');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', was === 'true' ? 'false' : 'true');
  await toggle.click();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  expect(await coveredByDevWallet(page)).toEqual([]);
});
