/**
 * Load and memory (issue 15), for `npm run bench -- load`:
 * - the DEX API in its own process over PostgreSQL with the large synthetic dataset: autocannon for
 *   BENCH_LOAD_SECONDS (default 60) on a mix of the pools, transactions and route endpoints; throughput, p50/p95/p99
 *   from every response's latency, errors, and the server's resident memory before and after;
 * - the local network as `npm start` runs it (fresh seeded market, background market on): resident memory once it
 *   is ready, after BENCH_MARKET_SECONDS (default 60) of background market, and after a restart on the same data.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { openDatabase } from '@tycho/db';
import { startThrowawayPostgres } from '@tycho/db/testing';
import { serverEnv } from '../server-env.mjs';
import { percentile } from './storm-figures';
import { generateDataset, hexAddress, poolAddress, tokenAddress, type DatasetSize } from './dex-dataset';

/** One autocannon run: responses, their rate, latency percentiles (ms) and failures. */
export interface Latency {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

export interface LoadFigures extends Latency {
  size: DatasetSize;
  seconds: number;
  rssBefore: number;
  rssAfter: number;
  /** Each portfolio section alone, 10 connections, over 40 wallets that traded in the dataset. */
  portfolio: SectionFigures[];
}

/** One portfolio section alone under load: its path's last part and the latency figures. */
export interface SectionFigures extends Latency {
  section: string;
}

export interface MemoryFigures {
  ready: number;
  readySeconds: number;
  afterMarket: number;
  /** The highest RSS seen while the market ran (sampled every minute). */
  peak: number;
  marketSeconds: number;
  restarted: number;
}

/** Resident memory of a process in MB (Linux /proc). */
export function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Math.round(Number(line[1]) / 1024) : 0;
}

