import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { LighthouseReport, PageScore } from './lighthouse';

/**
 * The side by side against FlatQube's own front end: its production build (`npm run build` of
 * broxus/flatqube-frontend, webpack) served as nginx serves it (gzip, every unknown path answered with index.html),
 * measured by the same Lighthouse run as this app's pages of the same names.
 */

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** A static server for a single-page build: gzip for text, index.html for any path that is not a file. */
export function serveBuild(dist: string, port: number): Promise<Server> {
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`no index.html in ${dist}`);
  const cache = new Map<string, { body: Buffer; gzip: Buffer | null; type: string }>();
  const read = (file: string) => {
    let entry = cache.get(file);
    if (!entry) {
      const body = readFileSync(file);
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      const text = /text|javascript|json|svg|wasm/.test(type);
      entry = { body, gzip: text ? gzipSync(body) : null, type };
      cache.set(file, entry);
    }
    return entry;
  };
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    const candidate = join(dist, path);
    const file = existsSync(candidate) && statSync(candidate).isFile() ? candidate : join(dist, 'index.html');
    const { body, gzip, type } = read(file);
    const zipped = gzip && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    response.writeHead(200, {
      'content-type': type,
      ...(zipped ? { 'content-encoding': 'gzip' } : {}),
      'cache-control': file.endsWith('index.html') ? 'no-cache' : 'max-age=31536000',
    });
    response.end(zipped ? gzip : body);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

const ratio = (ours: number, theirs: number) => (theirs > 0 ? `${((ours / theirs) * 100).toFixed(0)} %` : 'n/a');

export function flatqubeSection(
  ours: LighthouseReport,
  theirs: LighthouseReport,
  paths: readonly string[],
  date: string,
): string {
  const row = (path: string) => {
    const a = ours.scores.find((s) => s.path === path) as PageScore;
    const b = theirs.scores.find((s) => s.path === path) as PageScore;
    return `| \`${path}\` | ${a.performance} / ${b.performance} | ${a.lcpMs} / ${b.lcpMs} ms (${ratio(a.lcpMs, b.lcpMs)}) | ${a.tbtMs} / ${b.tbtMs} ms (${ratio(a.tbtMs, b.tbtMs)}) | ${a.scriptKb} / ${b.scriptKb} kB |`;
  };
  return `### Side by side with FlatQube's front end (${date})
The same Lighthouse run (mobile preset, simulated throttling, Debian's Chromium, median of ${ours.runs}) over this
app's pages and FlatQube's (the production build of broxus/flatqube-frontend, served with gzip as its nginx does).
FlatQube's API and RPC are out of reach from this machine, so its pages paint what they paint without their data: a
lighter load than FlatQube's real one, which makes the comparison conservative. Each cell is Tycho DEX / FlatQube, and
the share is Tycho DEX's figure as a part of FlatQube's. Benchmark index ${ours.benchmarkIndex} (Tycho DEX) and
${theirs.benchmarkIndex} (FlatQube), load average ${theirs.loadAverage.toFixed(1)}, ${theirs.cores} cores.

| page | performance | LCP | TBT | script transferred |
|---|---|---|---|---|
${paths.map(row).join('\n')}`;
}
