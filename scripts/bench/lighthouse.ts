import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface PageScore {
  path: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  scriptKb: number;
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
 * Starts the local network on a fresh data directory, then runs Lighthouse (mobile preset, simulated throttling)
 * in Debian's Chromium against each page. `pages` may use `{token:SYMBOL}` and `{pool:NAME}` placeholders.
 */
export async function measureLighthouse(pages: string[], port = 4480): Promise<PageScore[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tycho-lh-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DEV_WALLET: 'off' },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    await waitForHealth(base);
    const { addresses } = (await (await fetch(`${base}/devnet/info`)).json()) as { addresses: Record<string, string> };
    const scores: PageScore[] = [];
    for (const template of pages) {
      const path = template.replace(/\{(token|pool):([^}]+)\}/g, (_, kind: string, name: string) => addresses[`${kind}:${name}`] ?? name);
      const result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      const { categories, audits } = result.lhr;
      const scripts = (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] })?.items ?? [];
      scores.push({
        path: template,
        performance: Math.round((categories.performance.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        scriptKb: Math.round((scripts.find((i) => i.resourceType === 'script')?.transferSize ?? 0) / 102.4) / 10,
      });
    }
    return scores;
  } finally {
    await chrome.kill();
    server.kill('SIGINT');
    await new Promise((done) => server.once('exit', done));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function lighthouseSection(scores: PageScore[], date: string): string {
  const rows = scores
    .map((s) => `| \`${s.path}\` | ${s.performance} | ${s.accessibility} | ${s.lcpMs} ms | ${s.tbtMs} ms | ${s.scriptKb} kB |`)
    .join('\n');
  return `### Lighthouse, mobile preset (${date})
Lighthouse 12 in Debian's Chromium (simulated mobile throttling) against \`npm start\`'s server on a fresh seeded
network, without the dev wallet (a visitor). Script transfer is what the page loaded in total, lazy chunks included.

| page | performance | accessibility | LCP | TBT | script transferred |
|---|---|---|---|---|---|
${rows}`;
}
