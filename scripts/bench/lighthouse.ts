import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface PageScore {
  path: string;
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKb: number;
}

export interface LighthouseOptions {
  /** Port of the server this run starts (ignored with `baseUrl`). */
  port?: number;
  /** Measure a server that is already running instead of starting one. */
  baseUrl?: string;
  /** Web build the started server serves (its WEB_DIST); default: the server's own default. */
  webDist?: string;
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

async function waitForHealth(base: string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`the server at ${base} did not become healthy`);
}

/**
 * Starts the local network on a fresh data directory (or uses `baseUrl`), then runs Lighthouse (mobile preset,
 * simulated throttling) in Debian's Chromium against each page, `runs` times. `pages` may use `{token:SYMBOL}` and
 * `{pool:NAME}` placeholders.
 */
export async function measureLighthouse(pages: string[], options: LighthouseOptions = {}): Promise<LighthouseReport> {
  const { port = 4480, baseUrl, webDist, runs = 3 } = options;
  const dataDir = baseUrl ? undefined : mkdtempSync(join(tmpdir(), 'tycho-lh-'));
  const server = dataDir
    ? spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        env: {
          ...process.env,
          PORT: String(port),
          DATA_DIR: dataDir,
          DEV_WALLET: 'off',
          ...(webDist ? { WEB_DIST: webDist } : {}),
        },
        stdio: 'ignore',
      })
    : undefined;
  const base = baseUrl?.replace(/\/$/, '') ?? `http://127.0.0.1:${port}`;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    await waitForHealth(base);
    const { addresses } = (await (await fetch(`${base}/devnet/info`)).json()) as { addresses: Record<string, string> };
    const scores: PageScore[] = [];
    const benchmarks: number[] = [];
    for (const template of pages) {
      const path = template.replace(
        /\{(token|pool):([^}]+)\}/g,
        (_, kind: string, name: string) => addresses[`${kind}:${name}`] ?? name,
      );
      const measured: Omit<PageScore, 'path'>[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(`${base}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
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
      scores.push(medianScore(template, measured));
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
    if (server) {
      server.kill('SIGINT');
      await new Promise((done) => server.once('exit', done));
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
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
network, without the dev wallet (a visitor). Every figure is the median of ${report.runs} runs. Script transferred is
what the page loaded in total (compressed as sent), lazy chunks included.
Machine during the runs: ${report.cores} cores, load average ${report.loadAverage.toFixed(1)}, Lighthouse benchmark index ${report.benchmarkIndex}. Under load the
CPU-bound figures (TBT, then LCP) come out worse and vary from run to run.

| page | performance | accessibility | FCP | LCP | TBT | CLS | script transferred |
|---|---|---|---|---|---|---|---|
${rows}`;
}
