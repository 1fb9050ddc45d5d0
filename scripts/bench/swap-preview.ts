import { chromium, type Page } from '@playwright/test';
import { percentile } from './quote-typing';
import { CHROMIUM_ARGS } from './runtime';

/**
 * The preview before signing of a three-hop swap (`npm run bench -- preview`, issue 43): on `/swap/SOL/AAVE` with the
 * dev wallet's Heidi connected, each sample sets a new amount (so no preview is reused), waits for the swap to be
 * ready, clicks Swap and times from the click to the first frame where the confirmation's preview has its answer
 * (every hop run through the wallet's executeLocal and the balance changes drawn), then closes the popup.
 */
export interface PreviewTiming {
  url: string;
  account: string;
  /** Every sample, ms. */
  samples: number[];
  /** Samples whose preview did not answer within 30 s. */
  missed: number;
  /** The preview's end state in each sample (`ok`, `fails`, `unavailable`): a bench of a fallback measures nothing. */
  states: string[];
  p50: number | null;
  p95: number | null;
}

// In the page: the time of the click on Swap and of the first frame (checked every animation frame) where the
// popup's preview is no longer loading. A string: tsx would wrap named arrow functions in a helper the page lacks.
const WATCH = `(() => {
  const state = { clickedAt: undefined, shownAt: undefined, shown: undefined };
  window.__previewTiming = state;
  document.addEventListener('click', (event) => {
    if (event.target.closest('[data-testid="swap-submit"]')) {
      state.clickedAt = performance.now();
      state.shownAt = undefined;
      state.shown = undefined;
    }
  }, { capture: true });
  const check = () => {
    const preview = document.querySelector('[data-testid="swap-confirm-dialog"] [data-testid="preview"]');
    const answer = preview && preview.getAttribute('data-state');
    if (state.clickedAt !== undefined && state.shownAt === undefined && answer && answer !== 'loading') {
      state.shownAt = performance.now();
      state.shown = answer;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})()`;

declare global {
  interface Window {
    __previewTiming?: { clickedAt?: number; shownAt?: number; shown?: string };
  }
}

/** The amount of sample i: 0.5 SOL and a little more each time (a fresh quote, so a fresh preview). */
export function previewAmount(i: number): string {
  return (0.5 + (i + 1) * 0.0013).toFixed(4);
}

async function connect(page: Page, account: string): Promise<void> {
  await page
    .getByRole('button', { name: /connect wallet/i })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /connect to/i });
  await dialog.getByRole('radio', { name: new RegExp(`^${account}\\b`) }).check();
  await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
  await page.getByTestId('wallet-address').first().waitFor({ state: 'attached' });
}

export async function measureSwapPreview(
  base: string,
  roots: { from: string; to: string },
  samples = 20,
  account = 'Heidi',
): Promise<PreviewTiming> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const url = `${base}/swap/${roots.from}/${roots.to}`;
  const times: number[] = [];
  const states: string[] = [];
  let missed = 0;
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await page.goto(url);
    await connect(page, account);
    await page.evaluate(WATCH);
    const field = page.getByTestId('swap-amount-left');
    const submit = page.getByTestId('swap-submit');
    const dialog = page.getByTestId('swap-confirm-dialog');
    // one warm-up first (the first popup also loads the preview's code), then the counted samples
    for (let i = -1; i < samples; i++) {
      await field.fill(previewAmount(i));
      await page.waitForFunction(
        () => {
          const route = document.querySelector('[data-testid="swap-route"]');
          const button = document.querySelector('[data-testid="swap-submit"]');
          return route?.getAttribute('data-hops') === '3' && button?.getAttribute('data-state') === 'ready';
        },
        undefined,
        { timeout: 30_000 },
      );
      await submit.click();
      const answer = await page
        .waitForFunction(
          () => {
            const s = window.__previewTiming;
            return s?.shownAt !== undefined && s.clickedAt !== undefined
              ? { ms: s.shownAt - s.clickedAt, state: s.shown ?? '' }
              : false;
          },
          undefined,
          { timeout: 30_000, polling: 'raf' },
        )
        .then((handle) => handle.jsonValue() as Promise<{ ms: number; state: string }>)
        .catch(() => undefined);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached', timeout: 10_000 });
      if (i < 0) continue;
      if (!answer) missed++;
      else {
        times.push(Math.round(answer.ms));
        states.push(answer.state);
      }
    }
  } finally {
    await browser.close();
  }
  return { url, account, samples: times, missed, states, p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

export function previewSection(p: PreviewTiming, date: string, loadAverage: number): string {
  const counts = Object.entries(
    p.states.reduce<Record<string, number>>((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {}),
  )
    .map(([state, n]) => `${n} ${state}`)
    .join(', ');
  const what =
    'Clicking Swap for a three-hop swap (SOL to AAVE, about 0.5 SOL, a new amount each time) until the confirmation shows the preview of every hop, from the click:';
  const figures =
    p.p50 === null
      ? `no preview answered within 30 s in any of ${p.missed} samples.`
      : `p50 **${p.p50} ms**, p95 **${p.p95} ms** over ${p.samples.length} openings after one warm-up (end states: ${counts}; samples: ${p.samples.join(', ')} ms${p.missed ? `; ${p.missed} more did not answer within 30 s` : ''}).`;
  return `### Preview of a three-hop swap (${date})
Measured by \`npm run bench -- preview\`: Debian's Chromium, headless and unthrottled, against \`npm start\`'s server on
a fresh seeded network with the dev wallet (${p.account} connected) and the background market off. The preview asks
the server for the swap's wallet call, then runs it through the dev wallet's \`executeLocal\` and follows each
internal message with \`getFullContractState\` (issue 43's target: on screen within 300 ms). Load average
${loadAverage.toFixed(1)} at the end.

${what} ${figures}`;
}
