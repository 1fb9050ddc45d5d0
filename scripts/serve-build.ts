import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

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
  '.webmanifest': 'application/manifest+json',
};

/**
 * A plain static server for a single-page build on 127.0.0.1:`port`, as nginx serves one: text gzipped when the
 * browser accepts it, index.html for every path that is not a file (client routes). The profile specs serve the app
 * written for another network with it; the FlatQube side by side serves FlatQube's build.
 */
export function serveBuild(dist: string, port: number): Promise<Server> {
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`no index.html in ${dist}`);
  const cache = new Map<string, { body: Buffer; gzip: Buffer | null; type: string }>();
  const read = (file: string) => {
    let entry = cache.get(file);
    if (!entry) {
      const body = readFileSync(file);
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      entry = { body, gzip: /text|javascript|json|svg|wasm/.test(type) ? gzipSync(body) : null, type };
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
    const file =
      candidate.startsWith(dist) && statSync(candidate, { throwIfNoEntry: false })?.isFile()
        ? candidate
        : join(dist, 'index.html');
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
