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
  bill: { samples: number[]; missed: number; medianMs: number; url: string };
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

const WATCH_BILL = `{
  const input = document.querySelector('[data-testid="swap-amount-left"]');
  window.__billShown = new Promise((resolve) => {
    let typed;
    input.addEventListener('input', () => (typed = performance.now()), { once: true, capture: true });
    const check = () => {
      if (typed !== undefined && document.querySelector('[data-testid="swap-bill"]')) resolve(performance.now() - typed);
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
    setTimeout(() => resolve(-1), 60000);
  });
}`;

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
  if (times.length === 0) throw new Error(`the bill never showed on ${url}`);
  return { samples: times.map((t) => Math.round(t)), missed, medianMs: Math.round(median(times)), url };
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

Typing an amount on \`/swap\` (QUBE to USDT, desktop width, the field filled at once) until the bill shows: median
**${report.bill.medianMs} ms** of ${report.bill.samples.length} after one warm-up (samples: ${report.bill.samples.join(', ')} ms${
    report.bill.missed ? `; ${report.bill.missed} more did not show within 60 s` : ''
  }).`;
}
