import { execSync } from 'node:child_process';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { measureInitialBundle } from './bundle';
import { apiSection, measureDexApi } from './dex-api';
import { measureRouteSearch, routeSection } from './route-search';

const root = process.cwd();
const distDir = join(root, 'apps/web/dist');
const reportPath = join(root, 'docs/benchmarks.md');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

function replaceSection(document: string, name: string, body: string): string {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const block = `${start}\n${body.trim()}\n${end}`;
  const from = document.indexOf(start);
  const to = document.indexOf(end);
  if (from >= 0 && to > from) return document.slice(0, from) + block + document.slice(to + end.length);
  return `${document.trimEnd()}\n\n${block}\n`;
}

/** Sections to run: `npm run bench -- route api` runs only those; no argument runs all. */
const wanted = process.argv.slice(2);
const runs = (name: string) => wanted.length === 0 || wanted.includes(name);
const date = new Date().toISOString().slice(0, 10);

function write(name: string, section: string): void {
  const current = existsSync(reportPath) ? readFileSync(reportPath, 'utf8') : '# Benchmarks\n';
  writeFileSync(reportPath, replaceSection(current, name, section));
  console.log(section);
  console.log(`\nWritten to ${reportPath} (section ${name})`);
}

function bundleSection(): string {
  console.log('Building the web app...');
  execSync('npm run build', { stdio: 'inherit' });
  const bundle = measureInitialBundle(distDir);
  const rows = bundle.files.map((f) => `| \`${f.file}\` | ${kb(f.raw)} | ${kb(f.gzip)} |`).join('\n');
  return `### Initial load of the web app (${date})
Measured by \`npm run bench\` from \`apps/web/dist/index.html\`: every script, module preload and stylesheet the
browser fetches before the first render, gzip level 9.

| file | raw | gzip |
|---|---|---|
${rows}

Initial JavaScript: **${kb(bundle.jsGzip)} gzip**; CSS: ${kb(bundle.cssGzip)} gzip; WASM files at start: ${bundle.wasmFiles}.`;
}

if (runs('bundle')) write('bundle', bundleSection());

if (runs('route')) {
  write('route', routeSection([100, 1_000, 10_000].map((count) => measureRouteSearch(count)), date));
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

if (runs('lighthouse')) {
  const { lighthouseSection, measureLighthouse } = await import('./lighthouse');
  const pages = ['/tokens', '/tokens/{token:QUBE}', '/pools', '/pools/{pool:USDT-USDC}', '/swap'];
  write('lighthouse', lighthouseSection(await measureLighthouse(pages), date));
}
