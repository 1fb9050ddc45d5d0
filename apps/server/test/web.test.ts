import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickEncoding, registerWeb } from '../src/http/web';

describe('pickEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;Q=0.5', 'br'],
    ['*', 'br'],
    ['*;q=0', undefined],
    ['gzip;q=0, *;q=1', 'br'],
    ['br;q=0, gzip;q=0', undefined],
  ])('%s → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });

  it('reads a header given as several values', () => {
    expect(pickEncoding(['identity', 'gzip'])).toBe('gzip');
  });
});

describe('registerWeb', () => {
  let dist: string;
  let app: FastifyInstance;
  const script = `console.log(${JSON.stringify('x'.repeat(2000))})`;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'tycho-web-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<html><head><title>t</title></head><body></body></html>');
    writeFileSync(join(dist, 'assets', 'app-1a2b.js'), script);
    writeFileSync(join(dist, 'assets', 'app-1a2b.js.br'), brotliCompressSync(script));
    writeFileSync(join(dist, 'assets', 'app-1a2b.js.gz'), gzipSync(script));
    writeFileSync(join(dist, 'assets', 'plain-3c4d.js'), 'console.log(2)');
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
    app = Fastify();
    await registerWeb(app, { webDist: dist, headInjection: '<script>window.__X__=1</script>' });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends the precompressed copy of an asset the browser accepts, cached for a year as immutable', async () => {
    const br = await get('/assets/app-1a2b.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await get('/assets/app-1a2b.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/app-1a2b.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends an asset without a precompressed copy as it is', async () => {
    const response = await get('/assets/plain-3c4d.js', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('console.log(2)');
  });

  it('serves other files of the build without immutable caching (their names carry no hash)', async () => {
    const response = await get('/robots.txt', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('User-agent: *');
    expect(response.headers['cache-control']).not.toContain('immutable');
  });

  it('answers client routes with the injected index.html, compressed when accepted and never cached', async () => {
    const plain = await get('/swap');
    expect(plain.headers['content-type']).toContain('text/html');
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body).toBe('<html><head><title>t</title><script>window.__X__=1</script></head><body></body></html>');

    const br = await get('/pools/0:' + 'a'.repeat(64), 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gz = await get('/tokens', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('answers missing assets and API paths with a JSON 404', async () => {
    for (const url of ['/assets/missing.js', '/api/v2/nothing']) {
      const response = await get(url, 'br');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'Not Found' });
    }
  });
});
