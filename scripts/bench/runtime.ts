import { chromium, type Page } from '@playwright/test';
import { median, type BenchPage } from './lighthouse';

/**
 * Runtime cost of each page, unthrottled, through the Chrome DevTools protocol (`Performance.getMetrics`): the main
 * thread's script time and the JS heap once the page has loaded its data, and the time from typing an amount on
 * `/swap` to the bill showing. Debian's Chromium, headless, a fresh browser context (cold cache) for every load.
 */
export interface PageRuntime {
  path: string;
  /** Script execution on the main thread from navigation until the page has loaded its data, ms (median). */
  scriptMs: number;
  /** All main-thread tasks over the same time, ms (median). */
  taskMs: number;
  /** JS heap in use then, MB (median). */
  heapMb: number;
}

export interface RuntimeReport {
  pages: PageRuntime[];
  runs: number;
  /** Typing an amount on `/swap` until the bill shows: every sample (ms) and their median. */
  bill: { samples: number[]; missed: number; medianMs: number | null; url: string };
}

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The page has loaded what it shows: main has content and no spinner or skeleton is left (as the e2e `settle`). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const main = document.querySelector('main');
      return (
        !!main &&
        main.childElementCount > 0 &&
        !main.querySelector('[data-testid="spinner"], [data-skeleton]') &&
        document.readyState === 'complete'
      );
    },
    undefined,
    { timeout: 60_000, polling: 50 },
  );
}

export async function measureRuntime(
  base: string,
  pages: readonly BenchPage[],
  swapUrl: string,
  options: { runs?: number; billSamples?: number } = {},
): Promise<RuntimeReport> {
  const { runs = 3, billSamples = 20 } = options;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const results: PageRuntime[] = [];
    for (const target of pages) {
      const samples: { script: number; task: number; heap: number }[] = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Performance.enable');
        await page.goto(base + target.url);
        await settled(page);
        const { metrics } = await cdp.send('Performance.getMetrics');
        const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
        samples.push({
          script: metric('ScriptDuration') * 1000,
          task: metric('TaskDuration') * 1000,
          heap: metric('JSHeapUsedSize') / 1024 / 1024,
        });
        await context.close();
      }
      const result = {
        path: target.name,
        scriptMs: Math.round(median(samples.map((s) => s.script))),
        taskMs: Math.round(median(samples.map((s) => s.task))),
        heapMb: Math.round(median(samples.map((s) => s.heap)) * 10) / 10,
      };
      console.log(`runtime ${target.name}: script ${result.scriptMs} ms, heap ${result.heapMb} MB`);
      results.push(result);
    }
    return { pages: results, runs, bill: await measureBill(browser, base + swapUrl, billSamples) };
  } finally {
    await browser.close();
  }
}

// The listener sits on the document (capture), not on the field: the field may be a new element after it was
// emptied, and a listener on the old one never hears the typing (every sample then timed out). A function called at
// once, not a block: a block's completion value is the promise, which `page.evaluate` would wait for.
const WATCH_BILL = `(() => {
  window.__billShown = new Promise((resolve) => {
    let typed;
    const onInput = (event) => {
      if (typed === undefined && event.target.closest('[data-testid="swap-amount-left"]')) typed = performance.now();
    };
    document.addEventListener('input', onInput, { capture: true });
    const done = (ms) => {
      document.removeEventListener('input', onInput, { capture: true });
      resolve(ms);
    };
    const check = () => {
      if (typed !== undefined && document.querySelector('[data-testid="swap-bill"]')) done(performance.now() - typed);
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
    setTimeout(() => done(-1), 60000);
  });
})()`;

declare global {
  interface Window {
    __billShown?: Promise<number>;
  }
}

/**
 * Types an amount into the swap card's first field (one input event, as a paste) and times it until the bill is on
 * screen (checked every animation frame); the field is emptied (the bill goes) between samples, and each sample
 * asks for a different amount so no quote comes from the cache.
 */
async function measureBill(browser: import('@playwright/test').Browser, url: string, samples: number) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(url);
  await settled(page);
  const field = page.getByTestId('swap-amount-left');
  const bill = page.getByTestId('swap-bill');
  const times: number[] = [];
  let missed = 0;
  // one warm-up first (the first quote also loads the quoting code and schemas), then the counted samples
  for (let i = -1; i < samples; i++) {
    await field.fill('');
    await bill.waitFor({ state: 'detached', timeout: 60_000 });
    // a string: tsx would wrap the named arrow functions in a helper the page does not have
    await page.evaluate(WATCH_BILL);
    await field.fill((1.13 + (i + 1) * 0.37).toFixed(2));
    const ms = await page.evaluate(() => window.__billShown!);
    if (i < 0) continue;
    if (ms < 0) missed++;
    else times.push(ms);
  }
  await context.close();
  // no sample is a result too (recorded as such), not a reason to lose the pages' figures measured before
  const medianMs = times.length ? Math.round(median(times)) : null;
  return { samples: times.map((t) => Math.round(t)), missed, medianMs, url };
}

export function runtimeSection(report: RuntimeReport, date: string, loadAverage: number): string {
  const rows = report.pages
    .map((p) => `| \`${p.path}\` | ${p.scriptMs} ms | ${p.taskMs} ms | ${p.heapMb} MB |`)
    .join('\n');
  return `### Runtime cost per page (${date})
Measured by \`npm run bench -- runtime\`: Debian's Chromium, headless and unthrottled, 390 × 800 px, a fresh browser
context (cold cache) per load, against \`npm start\`'s server on a seeded network without the dev wallet (a visitor).
Chrome DevTools protocol \`Performance.getMetrics\` once the page has loaded its data (no spinner or skeleton left in
the main region): \`ScriptDuration\` (script time), \`TaskDuration\` (all main-thread work) and \`JSHeapUsedSize\`.
Medians of ${report.runs} loads. The machine is shared with other work (load average ${loadAverage.toFixed(1)} at the
end): the figures are indicative, not a quiet machine's.

| page | script time | main-thread tasks | JS heap |
|---|---|---|---|
${rows}

${billLine(report.bill)}`;
}

function billLine(bill: RuntimeReport['bill']): string {
  const what =
    'Typing an amount on `/swap` (QUBE to USDT, desktop width, the field filled at once) until the bill shows:';
  if (bill.medianMs === null) return `${what} the bill did not show within 60 s in any of ${bill.missed} samples.`;
  const missed = bill.missed ? `; ${bill.missed} more did not show within 60 s` : '';
  return `${what} median **${bill.medianMs} ms** of ${bill.samples.length} after one warm-up (samples: ${bill.samples.join(', ')} ms${missed}).`;
}
