import { execFileSync } from 'node:child_process';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { measureInitialBundle, measureRouteBundles, readManifest, type BundleFigures } from './bundle';
import { apiSection, measureDexApi } from './dex-api';
import { measureRouteSearch, routeSection } from './route-search';
import { loadavg } from 'node:os';
import { exampleRoutes } from '../../apps/web/e2e/routeExamples';
import { ROUTES } from '../../apps/web/src/app/routes/routeTable';
import { screenModuleOf } from '../../apps/web/src/app/routes/screenModules';
import type { BenchPage } from './lighthouse';
import { writeSection } from './report';
import { quoteSection } from './quote-typing';

/**
 * `npm run bench -- [sections...] [options]`: sections bundle, route, api, load, runtime, quote, preview, portfolio,
 * storm, scale, lighthouse, start (default: all; `quote` is part of `runtime`, and can run alone; `preview`, `portfolio` and
 * `storm` start a server of their own, and do not use --base; `storm` runs BENCH_STORM_SECONDS, default 20; `scale`
 * starts PostgreSQL, a chain and two api processes on BENCH_SCALE_PORT, default 4362, for BENCH_SCALE_SECONDS, default 10).
 *   --dist <dir>    web build to build into and measure (default apps/web/dist); the Lighthouse server serves it
 *   --no-build      measure the build in --dist as it is (bundle section)
 *   --runs <n>      Lighthouse runs and runtime loads per page, figures are medians (default 3)
 *   --base <url>    measure a server that is already running (runtime, lighthouse) instead of starting one
 *   --port <n>      port of the server the browser benches start (default 4480)
 *   --pages <list>  comma-separated route ids of the route table to measure (default: every route, see benchPages)
 *   --flatqube <dir>  FlatQube's built front end (broxus/flatqube-frontend `npm run build`): the `flatqube` section,
 *                   run only when named, measures five pages of both with Lighthouse side by side
 */
const { values: options, positionals: wanted } = parseArgs({
  allowPositionals: true,
  options: {
    dist: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    base: { type: 'string' },
    pages: { type: 'string' },
    port: { type: 'string' },
    flatqube: { type: 'string' },
  },
});

const root = process.cwd();
const distDir = resolve(root, options.dist ?? 'apps/web/dist');
const reportPath = join(root, 'docs/benchmarks.md');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
/** Each screen's source module (its feature face names it), for the per-screen figures of the bundle section. */
const SCREENS = Object.fromEntries(
  ['swap', 'pools', 'tokens', 'limit'].flatMap((id) => {
    const route = ROUTES.find((r) => r.id === id);
    const module = route && screenModuleOf(route);
    return route && module ? [[route.path.split('/:')[0] ?? route.path, module]] : [];
  }),
);

/**
 * The pages the browser benches measure: every built route of the route table at its example URL (the e2e rule,
 * `apps/web/e2e/routeExamples.ts`), the N-pool's pool page, and once the page-not-found page that every route not
 * built yet shows (the same page for each of them).
 */
function benchPages(addresses: Record<string, string>, only?: string[]): BenchPage[] {
  const examples = exampleRoutes(addresses);
  const path = (id: string) => ROUTES.find((r) => r.id === id)?.path ?? id;
  const unbuilt = examples.filter((r) => !r.built);
  const pages = examples
    .filter((r) => r.built)
    .map((r) => ({ id: r.id, name: r.id === 'pool (N-pool)' ? '/pools/:address (N-pool)' : path(r.id), url: r.url }));
  const notFound = unbuilt.find((r) => r.id === 'not found') ?? unbuilt[0];
  if (notFound) {
    const names = unbuilt.filter((r) => r.id !== 'not found').map((r) => path(r.id));
    // every route is built now: the label names the unbuilt routes the page stands for only when there are some
    const also = names.length ? ` (also ${names.join(', ')})` : '';
    pages.push({ id: 'not found', name: `page-not-found${also}`, url: notFound.url });
  }
  return pages.filter((p) => !only || only.includes(p.id)).map(({ name, url }) => ({ name, url }));
}

const runs = (name: string) => wanted.length === 0 || wanted.includes(name);
const date = new Date().toISOString().slice(0, 10);

