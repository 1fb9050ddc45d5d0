import { expect, type Page } from '@playwright/test';

/**
 * Records every text each toast shows (by its id), so a test can tell that a pending toast was replaced by its
 * result however fast the operation went. Call before the action.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.evaluate(installToastLog);
}

/** The same record on every page `page` loads from now on (installed before the app's scripts run). */
export async function recordToastsOnEveryPage(page: Page): Promise<void> {
  await page.addInitScript(installToastLog);
}

function installToastLog() {
  const w = window as unknown as { __toastLog?: Record<string, string[]> };
  if (w.__toastLog) return;
  const log: Record<string, string[]> = {};
  w.__toastLog = log;
  const read = () => {
    document.querySelectorAll('.Toastify__toast').forEach((el) => {
      const id = el.id;
      const text = el.textContent ?? '';
      if (!id) return;
      const seen = (log[id] ??= []);
      if (seen.at(-1) !== text) seen.push(text);
    });
  };
  new MutationObserver(read).observe(document, { childList: true, subtree: true, characterData: true });
  read();
}

/**
 * The operation's toast went pending, then its result took the same toast's place: one toast showed `pending` and
 * then `result`, and no toast shows `pending` any more. Returns the result toast.
 */
export async function expectPendingThenResult(page: Page, pending: string | RegExp, result: string | RegExp) {
  const matches = (text: string, want: string | RegExp) =>
    typeof want === 'string' ? text.includes(want) : want.test(text);
  let id = '';
  await expect
    .poll(
      async () => {
        const log = await page.evaluate(
          () => (window as unknown as { __toastLog: Record<string, string[]> }).__toastLog,
        );
        const hit = Object.entries(log).find(
          ([, texts]) => texts.some((t) => matches(t, pending)) && matches(texts.at(-1) ?? '', result),
        );
        id = hit?.[0] ?? '';
        return !!hit;
      },
      { timeout: 45_000 },
    )
    .toBe(true);
  await expect(page.locator('.Toastify__toast').filter({ hasText: pending })).toHaveCount(0);
  return page.locator(`[id="${id}"]`);
}
