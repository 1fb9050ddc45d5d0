import { expect, type Page } from '@playwright/test';
import { settle, sidewaysOverflow } from './routes';

/** The route sweeps' layout-shift limit (issue 17: CLS under 0.02 everywhere). */
export const SHIFT_LIMIT = 0.02;

declare global {
  interface Window {
    __layoutShifts?: { value: number; sources: string[] }[];
  }
}

/**
 * Registered before the page's own scripts (`page.addInitScript`): adds up every layout-shift entry without recent
 * input (the sum of all of them: at least the CLS figure, which is the largest session window) from the first paint.
 */
export function observeLayoutShifts() {
  const shifts: { value: number; sources: string[] }[] = [];
  window.__layoutShifts = shifts;
  const describe = (node: Node | null | undefined): string => {
    if (!node) return '?';
    if (!(node instanceof Element)) return node.nodeName;
    const testId = node.getAttribute('data-testid');
    const cls = typeof node.className === 'string' ? node.className.split(' ')[0] : '';
    return `${node.tagName.toLowerCase()}${testId ? `[${testId}]` : ''}${cls ? `.${cls}` : ''}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    }[]) {
      if (entry.hadRecentInput) continue;
      const move = (s: { previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }) =>
        `${Math.round(s.previousRect.x)},${Math.round(s.previousRect.y)}>${Math.round(s.currentRect.x)},${Math.round(s.currentRect.y)}`;
      shifts.push({
        value: entry.value,
        sources: (entry.sources ?? []).map((s) => `${describe(s.node)}@${move(s)}`),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The shifts seen so far on the page: their sum and what moved. */
export async function layoutShifts(page: Page): Promise<{ total: number; detail: string }> {
  const shifts = await page.evaluate(() => window.__layoutShifts ?? []);
  const total = shifts.reduce((sum, s) => sum + s.value, 0);
  const detail = shifts.map((s) => `${s.value.toFixed(4)} ${s.sources.join(' ')}`).join('; ');
  return { total, detail };
}

/** Loads `url` and waits until its data has arrived (no spinner or skeleton left); answers the shifts meanwhile. */
export async function layoutShiftOf(page: Page, url: string): Promise<{ total: number; detail: string }> {
  await page.goto(url);
  await settle(page);
  return layoutShifts(page);
}

/**
 * The token list comes after the first paint, as it does on a slow machine or network (where CI found the swap card's
 * tokens flagged as unlisted, and token rows growing, until the list arrived): pages must not move when it does.
 */
export async function delayTokenList(page: Page): Promise<void> {
  await page.route('**/tokens.json', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
}

/** The page's widths that scroll sideways (resized in place, settled at each): empty when it fits them all. */
export async function sidewaysAt(page: Page, widths: readonly number[]): Promise<string[]> {
  const overflows: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await settle(page);
    const overflow = await sidewaysOverflow(page);
    if (overflow > 0) overflows.push(`${width} px: ${overflow} px too wide`);
  }
  return overflows;
}

/** The interactive elements of the page whose box meets the dev wallet button's box. */
export async function coveredByDevWallet(page: Page): Promise<string[]> {
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

/**
 * Issue 39: the dev wallet's button never covers the page. It docks at the end of the app's frame, in the page's flow:
 * no interactive element is under it at the top of the page nor scrolled to the end. Answers what it covers.
 */
export async function devWalletCovers(page: Page, where: string): Promise<string[]> {
  const button = page.getByRole('button', { name: 'Dev wallet' });
  await expect(button).toBeAttached();
  // docked in the app's frame, not floating over it
  await expect(page.locator('[data-tycho-dev-wallet-dock] tycho-dev-wallet-panel')).toBeAttached();
  const top = (await coveredByDevWallet(page)).map((hit) => `${where}, top: ${hit}`);
  // the end of the page (content that arrives late moves the dock down: scroll again until it stays in view)
  await expect(async () => {
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport({ timeout: 1_000 });
  }).toPass();
  const end = (await coveredByDevWallet(page)).map((hit) => `${where}, end: ${hit}`);
  return [...top, ...end];
}
