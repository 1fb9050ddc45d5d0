/**
 * The pure side of `npm run bench -- scale` (issue 44): the read mix the app makes, the figures of one or more
 * parallel autocannon runs, and the report's section.
 */
import type { Request } from 'autocannon';
import type { Latency } from './load';
import { percentile } from './storm-figures';

/** What the mix reads from the network: pool addresses and dev account addresses. */
export interface MixInputs {
  pools: string[];
  accounts: string[];
}

const post = (path: string, body: unknown): Request => ({
  method: 'POST',
  path,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** Names of the reads in the mix, in the order {@link readMix} cycles through them. */
export const MIX_READS = [
  'pools list',
  'pair OHLCV',
  'transactions',
  'portfolio tokens',
  'gauges list',
  'token list',
] as const;

/**
 * The common reads of the app, cycling through the pools and accounts: the pools list (a page by TVL), a pair's
 * daily price candles, the newest transactions of a pool, a trader's portfolio tokens section, the gauges list
 * and the token list. `rounds` sets of six requests.
 */
export function readMix({ pools, accounts }: MixInputs, rounds = 20, now = Date.now()): Request[] {
  if (!pools.length || !accounts.length) throw new Error('the read mix needs at least one pool and one account');
  return Array.from({ length: rounds }, (_, i) => {
    const pool = pools[i % pools.length]!;
    return [
      post('/api/v2/pools', { offset: (i % 3) * 10, limit: 10, ordering: 'tvldescending' }),
      post('/api/v2/pools/ohlcv', {
        from: now - 30 * 86_400_000,
        to: now,
        ohlcvKind: 'Price',
        poolAddress: pool,
        timeframe: 'D1',
      }),
      post('/api/v2/transactions', { poolAddress: pool, limit: 10, offset: 0 }),
      { method: 'GET', path: `/api/portfolio/v1/${accounts[i % accounts.length]!}/tokens` },
      post('/api/gauges/v1/gauges', { limit: 10, offset: 0, ordering: 'TvlDesc' }),
      { method: 'GET', path: '/tokens.json' },
    ];
  }).flat();
}

/** One autocannon run's raw result: every response time (ms), its requests, failures and length (s). */
export interface RunResult {
  latencies: number[];
  requests: number;
  errors: number;
  seconds: number;
}

/** Figures of one setup: the runs in parallel summed (rates) and pooled (latencies), and the load average. */
export interface ScaleFigures extends Latency {
  processes: number;
  load: number;
}

export function combine(processes: number, runs: RunResult[], load: number): ScaleFigures {
  const latencies = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  return {
    processes,
    requests: runs.reduce((n, r) => n + r.requests, 0),
    rps: runs.reduce((n, r) => n + (r.seconds > 0 ? r.requests / r.seconds : 0), 0),
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    errors: runs.reduce((n, r) => n + r.errors, 0),
    load,
  };
}

/** The report's section, with the caveat that on two cores the second process shows its overhead. */
export function scaleSection(rows: ScaleFigures[], seconds: number, cores: number, date: string): string {
  const table = rows.map(
    (r) =>
      `| ${r.processes} | ${r.requests} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ` +
      `${r.p99.toFixed(1)} | ${r.errors} | ${r.load.toFixed(2)} |`,
  );
  const [one, two] = rows;
  const ratio = one && two && one.rps > 0 ? ` (${((two.rps / one.rps) * 100).toFixed(0)} % of one process's rate)` : '';
  const gain =
    one && two && two.rps > one.rps
      ? 'one Node process serves on one core, and the second process takes the other core; past two processes each ' +
        'needs cores (or a machine) of its own, and here it would only add overhead.'
      : 'it shows the overhead of a second process, not a speed-up; two processes scale the read side only where ' +
        'each gets cores (or a machine) of its own.';
  return `### Scale: one and two \`api\` processes on one PostgreSQL (${date})
Measured by \`npm run bench -- scale\`: a throwaway PostgreSQL cluster, a \`ROLE=chain\` process on a network with the
DEX and its market (background market off), and \`ROLE=api\` processes on the same database. The read mix cycles
through ${MIX_READS.join(', ')} (pools of the network, dev accounts). Autocannon, 10 connections in all,
${seconds} s per setup after a warm-up: one process gets all 10; two processes get 5 each from two autocannon runs in
parallel, whose rates are summed and latencies pooled. Load average: the 1-minute figure at the end of each run.

| api processes | requests | req/s | p50 ms | p95 ms | p99 ms | errors | load average |
|---|---|---|---|---|---|---|---|
${table.join('\n')}

This machine has ${cores} cores, shared with the chain process, PostgreSQL, autocannon and other work, so the
two-process figure${ratio} is no scale-out measurement: ${gain}`;
}