function write(name: string, section: string): void {
  writeSection(reportPath, name, section);
}

const fileRows = (bundle: BundleFigures) =>
  bundle.files.map((f) => `| \`${f.file}\` | ${kb(f.raw)} | ${kb(f.gzip)} | ${kb(f.brotli)} |`).join('\n');

function bundleSection(): string {
  if (!options['no-build']) {
    console.log(`Building the web app into ${distDir}...`);
    const vite = [
      'vite',
      'build',
      '--config',
      'apps/web/vite.config.ts',
      '--outDir',
      distDir,
      '--emptyOutDir',
      '--manifest',
    ];
    execFileSync('npx', vite, { stdio: 'inherit' });
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/route-preloads.ts', distDir], { stdio: 'inherit' });
  }
  const bundle = measureInitialBundle(distDir);
  const manifest = readManifest(distDir);
  const screens = manifest ? measureRouteBundles(distDir, manifest, SCREENS) : [];
  const screenRows = screens
    .map(
      (s) =>
        `| \`${s.path}\` | ${kb(s.jsGzip)} | ${kb(s.jsBrotli)} | **${kb(s.totalJsGzip)}** | ${kb(s.totalJsBrotli)} |`,
    )
    .join('\n');
  const screenTable = screens.length
    ? `

Each screen's own chunk and the static imports it adds (loaded when the route renders; \`/\` opens \`/swap\`):

| screen | own JS gzip | own JS brotli | initial + own, gzip | initial + own, brotli |
|---|---|---|---|---|
${screenRows}`
    : '';
  const shownDist = relative(root, distDir).startsWith('..') ? distDir : relative(root, distDir);
  return `### Initial load of the web app (${date})
Measured by \`npm run bench\` from \`${shownDist}/index.html\`: every script, module preload and stylesheet the
browser fetches before the first render, gzip level 9 and brotli quality 11 (the server sends the build's
precompressed brotli copies).

| file | raw | gzip | brotli |
|---|---|---|---|
${fileRows(bundle)}

Initial JavaScript: **${kb(bundle.jsGzip)} gzip** (${kb(bundle.jsBrotli)} brotli); CSS: ${kb(bundle.cssGzip)} gzip; WASM
files at start: ${bundle.wasmFiles}.${screenTable}`;
}

if (runs('bundle')) write('bundle', bundleSection());

if (runs('route')) {
  write(
    'route',
    routeSection(
      [100, 1_000, 10_000].map((count) => measureRouteSearch(count)),
      date,
    ),
  );
}

if (runs('api')) {
  const seconds = Number(process.env.BENCH_SECONDS ?? 5);
  const size = {
    tokens: 2_000,
    pools: Number(process.env.BENCH_POOLS ?? 10_000),
    transactions: Number(process.env.BENCH_TRANSACTIONS ?? 1_000_000),
  };
  write('api', apiSection(await measureDexApi(size, seconds), date, seconds));
}

if (runs('load')) {
  const { loadSection, measureLoad, measureMemory } = await import('./load');
  const size = {
    tokens: 2_000,
    pools: Number(process.env.BENCH_POOLS ?? 10_000),
    transactions: Number(process.env.BENCH_TRANSACTIONS ?? 1_000_000),
  };
  const start = loadavg()[0]!;
  const load = await measureLoad(size, Number(process.env.BENCH_LOAD_SECONDS ?? 60));
  const memory = await measureMemory(Number(process.env.BENCH_MARKET_SECONDS ?? 60));
  write('load', loadSection(load, memory, date, { start, end: loadavg()[0]! }));
}

if (runs('preview')) {
  const { benchServer } = await import('./benchServer');
  const { measureSwapPreview, previewSection } = await import('./swap-preview');
  const server = await benchServer({
    port: options.port ? Number(options.port) + 1 : 4481,
    webDist: options.dist ? distDir : undefined,
    wallet: true,
  });
  try {
    const tokens = (await (await fetch(`${server.base}/tokens.json`)).json()) as {
      tokens: { address: string; symbol: string }[];
    };
    const root = (symbol: string) => tokens.tokens.find((t) => t.symbol === symbol)?.address ?? symbol;
    const timing = await measureSwapPreview(server.base, { from: root('SOL'), to: root('AAVE') });
    write('preview', previewSection(timing, date, loadavg()[0]));
  } finally {
    await server.stop();
  }
}

