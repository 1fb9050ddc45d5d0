import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median } from './lighthouse';

/**
 * How long `npm start` takes until the page answers on a seeded network (`npm run bench -- start`), in a clone of
 * the checkout's last commit (its node_modules hard-linked from this checkout, as `npm ci` would leave them):
 * - first start: no web build, no dev wallet build, no data (a fresh clone after `npm ci`): the build and a new
 *   network's seeding;
 * - later start: the same clone started again on its data, with its build up to date.
 * Ready means `/healthz` answers ok and `/swap` answers 200 with the app's page; timed from the spawn of `npm start`.
 */
export interface StartFigures {
  first: number[];
  later: number[];
  firstMedian: number;
  laterMedian: number;
}

const NODE_MODULES_OF = ['.', ...['apps', 'packages'].flatMap((dir) => readdirSync(dir).map((d) => join(dir, d)))];

/** A clone of HEAD with this checkout's installed packages (hard links: fast, no download). */
function cloneCheckout(root: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'tycho-start-'));
  execFileSync('git', ['clone', '-q', '--local', '--no-hardlinks', root, dir]);
  for (const pkg of NODE_MODULES_OF) {
    const from = join(root, pkg, 'node_modules');
    if (existsSync(from)) execFileSync('cp', ['-al', from, join(dir, pkg, 'node_modules')]);
  }
  return dir;
}

async function answers(url: string, check: (body: string) => boolean): Promise<boolean> {
  try {
    const response = await fetch(url);
    return response.ok && check(await response.text());
  } catch {
    return false;
  }
}

/** Spawns `npm start` in `dir` and resolves with the seconds until it is ready; stops it (SIGINT) after. */
async function timeStart(dir: string, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), MARKET_ACTIVITY: 'off' },
    stdio: 'ignore',
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      const ready =
        (await answers(`${base}/healthz`, (body) => body.includes('"ok"'))) &&
        (await answers(`${base}/swap`, (body) => body.includes('id="root"')));
      if (ready) return (performance.now() - started) / 1000;
      if (performance.now() - started > 300_000) throw new Error('npm start was not ready within 300 s');
      await new Promise((done) => setTimeout(done, 50));
    }
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      process.kill(-child.pid!, 'SIGINT');
      await exited;
    }
  }
}

export async function measureStart(root: string, runs = 3, port = 4490): Promise<StartFigures> {
  const dir = cloneCheckout(root);
  const first: number[] = [];
  const later: number[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      for (const out of ['apps/web/dist', 'packages/wallet/dist', '.data']) {
        rmSync(join(dir, out), { recursive: true, force: true });
      }
      first.push(await timeStart(dir, port));
      later.push(await timeStart(dir, port));
      console.log(`start: first ${first.at(-1)!.toFixed(1)} s, later ${later.at(-1)!.toFixed(1)} s`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return { first, later, firstMedian: median(first), laterMedian: median(later) };
}

export function startSection(f: StartFigures, date: string, loadAverage: number): string {
  const list = (values: number[]) => values.map((v) => v.toFixed(1)).join(', ');
  return `### Time to a running local network (${date})
Measured by \`npm run bench -- start\` in a clone of the last commit with its packages installed (as after
\`npm ci\`), background market off: from \`npm start\` until \`/healthz\` answers ok and \`/swap\` answers the app's
page. First start: no build, no data (the web and dev wallet builds run beside the seeding of a new network). Later
start: the same clone again, on its data and build. Load average ${loadAverage.toFixed(1)} at the end.

| start | median | runs |
|---|---|---|
| first (build and seeding) | **${f.firstMedian.toFixed(1)} s** | ${list(f.first)} s |
| later (existing data) | **${f.laterMedian.toFixed(1)} s** | ${list(f.later)} s |`;
}
