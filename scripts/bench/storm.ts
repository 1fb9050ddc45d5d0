/**
 * Storms (issue 41), for `npm run bench -- storm`: the server as `npm start` runs it (fresh seeded network, dev
 * wallet on, background market on) under three storms sent by a child process (storm-client.ts), while the bench
 * process probes the pools list and /healthz and samples the server's RSS:
 * 1. the most expensive legitimate request (the slowest of a few candidates timed alone), 20 connections;
 * 2. the largest requests the schemas allow (schema-extremes.ts over the served OpenAPI document);
 * 3. 200 WebSocket clients of the dev wallet sending large frames, then closing.
 * The pure parts (statistics, the settling rule, the text) are in storm-figures.ts.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import type autocannon from 'autocannon';
import { DEV_WALLET_WS_PATH } from '../../packages/wallet/src/protocol';
import { DEV_WALLET_MAX_FRAME_BYTES } from '../../packages/wallet/src/server/connection';
import { extremeValue, type JsonSchema, type Samples } from '../../apps/server/test/schema-extremes';
import { rssOf } from './load';
import {
  latencyStats,
  settled,
  SETTLE_RULE,
  type Candidate,
  type MemoryAround,
  type Probe,
  type Stats,
  type StormFigures,
} from './storm-figures';

type Request = NonNullable<Parameters<typeof autocannon>[0]['requests']>[number] & { method: string; path: string };

const json = (path: string, body: unknown): Request => ({
  method: 'POST',
  path,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const POOLS_LIST = json('/api/v2/pools', {});

async function send(base: string, request: Request): Promise<number> {
  const began = performance.now();
  const response = await fetch(base + request.path, {
    method: request.method,
    headers: request.headers,
    body: request.body,
  });
  await response.arrayBuffer();
  return performance.now() - began;
}

/** The pools list, then /healthz, one at a time every 50 ms until `running()` is false. */
async function probe(base: string, running: () => boolean): Promise<Probe> {
  const pools: number[] = [];
  const health: number[] = [];
  while (running()) {
    const began = performance.now();
    pools.push(await send(base, POOLS_LIST));
    health.push(await send(base, { method: 'GET', path: '/healthz' }));
    await sleep(Math.max(0, 50 - (performance.now() - began)));
  }
  return { pools: latencyStats(pools), health: latencyStats(health) };
}

/** Runs a storm-client job; resolves `started` once the child begins the storm and `result` with its figures. */
function storm<T>(job: object) {
  const dir = mkdtempSync(join(tmpdir(), 'tycho-storm-'));
  const file = join(dir, 'job.json');
  writeFileSync(file, JSON.stringify(job));
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/storm-client.ts', file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let began: () => void = () => undefined;
  const started = new Promise<void>((done) => (began = done));
  const result = new Promise<T>((done, fail) => {
    let figures: T | undefined;
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line === 'started') began();
      if (line.startsWith('result ')) figures = JSON.parse(line.slice(7)) as T;
    });
    child.once('exit', (code) => {
      rmSync(dir, { recursive: true, force: true });
      if (figures) done(figures);
      else fail(new Error(`storm-client exited with ${code} without a result`));
    });
  });
  return { started, result };
}

/** Timed alone: median of 5 sequential requests after one warm-up. */
async function timeCandidate(base: string, name: string, request: Request): Promise<Candidate> {
  await send(base, request);
  const times: number[] = [];
  for (let k = 0; k < 5; k++) times.push(await send(base, request));
  return { name, median: latencyStats(times).p50 };
}

interface Info {
  chainTime: number;
  accounts: { name: string; address: string }[];
  addresses: Record<string, string>;
}

/** The requests the app makes that read the most: every portfolio section of each dev account, lists, windows. */
function candidates(info: Info, pools: string[], now: number): [string, Request][] {
  const sections = ['tokens', 'lp', 'farms', 'gauges', 'dao', 'limit-orders', 'totals', 'history'];
  const out: [string, Request][] = info.accounts.flatMap((a) =>
    sections.map((s): [string, Request] => [
      `GET /api/portfolio/v1/{${a.name}}/${s}`,
      { method: 'GET', path: `/api/portfolio/v1/${a.address}/${s}` },
    ]),
  );
  const month = 30 * 86_400_000;
  const pool = pools[0]!;
  out.push(
    ['POST /api/v2/transactions (first page, with count)', json('/api/v2/transactions', { displayTotalCount: true })],
    ['POST /api/v2/transactions (a pool, 100 a page)', json('/api/v2/transactions', { poolAddress: pool, limit: 100 })],
    [
      'POST /api/v2/pools/ohlcv (a pool, H1 price over 30 days)',
      json('/api/v2/pools/ohlcv', {
        from: now - month,
        to: now,
        timeframe: 'H1',
        ohlcvKind: 'Price',
        poolAddress: pool,
      }),
    ],
    ['POST /api/v2/pools (100 a page)', json('/api/v2/pools', { limit: 100 })],
    ['POST /api/gauges/v1/gauges', json('/api/gauges/v1/gauges', {})],
    ['POST /api/v2/currencies', json('/api/v2/currencies', {})],
  );
  return out;
}

interface Operation {
  method: string;
  path: string;
  spec: {
    parameters?: { name: string; in: string; schema: JsonSchema }[];
    requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
  };
}

