import { availableParallelism, loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface PageScore {
  /** The page's name in the table (a route's path, or its example URL). */
  path: string;
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKb: number;
}

export interface BenchPage {
  /** The name in the table. */
  name: string;
  /** The path measured (with real addresses). */
  url: string;
}

export interface LighthouseOptions {
  /** Lighthouse runs per page; every figure of the table is the median of the runs. */
  runs?: number;
}

export interface LighthouseReport {
  scores: PageScore[];
  runs: number;
  /** Lighthouse's CPU benchmark of this machine during the runs (median; about 1000+ on an idle laptop). */
  benchmarkIndex: number;
  /** 1-minute load average when the runs ended, and the number of cores. */
  loadAverage: number;
  cores: number;
}

/** Median of numbers (mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** One figure per page: the median of each metric over the runs (each metric on its own). */
export function medianScore(path: string, runs: readonly Omit<PageScore, 'path'>[]): PageScore {
  const of = (key: keyof Omit<PageScore, 'path'>) => median(runs.map((run) => run[key]));
  return {
    path,
    performance: Math.round(of('performance')),
    accessibility: Math.round(of('accessibility')),
    fcpMs: Math.round(of('fcpMs')),
    lcpMs: Math.round(of('lcpMs')),
    tbtMs: Math.round(of('tbtMs')),
    cls: Math.round(of('cls') * 1000) / 1000,
    scriptKb: Math.round(of('scriptKb') * 10) / 10,
  };
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Runs Lighthouse (mobile preset, simulated throttling) in Debian's Chromium against each page of the server at
 * `base`, `runs` times.
 */
export async function measureLighthouse(
  base: string,
  pages: readonly BenchPage[],
  options: LighthouseOptions = {},
): Promise<LighthouseReport> {
  const { runs = 3 } = options;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const scores: PageScore[] = [];
    const benchmarks: number[] = [];
    for (const page of pages) {
      const measured: Omit<PageScore, 'path'>[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(`${base}${page.url}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${page.url}`);
        const { categories, audits, environment } = result.lhr;
        const scripts =
          (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] })
            ?.items ?? [];
        benchmarks.push(environment.benchmarkIndex);
        measured.push({
          performance: (categories.performance.score ?? 0) * 100,
          accessibility: (categories.accessibility.score ?? 0) * 100,
          fcpMs: audits['first-contentful-paint']?.numericValue ?? 0,
          lcpMs: audits['largest-contentful-paint']?.numericValue ?? 0,
          tbtMs: audits['total-blocking-time']?.numericValue ?? 0,
          cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
          scriptKb: (scripts.find((i) => i.resourceType === 'script')?.transferSize ?? 0) / 1024,
        });
      }
      const score = medianScore(page.name, measured);
      console.log(`lighthouse ${page.name}: ${score.performance} (LCP ${score.lcpMs} ms, TBT ${score.tbtMs} ms)`);
      scores.push(score);
    }
    return {
      scores,
      runs,
      benchmarkIndex: Math.round(median(benchmarks)),
      loadAverage: loadavg()[0],
      cores: availableParallelism(),
    };
  } finally {
    await chrome.kill();
  }
}

export function lighthouseSection(report: LighthouseReport, date: string): string {
  const rows = report.scores
    .map(
      (s) =>
        `| \`${s.path}\` | ${s.performance} | ${s.accessibility} | ${s.fcpMs} ms | ${s.lcpMs} ms | ${s.tbtMs} ms | ${s.cls} | ${s.scriptKb} kB |`,
    )
    .join('\n');
  return `### Lighthouse, mobile preset (${date})
Lighthouse 12 in Debian's Chromium (simulated mobile throttling) against \`npm start\`'s server on a seeded
network, without the dev wallet (a visitor): every built route of the route table at its example URL (as the browser
tests pick them), the N-pool's page, and the page-not-found page that the routes not built yet show. Every figure is
the median of ${report.runs} runs. Script transferred is what the page loaded in total (compressed as sent), lazy chunks
included. Machine during the runs: ${report.cores} cores shared with other work, load average
${report.loadAverage.toFixed(1)}, Lighthouse benchmark index ${report.benchmarkIndex}: the figures are indicative. Under
load the CPU-bound figures (TBT, then LCP) come out worse and vary from run to run.

| page | performance | accessibility | FCP | LCP | TBT | CLS | script transferred |
|---|---|---|---|---|---|---|---|
${rows}`;
}
