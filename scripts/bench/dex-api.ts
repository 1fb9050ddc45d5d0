import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { openDatabase } from '@tycho/db';
import type { Devnet } from '@tycho/devnet';
import { buildApp } from '../../apps/server/src/app';
import { startThrowawayPostgres } from '@tycho/db/testing';
import { generateDataset, poolAddress, tokenAddress, type DatasetSize } from './dex-dataset';

export interface EndpointFigures {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p90: number;
  p97_5: number;
  p99: number;
  non2xx: number;
}

export interface ApiFigures {
  database: 'pglite' | 'postgres';
  size: DatasetSize;
  generateSeconds: number;
  endpoints: EndpointFigures[];
}

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** The request mixes: each connection cycles through 40 distinct bodies of the same query shape. */
function scenarios(size: DatasetSize): { name: string; path: string; bodies: unknown[] }[] {
  const token = (i: number) => tokenAddress(2 + ((i * 37) % (size.tokens - 1)));
  const pool = (i: number) => poolAddress(1 + ((i * 251) % size.pools));
  return [
    { name: 'pools, TVL desc, pages 1-40', path: '/api/v2/pools', bodies: range(40).map((i) => ({ offset: i * 10 })) },
    {
      name: 'pools of a token, volume desc',
      path: '/api/v2/pools',
      bodies: range(40).map((i) => ({ currencyAddress: token(i), ordering: 'volume24hdescending' })),
    },
    {
      name: 'transactions, newest, with count',
      path: '/api/v2/transactions',
      bodies: range(40).map((i) => ({ offset: (i % 5) * 10 })),
    },
    {
      name: 'transactions of a pool',
      path: '/api/v2/transactions',
      bodies: range(40).map((i) => ({ poolAddress: pool(i) })),
    },
    {
      name: 'transactions of a token (count off)',
      path: '/api/v2/transactions',
      bodies: range(40).map((i) => ({ currencyAddress: token(i), displayTotalCount: false })),
    },
    {
      name: 'transactions of USDT (hub, 20 % of all), with count',
      path: '/api/v2/transactions',
      bodies: range(40).map((i) => ({ currencyAddress: tokenAddress(1), offset: (i % 4) * 10 })),
    },
    {
      name: 'swaps of a user, by TV',
      path: '/api/v2/transactions',
      bodies: range(40).map((i) => ({
        userAddress: `0:${(1_000_000 + i).toString(16).padStart(64, '0')}`,
        eventType: ['swap'],
        ordering: 'tvdescending',
        displayTotalCount: false,
      })),
    },
    {
      name: 'cross_swap_route (depth 3)',
      path: '/api/v2/pools/cross_swap_route',
      bodies: range(40).map((i) => ({
        amount: '1000000000',
        direction: i % 2 ? 'expectedspendamount' : 'expectedexchange',
        fromCurrencyAddress: token(i),
        toCurrencyAddress: token(i + 7),
      })),
    },
  ];
}

async function measureOn(
  database: 'pglite' | 'postgres',
  url: string | undefined,
  size: DatasetSize,
  seconds: number,
): Promise<ApiFigures> {
  const handle = await openDatabase(url ? { databaseUrl: url } : {});
  const started = performance.now();
  await generateDataset(handle.db, size);
  const generateSeconds = (performance.now() - started) / 1000;
  const app = await buildApp({
    config: { devWallet: false, devWalletVersion: '0', networkId: 1000, webDist: '/nonexistent' },
    devnet: {
      now: () => 0,
      addresses: () => ({}),
      tokenMetadata: () => [],
      devAccounts: () => [],
    } as unknown as Devnet,
    databaseKind: handle.kind,
    db: handle.db,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const endpoints: EndpointFigures[] = [];
  try {
    for (const scenario of scenarios(size)) {
      const requests = scenario.bodies.map((body) => ({ ...json(body), path: scenario.path }));
      await autocannon({ url: base, connections: 2, amount: 40, requests }); // warm-up (caches, route index)
      const result = await autocannon({ url: base, connections: 10, duration: seconds, requests });
      endpoints.push({
        name: scenario.name,
        requests: result.requests.total,
        rps: result.requests.average,
        p50: result.latency.p50,
        p90: result.latency.p90,
        p97_5: result.latency.p97_5,
        p99: result.latency.p99,
        non2xx: result.non2xx + result.errors,
      });
      console.log(
        `${database} ${scenario.name}: p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms, ${result.requests.average} req/s`,
      );
    }
  } finally {
    await app.close();
    await handle.close();
  }
  return { database, size, generateSeconds, endpoints };
}

/** Runs the load on PGlite and, when initdb exists, on a throwaway PostgreSQL cluster. */
export async function measureDexApi(size: DatasetSize, seconds = 5): Promise<ApiFigures[]> {
  const figures = [await measureOn('pglite', undefined, size, seconds)];
  const cluster = await startThrowawayPostgres();
  if (cluster) {
    try {
      figures.push(await measureOn('postgres', cluster.url, size, seconds));
    } finally {
      cluster.stop();
    }
  }
  return figures;
}

export function apiSection(figures: ApiFigures[], date: string, seconds: number): string {
  const blocks = figures.map((f) => {
    const rows = f.endpoints
      .map(
        (e) =>
          `| ${e.name} | ${e.requests} | ${e.rps.toFixed(0)} | ${e.p50} | ${e.p90} | ${e.p97_5} | ${e.p99} | ${e.non2xx} |`,
      )
      .join('\n');
    return `#### ${f.database === 'postgres' ? 'PostgreSQL (throwaway cluster, fsync off)' : 'PGlite (in memory)'}
Dataset written in ${f.generateSeconds.toFixed(1)} s: ${f.size.tokens} tokens, ${f.size.pools} pools, ${f.size.transactions} transactions.

| request mix | requests | req/s | p50 ms | p90 ms | p97.5 ms | p99 ms | errors |
|---|---|---|---|---|---|---|---|
${rows}`;
  });
  return `### DEX API latency under load (${date})
autocannon on loopback, 10 connections, ${seconds} s per mix (after a short warm-up), server and load generator in one
Node.js process on this machine; each mix cycles through 40 distinct bodies. Synthetic data written in bulk with
generate_series (\`scripts/bench/dex-dataset.ts\`), not through the devnet. autocannon reports p97.5, not p95:
p95 is at most the p97.5 figure.

${blocks.join('\n\n')}`;
}