/** Each operation's `max` and `wide` request: the largest bodies and widest windows its schemas accept. */
export function extremeRequests(
  document: { paths: Record<string, Record<string, Operation['spec']>> },
  samples: Samples,
) {
  const out: Request[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, spec] of Object.entries(methods)) {
      if (method === 'post' && path.startsWith('/devnet/')) continue; // the controls change the network
      const schema = spec.requestBody?.content['application/json'].schema;
      for (const extreme of ['max', 'wide'] as const) {
        const url = path.replace(/\{([^}]+)\}/g, (_, name: string) => {
          const parameter = spec.parameters!.find((p) => p.name === name)!;
          return encodeURIComponent(String(extremeValue(parameter.schema, name, extreme, samples)));
        });
        out.push(
          schema
            ? json(url, extremeValue(schema, 'body', extreme, samples))
            : { method: method.toUpperCase(), path: url },
        );
      }
    }
  }
  return out;
}

/** RSS around a storm: settled before (60 s, no request), peak every 200 ms, right after, settled after (60 s). */
async function memoryAround<T>(pid: number, base: string, job: object) {
  const before = settled(await samples(pid, 60)).mb;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 200);
  const run = storm<T>(job);
  await run.started;
  let running = true;
  const health = probe(base, () => running);
  const result = await run.result.finally(() => (running = false));
  clearInterval(sampler);
  const after = rssOf(pid);
  const end = settled(await samples(pid, 60), SETTLE_RULE);
  const memory: MemoryAround = { before, peak, after, settledAfter: end.mb, settled: end.settled };
  return { result, memory, health: (await health).health };
}

async function samples(pid: number, count: number): Promise<number[]> {
  const out: number[] = [];
  for (let k = 0; k < count; k++) {
    await sleep(1000);
    out.push(rssOf(pid));
  }
  return out;
}

const until = (end: number) => () => performance.now() < end;

export async function measureStorm(base: string, pid: number, seconds: number): Promise<StormFigures> {
  const load = loadavg();
  const info = (await (await fetch(`${base}/devnet/info`)).json()) as Info;
  const listed = (await (await fetch(base + POOLS_LIST.path, { ...POOLS_LIST, body: '{"limit":100}' })).json()) as {
    pools: { meta: { poolAddress: string; currencyAddresses: string[] } }[];
  };
  const pools = listed.pools.map((p) => p.meta.poolAddress);
  const tokens = [...new Set(listed.pools.flatMap((p) => p.meta.currencyAddresses))];
  const now = info.chainTime * 1000;

  console.log('storm: timing the candidates...');
  const timed: Candidate[] = [];
  const requests = new Map(candidates(info, pools, now));
  for (const [name, request] of requests) timed.push(await timeCandidate(base, name, request));
  const slowest = timed.reduce((a, b) => (b.median > a.median ? b : a));

  console.log(`storm 1: ${slowest.name}, the pools list alone for ${seconds} s, then during the storm`);
  const alone = await probe(base, until(performance.now() + seconds * 1000));
  const job = { mode: 'http', url: base, connections: 20, duration: seconds, requests: [requests.get(slowest.name)] };
  const first = storm<{ requests: number; rps: number; errors: number; latency: Stats }>(job);
  await first.started;
  let running = true;
  const duringProbe = probe(base, () => running);
  const expensive = await first.result.finally(() => (running = false));
  const during = await duringProbe;
  const cost = expensive.latency;

  let turn = 0;
  const accounts = info.accounts.map((a) => a.address);
  const samples: Samples = {
    address: (field) => {
      const list = /pool/i.test(field)
        ? pools
        : /currenc|token|root|left|right|lp|base|counter/i.test(field)
          ? tokens
          : accounts;
      return list[turn++ % list.length] ?? `0:${'f'.repeat(64)}`;
    },
    hash: () => 'f'.repeat(64),
  };
  const document = (await (await fetch(`${base}/api/openapi.json`)).json()) as Parameters<typeof extremeRequests>[0];
  const extreme = extremeRequests(document, samples);
  const clients = 50;
  console.log(`storm 2: ${extreme.length} extreme requests, ${clients} connections, ${seconds} s`);
  const second = await memoryAround<{ requests: number; rps: number; statuses: Record<string, number> }>(pid, base, {
    mode: 'http',
    url: base,
    connections: clients,
    duration: seconds,
    requests: extreme,
  });

  // the largest frames the dev wallet reads (a larger one is refused by its header, before it is read)
  const ws = { clients: 200, frames: 5, frameBytes: DEV_WALLET_MAX_FRAME_BYTES };
  console.log(`storm 3: ${ws.clients} WebSocket clients, ${ws.frames} frames of ${ws.frameBytes} bytes each`);
  const third = await memoryAround<{ answered: number; refused: number; seconds: number }>(pid, base, {
    mode: 'ws',
    url: `${base.replace(/^http/, 'ws')}${DEV_WALLET_WS_PATH}`,
    origin: base,
    ...ws,
  });

  return {
    seconds,
    load,
    candidates: timed,
    expensive: { name: slowest.name, ...expensive, p50: cost.p50, p99: cost.p99 },
    alone,
    during,
    extremes: { operations: extreme.length, clients, ...second.result },
    extremesMemory: second.memory,
    extremesHealth: second.health,
    ws: { ...ws, ...third.result },
    wsMemory: third.memory,
    wsHealth: third.health,
  };
}
