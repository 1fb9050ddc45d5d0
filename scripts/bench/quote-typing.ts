import type { Browser } from '@playwright/test';

/**
 * Typing an amount on `/swap` until its quote is on screen (`npm run bench -- quote`, and part of `runtime`): each
 * sample types an amount key by key (60 ms apart, a quick typist) and times from the last keystroke's input event to
 * the first frame that shows the bill of that amount. The bill is only on screen while the route answered is the one
 * of the amount in the field, so the first frame with a bill after the last keystroke is the final amount's quote.
 */
export interface QuoteTyping {
  url: string;
  /** Every sample, ms. */
  samples: number[];
  /** Samples whose quote did not show within 30 s. */
  missed: number;
  p50: number | null;
  p95: number | null;
}

// In the page: the time of the last input event on the first amount field, and of the first frame (checked every
// animation frame) that shows the bill after it. A string: tsx would wrap named arrow functions in a helper the page
// does not have.
const WATCH = `(() => {
  const state = { lastInput: undefined, shownAt: undefined };
  window.__quoteTyping = state;
  document.addEventListener('input', (event) => {
    if (event.target.closest('[data-testid="swap-amount-left"]')) {
      state.lastInput = performance.now();
      state.shownAt = undefined;
    }
  }, { capture: true });
  const check = () => {
    const shown = !!document.querySelector('[data-testid="swap-bill"]');
    if (!shown) state.shownAt = undefined;
    else if (state.shownAt === undefined && state.lastInput !== undefined) state.shownAt = performance.now();
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})()`;

declare global {
  interface Window {
    __quoteTyping?: { lastInput?: number; shownAt?: number };
  }
}

/** The value at the given fraction of the sorted samples (nearest rank). */
export function percentile(values: readonly number[], fraction: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil(fraction * sorted.length));
  return sorted[rank - 1]!;
}

/** The amount of sample i: a different one each time (no quote from the cache), 3-6 keystrokes. */
export function sampleAmount(i: number): string {
  return (1.07 + ((i * 7.31) % 900)).toFixed(i % 3 === 0 ? 0 : 2);
}

export async function measureQuoteTyping(browser: Browser, url: string, samples = 50): Promise<QuoteTyping> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(url);
  const field = page.getByTestId('swap-amount-left');
  const bill = page.getByTestId('swap-bill');
  await field.waitFor();
  await page.evaluate(WATCH);
  const times: number[] = [];
  let missed = 0;
  // one warm-up first (the first quote also loads the quoting code and schemas), then the counted samples
  for (let i = -1; i < samples; i++) {
    await field.fill('');
    await bill.waitFor({ state: 'detached', timeout: 30_000 });
    await field.pressSequentially(sampleAmount(i + 1), { delay: 60 });
    const ms = await page
      .waitForFunction(
        () => {
          const s = window.__quoteTyping;
          return s?.shownAt !== undefined && s.lastInput !== undefined ? s.shownAt - s.lastInput : false;
        },
        undefined,
        { timeout: 30_000, polling: 'raf' },
      )
      .then((handle) => handle.jsonValue() as Promise<number>)
      .catch(() => -1);
    if (i < 0) continue;
    if (ms < 0) missed++;
    else times.push(Math.round(ms));
  }
  await context.close();
  return { url, samples: times, missed, p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

export function quoteTypingLine(q: QuoteTyping): string {
  const what =
    'Typing an amount on `/swap` (QUBE to USDT, desktop width, key by key 60 ms apart) until its quote shows, from the last keystroke:';
  if (q.p50 === null) return `${what} the quote did not show within 30 s in any of ${q.missed} samples.`;
  const missed = q.missed ? `; ${q.missed} more did not show within 30 s` : '';
  return `${what} p50 **${q.p50} ms**, p95 **${q.p95} ms** over ${q.samples.length} edits after one warm-up (samples: ${q.samples.join(', ')} ms${missed}).`;
}

export function quoteSection(q: QuoteTyping, date: string, loadAverage: number): string {
  return `### Typing to quote on /swap (${date})
Measured by \`npm run bench -- quote\` (also part of \`runtime\`): Debian's Chromium, headless and unthrottled, against
\`npm start\`'s server on a seeded network without the dev wallet. The quote's request follows the typed amount as
a React deferred value (no fixed debounce; it was 400 ms). Load average ${loadAverage.toFixed(1)} at the end.

${quoteTypingLine(q)}`;
}
