import { chromium, type Page } from '@playwright/test';
import { median, type BenchPage } from './lighthouse';
import { measureQuoteTyping, quoteTypingLine, type QuoteTyping } from './quote-typing';

/**
 * Runtime cost of each page, unthrottled, through the Chrome DevTools protocol (`Performance.getMetrics`): the main
 * thread's script time and the JS heap once the page has loaded its data, and the time from the last keystroke of an
 * amount on `/swap` to its quote on screen. Debian's Chromium, headless, a fresh browser context (cold cache) for every load.
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
  /** Typing an amount on `/swap` until its quote shows (quote-typing.ts). */
  quote: QuoteTyping;
}

export const CHROMIUM_ARGS = [
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
  options: { runs?: number; quoteSamples?: number } = {},
): Promise<RuntimeReport> {
  const { runs = 3, quoteSamples = 50 } = options;
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
    return { pages: results, runs, quote: await measureQuoteTyping(browser, base + swapUrl, quoteSamples) };
  } finally {
    await browser.close();
  }
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

${quoteTypingLine(report.quote)}`;
}

/** `npm run bench -- quote`: only the typing-to-quote figure, in a browser of its own. */
export async function measureQuoteAlone(url: string, samples = 50): Promise<QuoteTyping> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    return await measureQuoteTyping(browser, url, samples);
  } finally {
    await browser.close();
  }
}
