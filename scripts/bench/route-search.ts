import { performance } from 'node:perf_hooks';
import { createRouteIndex, findBestRoute, type RoutePool } from '@tycho/dex-math';

/** Synthetic market: tokens/5 per pool count, every token paired with the hub (USDT), the rest random pairs. */
export function syntheticPools(count: number, seed = 1): RoutePool[] {
  let state = seed;
  const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const tokens = Math.max(10, Math.floor(count / 5));
  const root = (t: number) => `0:${t.toString(16).padStart(64, '0')}`;
  const pools: RoutePool[] = [];
  for (let i = 0; i < count; i++) {
    const a = i < tokens - 1 ? i + 2 : 2 + Math.floor(random() * (tokens - 1));
    let b = i < tokens - 1 ? 1 : 2 + Math.floor(random() * (tokens - 1));
    if (a === b) b = 1;
    const stable = i % 10 === 9;
    const reserve = () => BigInt(Math.floor(1e6 + random() * 1e9)) * 10n ** 9n;
    pools.push({
      address: `0:${(100_000 + i).toString(16).padStart(64, '0')}`,
      kind: stable ? 'stable' : 'common',
      tokens: [root(a), root(b)],
      reserves: [reserve(), reserve()],
      decimals: [9, 9],
      fee: { denominator: 1_000_000n, poolNumerator: 3000n, beneficiaryNumerator: 0n },
      amp: stable ? { value: 200n, precision: 1n } : undefined,
      tvl: 10_000 + random() * 2_000_000,
      lpRoot: `0:${(200_000 + i).toString(16).padStart(64, '0')}`,
      lpSupply: 10n ** 18n,
    });
  }
  return pools;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

export interface RouteFigures {
  pools: number;
  buildMs: number;
  p50: number;
  p95: number;
  max: number;
  found: number;
  queries: number;
}

/** Index build time and route search time (exact input, depth 3, minTvl 50000) over random token pairs. */
export function measureRouteSearch(count: number, queries = 300): RouteFigures {
  const pools = syntheticPools(count);
  const started = performance.now();
  const index = createRouteIndex(pools);
  const buildMs = performance.now() - started;
  const tokens = index.tokens;
  const times: number[] = [];
  let found = 0;
  for (let q = 0; q < queries; q++) {
    const from = tokens[(q * 7919) % tokens.length];
    const to = tokens[(q * 104_729 + 1) % tokens.length];
    if (from === to) continue;
    const t = performance.now();
    const route = findBestRoute(index, {
      fromCurrencyAddress: from,
      toCurrencyAddress: to,
      amount: 10n ** 12n,
      direction: q % 2 === 0 ? 'expectedexchange' : 'expectedspendamount',
      deep: 3,
      minTvl: 50_000,
      slippagePercent: 0.5,
    });
    times.push(performance.now() - t);
    if (route) found += 1;
  }
  times.sort((x, y) => x - y);
  return {
    pools: count,
    buildMs,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times[times.length - 1],
    found,
    queries: times.length,
  };
}

export function routeSection(figures: RouteFigures[], date: string): string {
  const rows = figures
    .map(
      (f) =>
        `| ${f.pools} | ${f.buildMs.toFixed(1)} ms | ${f.p50.toFixed(3)} ms | ${f.p95.toFixed(3)} ms | ${f.max.toFixed(2)} ms | ${f.found}/${f.queries} |`,
    )
    .join('\n');
  return `### Route search against pool count (${date})
\`createRouteIndex\` + \`findBestRoute\` (depth 3, minTvl 50000, half exact-input and half exact-output) over
synthetic markets (pools/5 tokens, every token paired with a hub token, the rest random pairs, 1 in 10 stable),
random token pairs, one Node.js thread.

| pools | index build | search p50 | search p95 | search max | routes found |
|---|---|---|---|---|---|
${rows}`;
}
