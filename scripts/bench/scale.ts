/**
 * `npm run bench -- scale` (issue 44): the read mix with one and with two `ROLE=api` processes on one PostgreSQL
 * database. Starts a throwaway PostgreSQL cluster, seeds a network with the DEX and its market, starts a
 * `ROLE=chain` process on it (background market off) and two `ROLE=api` processes (ports BENCH_SCALE_PORT + 0..2,
 * default 4362), then runs autocannon with 10 connections for BENCH_SCALE_SECONDS (default 10) on one API process,
 * and as two parallel runs of 5 connections, one per API process.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Request } from 'autocannon';
import { startThrowawayPostgres } from '@tycho/db/testing';
import { exited, seedDexNetwork, startServer } from '../../apps/server/test/server-process';
import { combine, readMix, scaleSection, type RunResult, type ScaleFigures } from './scale-figures';

async function run(url: string, connections: number, seconds: number, requests: Request[]): Promise<RunResult> {
  const latencies: number[] = [];
  const instance = autocannon({ url, connections, duration: seconds, requests });
  instance.on('response', (_client, _status, _bytes, time) => latencies.push(time));
  const result = await instance;
  return {
    latencies,
    requests: result.requests.total,
    errors: result.non2xx + result.errors + result.timeouts,
    seconds: result.duration,
  };
}

export async function measureScale(port: number, seconds: number): Promise<string> {
  const cluster = await startThrowawayPostgres();
  if (!cluster) return 'PostgreSQL (initdb) is not installed here: the scale figures were not measured.';
  const dataDir = mkdtempSync(join(tmpdir(), 'tycho-scale-'));
  const children: ChildProcess[] = [];
  const start = async (p: number, env: Record<string, string>) => {
    const child = await startServer({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      DATABASE_URL: cluster.url,
      ...env,
      PORT: String(p),
    });
    children.push(child);
    return `http://127.0.0.1:${p}`;
  };
  try {
    console.log('Seeding the network into a throwaway PostgreSQL cluster...');
    await seedDexNetwork(cluster.url);
    const chain = await start(port, { ROLE: 'chain', MARKET_ACTIVITY: 'off' });
    const apis = await Promise.all([1, 2].map((i) => start(port + i, { ROLE: 'api' })));
    const info = (await (await fetch(`${chain}/devnet/info`)).json()) as { accounts: { address: string }[] };
    const page = await fetch(`${apis[0]}/api/v2/pools`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ limit: 50, offset: 0 }),
    });
    const pools = ((await page.json()) as { pools: { meta: { poolAddress: string } }[] }).pools;
    const requests = readMix({
      pools: pools.map((p) => p.meta.poolAddress),
      accounts: info.accounts.map((a) => a.address),
    });
    for (const api of apis) await autocannon({ url: api!, connections: 2, amount: requests.length, requests });
    const rows: ScaleFigures[] = [];
    console.log(`One api process, 10 connections, ${seconds} s...`);
    const one = await run(apis[0]!, 10, seconds, requests);
    rows.push(combine(1, [one], loadavg()[0]!));
    console.log(`Two api processes, 5 connections each, ${seconds} s...`);
    const two = await Promise.all(apis.map((api) => run(api!, 5, seconds, requests)));
    rows.push(combine(2, two, loadavg()[0]!));
    return scaleSection(rows, seconds, cpus().length, new Date().toISOString().slice(0, 10));
  } finally {
    for (const child of children) {
      child.kill('SIGKILL');
      await exited(child);
    }
    cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
