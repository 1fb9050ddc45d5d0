/**
 * The portfolio and the gauges list under load (issue 41), for `npm run bench -- portfolio`: `npm start`'s server
 * on a fresh seeded network with its background market running, autocannon with 10 connections for
 * BENCH_PORTFOLIO_SECONDS (default 5) on each portfolio section, cycling through the network's dev accounts, and on
 * the gauges list. Target: at least 300 req/s with p99 under 100 ms on each.
 */
import autocannon from 'autocannon';
import { benchServer } from './benchServer';
import { PORTFOLIO_SECTIONS, timed, type Latency } from './load';

export const TARGET = { rps: 300, p99: 100 };

/** One endpoint under load: its name and the latency figures. */
export interface EndpointFigures extends Latency {
  endpoint: string;
}

export interface PortfolioFigures {
  accounts: number;
  seconds: number;
  endpoints: EndpointFigures[];
}

const GAUGES_LIST = { path: '/api/gauges/v1/gauges', body: { limit: 10, offset: 0, ordering: 'TvlDesc' } };

export async function measurePortfolio(port: number, seconds: number): Promise<PortfolioFigures> {
  const server = await benchServer({ port });
  try {
    const info = (await (await fetch(`${server.base}/devnet/info`)).json()) as { accounts: { address: string }[] };
    const addresses = info.accounts.map((a) => a.address);
    const endpoints: EndpointFigures[] = [];
    const url = server.base;
    for (const section of PORTFOLIO_SECTIONS) {
      const requests = addresses.map((a) => ({ method: 'GET' as const, path: `/api/portfolio/v1/${a}/${section}` }));
      await autocannon({ url, connections: 2, amount: requests.length, requests }); // warm-up: one call each
      endpoints.push({ endpoint: section, ...(await timed({ url, connections: 10, duration: seconds, requests })) });
    }
    const gauges = {
      url: url + GAUGES_LIST.path,
      method: 'POST' as const,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(GAUGES_LIST.body),
    };
    await autocannon({ ...gauges, connections: 2, amount: 4 });
    endpoints.push({ endpoint: 'gauges list', ...(await timed({ ...gauges, connections: 10, duration: seconds })) });
    return { accounts: addresses.length, seconds, endpoints };
  } finally {
    await server.stop();
  }
}

const meets = (e: Latency) => e.rps >= TARGET.rps && e.p99 < TARGET.p99 && e.errors === 0;

/** The report's section: one row per endpoint, and which miss the target. */
export function portfolioSection(figures: PortfolioFigures, date: string, load: number, note = ''): string {
  const rows = figures.endpoints.map(
    (e) =>
      `| \`${e.endpoint}\` | ${e.requests} | ${e.rps.toFixed(0)} | ${e.p50.toFixed(1)} | ${e.p95.toFixed(1)} | ` +
      `${e.p99.toFixed(1)} | ${e.errors} | ${meets(e) ? 'yes' : '**no**'} |`,
  );
  const missed = figures.endpoints.filter((e) => !meets(e)).map((e) => `\`${e.endpoint}\``);
  const verdict = missed.length ? `Below the target: ${missed.join(', ')}.` : 'Every endpoint meets the target.';
  return `### Portfolio and gauges list under load (${date})
Measured by \`npm run bench -- portfolio\`: \`npm start\`'s server on a fresh seeded network, background market on;
autocannon, 10 connections, ${figures.seconds} s per endpoint after one warm-up call each; each portfolio section
(\`GET /api/portfolio/v1/{address}/{section}\`) cycles through the ${figures.accounts} dev accounts, the gauges list
is \`POST ${GAUGES_LIST.path}\` (first page, by TVL). Target (issue 41): at least ${TARGET.rps} req/s with p99 under
${TARGET.p99} ms. Machine load average at the start: ${load.toFixed(2)}.

| endpoint | requests | req/s | p50 ms | p95 ms | p99 ms | errors | target |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}

${verdict} What this measures: a burst on ${figures.accounts} accounts. A section's answer is kept for its account while the
chain second, the chain's state and the read model stay the same (\`AnswerCache\`, apps/server/src/http/answer-cache.ts),
so after each account's first request in a second the others are kept answers; these figures say what such a burst
costs, not what as many distinct accounts would (each pays one fresh computation a second).${note ? `\n\n${note}` : ''}`;
}