function waitForLine(child: ChildProcess, pattern: RegExp): Promise<RegExpMatchArray> {
  let output = '';
  return new Promise((done, fail) => {
    const listen = (chunk: Buffer) => {
      output += String(chunk);
      const match = output.match(pattern);
      if (match) done(match);
    };
    child.stdout!.on('data', listen);
    child.stderr!.on('data', listen);
    child.once('exit', (code) => fail(new Error(`exited with ${code}: ${output.slice(-2000)}`)));
  });
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((done) => {
    child.removeAllListeners('exit');
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });

/**
 * The request mix: pages of pools, pools of a token, transactions (newest, of a pool, of a token), routes, and a
 * trader's portfolio (the database side of every section, its totals and its 30-day history; the synthetic
 * dataset has no chain, so balances read as zero).
 */
function requests(size: DatasetSize) {
  const token = (i: number) => tokenAddress(2 + ((i * 37) % (size.tokens - 1)));
  const pool = (i: number) => poolAddress(1 + ((i * 251) % size.pools));
  const post = (path: string, body: unknown) => ({
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return Array.from({ length: 40 }, (_, i) => [
    post('/api/v2/pools', { offset: (i % 10) * 10 }),
    post('/api/v2/pools', { currencyAddress: token(i), ordering: 'volume24hdescending' }),
    post('/api/v2/transactions', { offset: (i % 5) * 10 }),
    post('/api/v2/transactions', { poolAddress: pool(i) }),
    post('/api/v2/transactions', { currencyAddress: token(i), displayTotalCount: false }),
    post('/api/v2/pools/cross_swap_route', {
      amount: '1000000000',
      direction: 'expectedexchange',
      fromCurrencyAddress: token(i),
      toCurrencyAddress: token(i + 7),
    }),
    ...['tokens', 'lp', 'limit-orders', 'totals', 'history'].map((section) => ({
      method: 'GET',
      path: `/api/portfolio/v1/${hexAddress(1_000_000 + ((i * 97) % 5000))}/${section}`,
    })),
  ]).flat();
}

export const PORTFOLIO_SECTIONS = [
  'tokens',
  'lp',
  'dex-account',
  'farms',
  'gauges',
  'dao',
  'limit-orders',
  'proposal-votes',
  'builder',
  'totals',
  'history',
];

/** Latencies of every response of one autocannon run, sorted, with its totals. */
export async function timed(options: Parameters<typeof autocannon>[0]): Promise<Latency> {
  const latencies: number[] = [];
  const run = autocannon(options);
  run.on('response', (_client, _status, _bytes, time) => latencies.push(time));
  const result = await run;
  latencies.sort((a, b) => a - b);
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

/** Each portfolio section alone for `seconds`: 10 connections cycling through 40 wallets of the dataset's traders. */
async function portfolioSections(url: string, seconds: number): Promise<SectionFigures[]> {
  const out: SectionFigures[] = [];
  for (const section of PORTFOLIO_SECTIONS) {
    const requests = Array.from({ length: 40 }, (_, i) => ({
      method: 'GET' as const,
      path: `/api/portfolio/v1/${hexAddress(1_000_000 + ((i * 131) % 5000))}/${section}`,
    }));
    out.push({ section, ...(await timed({ url, connections: 10, duration: seconds, requests })) });
  }
  return out;
}

export async function measureLoad(size: DatasetSize, seconds: number): Promise<LoadFigures | undefined> {
  const cluster = await startThrowawayPostgres();
  if (!cluster) return undefined;
  try {
    const handle = await openDatabase({ databaseUrl: cluster.url });
    await generateDataset(handle.db, size);
    await handle.close();
    const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/load-server.ts', cluster.url], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const port = Number((await waitForLine(server, /listening (\d+)/))[1]);
    const url = `http://127.0.0.1:${port}`;
    const mix = requests(size);
    await autocannon({ url, connections: 2, amount: mix.length, requests: mix }); // warm-up
    const rssBefore = rssOf(server.pid!);
    const mixed = await timed({ url, connections: 10, duration: seconds, requests: mix });
    const rssAfter = rssOf(server.pid!);
    const portfolio = await portfolioSections(url, Math.max(2, Math.round(seconds / 12)));
    await stopped(server);
    return { size, seconds, ...mixed, rssBefore, rssAfter, portfolio };
  } finally {
    cluster.stop();
  }
}

async function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Resident memory of the server as `npm start` runs it: ready, after the background market, after a restart. */
export async function measureMemory(marketSeconds: number): Promise<MemoryFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tycho-bench-memory-'));
  const start = async () => {
    const env = serverEnv({ ...process.env, PORT: String(await freePort()), DATA_DIR: dataDir, MARKET_ACTIVITY: 'on' });
    const began = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await waitForLine(child, /Open http:\/\//);
    return { child, port: env.PORT, seconds: (performance.now() - began) / 1000 };
  };
  try {
    const first = await start();
    const ready = rssOf(first.child.pid!);
    // a user's open tab: one API request a minute keeps the market awake (it sleeps after 15 idle minutes)
    let peak = ready;
    for (let left = marketSeconds; left > 0; left -= 60) {
      await fetch(`http://127.0.0.1:${first.port}/healthz`).catch(() => undefined);
      await sleep(Math.min(60, left) * 1000);
      peak = Math.max(peak, rssOf(first.child.pid!));
      if (process.env.BENCH_VERBOSE)
        console.log(`memory: ${marketSeconds - left + Math.min(60, left)} s, ${rssOf(first.child.pid!)} MB`);
    }
    const afterMarket = rssOf(first.child.pid!);
    await stopped(first.child);
    const second = await start();
    const restarted = rssOf(second.child.pid!);
    await stopped(second.child);
    return { ready, readySeconds: first.seconds, afterMarket, peak, marketSeconds, restarted };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function loadSection(
  load: LoadFigures | undefined,
  memory: MemoryFigures,
  date: string,
  machine?: { start: number; end: number },
): string {
  const api = load
    ? `DEX API alone in its process over PostgreSQL (throwaway cluster, fsync off) with ${load.size.tokens} tokens,
${load.size.pools} pools and ${load.size.transactions} transactions; autocannon, 10 connections, ${load.seconds} s, a mix
of 440 distinct requests (pools pages, pools of a token, newest transactions, transactions of a pool and of a token,
cross_swap_route, and five portfolio sections of 40 traders); latency percentiles over every response.

| requests | req/s | p50 ms | p95 ms | p99 ms | errors | server RSS before | server RSS after |
|---|---|---|---|---|---|---|---|
| ${load.requests} | ${load.rps.toFixed(0)} | ${load.p50.toFixed(1)} | ${load.p95.toFixed(1)} | ${load.p99.toFixed(1)} | ${load.errors} | ${load.rssBefore} MB | ${load.rssAfter} MB |

Each portfolio section alone afterwards (one call per section, as the page makes them), 10 connections, ${load.portfolio[0]?.requests === undefined ? '' : `${Math.max(2, Math.round(load.seconds / 12))} s each, `}40
wallets that traded in the dataset (each has swapped, deposited and withdrawn across many pools). The dataset has no
chain behind it: balances read from contracts answer nothing, so these figures are the database work of each section
(the wallet's traded tokens, LP pools, flows and daily closes), not the getters' reads.

| section | requests | req/s | p50 ms | p95 ms | p99 ms | errors |
|---|---|---|---|---|---|---|
${load.portfolio.map((p) => `| \`${p.section}\` | ${p.requests} | ${p.rps.toFixed(0)} | ${p.p50.toFixed(1)} | ${p.p95.toFixed(1)} | ${p.p99.toFixed(1)} | ${p.errors} |`).join('\n')}`
    : 'PostgreSQL (initdb) is not installed here: the load figures were not measured.';
  const quiet = machine
    ? `\n\nMachine: 2 cores, load average ${machine.start.toFixed(2)} at the start and ${machine.end.toFixed(2)} at the end.`
    : '';
  return `### Load and memory (${date})
${api}${quiet}

The local network as \`npm start\` runs it (fresh seeded market, background market on), resident memory of the
server process:

| ready (fresh seed, ${memory.readySeconds.toFixed(0)} s) | after ${memory.marketSeconds} s of background market (a request a minute) | peak meanwhile | after a restart on the same data |
|---|---|---|---|
| ${memory.ready} MB | ${memory.afterMarket} MB | ${memory.peak} MB | ${memory.restarted} MB |`;
}