if (runs('storm')) {
  const { benchServer } = await import('./benchServer');
  const { measureStorm } = await import('./storm');
  const { stormSection } = await import('./storm-figures');
  const server = await benchServer({
    port: options.port ? Number(options.port) + 2 : 4482,
    wallet: true,
    market: true,
  });
  try {
    const figures = await measureStorm(server.base, server.pid!, Number(process.env.BENCH_STORM_SECONDS ?? 20));
    write('storm', stormSection(figures, date));
  } finally {
    await server.stop();
  }
}

if (runs('scale')) {
  const { measureScale } = await import('./scale');
  write(
    'scale',
    await measureScale(Number(process.env.BENCH_SCALE_PORT ?? 4362), Number(process.env.BENCH_SCALE_SECONDS ?? 10)),
  );
}

if (runs('start')) {
  const { measureStart, startSection } = await import('./start');
  write('start', startSection(await measureStart(root, Number(options.runs)), date, loadavg()[0]));
}

if (runs('lighthouse') || runs('runtime') || wanted.includes('quote')) {
  const { benchServer } = await import('./benchServer');
  const server = await benchServer({
    baseUrl: options.base,
    port: options.port ? Number(options.port) : undefined,
    webDist: options.dist ? distDir : undefined,
  });
  try {
    const pages = benchPages(server.addresses, options.pages?.split(','));
    if (runs('runtime')) {
      const { measureRuntime, runtimeSection } = await import('./runtime');
      const swap = exampleRoutes(server.addresses).find((r) => r.id === 'swap')!.url;
      const report = await measureRuntime(server.base, pages, swap, { runs: Number(options.runs) });
      write('runtime', runtimeSection(report, date, loadavg()[0]));
    }
    if (wanted.includes('quote') && !runs('runtime')) {
      const { measureQuoteAlone } = await import('./runtime');
      const swap = exampleRoutes(server.addresses).find((r) => r.id === 'swap')!.url;
      const quote = await measureQuoteAlone(server.base + swap);
      write('quote', quoteSection(quote, date, loadavg()[0]));
    }
    if (runs('lighthouse')) {
      const { lighthouseSection, measureLighthouse } = await import('./lighthouse');
      const report = await measureLighthouse(server.base, pages, { runs: Number(options.runs) });
      write('lighthouse', lighthouseSection(report, date));
    }
  } finally {
    await server.stop();
  }
}

if (wanted.includes('flatqube')) {
  // only when asked, with FlatQube's built front end: --flatqube <its dist>
  if (!options.flatqube) throw new Error('flatqube: give the FlatQube build with --flatqube <dist>');
  const { benchServer } = await import('./benchServer');
  const { measureLighthouse } = await import('./lighthouse');
  const { flatqubeSection } = await import('./flatqube');
  const { serveBuild } = await import('../serve-build');
  const compared = ['/swap', '/pools', '/tokens', '/farming', '/dao'].map((path) => ({ name: path, url: path }));
  const runsEach = { runs: Number(options.runs) };
  const server = await benchServer({ port: options.port ? Number(options.port) + 3 : 4483 });
  let ours;
  try {
    ours = await measureLighthouse(server.base, compared, runsEach);
  } finally {
    await server.stop();
  }
  const fq = await serveBuild(resolve(options.flatqube), 4470);
  try {
    const theirs = await measureLighthouse('http://127.0.0.1:4470', compared, runsEach);
    write(
      'flatqube',
      flatqubeSection(
        ours,
        theirs,
        compared.map((page) => page.name),
        date,
      ),
    );
  } finally {
    fq.close();
  }
}

if (runs('portfolio')) {
  const { measurePortfolio, portfolioSection } = await import('./portfolio');
  const load = loadavg()[0];
  const figures = await measurePortfolio(
    options.port ? Number(options.port) + 1 : 4481,
    Number(process.env.BENCH_PORTFOLIO_SECONDS ?? 5),
  );
  write('portfolio', portfolioSection(figures, date, load, process.env.BENCH_PORTFOLIO_NOTE ?? ''));
}
