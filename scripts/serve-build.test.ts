import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { serveBuild } from './serve-build';

describe('serveBuild', () => {
  it('serves the build gzipped, and index.html for a path that is not a file (a client-side route)', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'fq-'));
    mkdirSync(join(dist, 'js'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>fq</title>');
    writeFileSync(join(dist, 'js', 'index-1.js'), 'console.log(1)');
    const server = await serveBuild(dist, 4471);
    try {
      const script = await fetch('http://127.0.0.1:4471/js/index-1.js', { headers: { 'accept-encoding': 'gzip' } });
      expect(script.headers.get('content-type')).toBe('text/javascript');
      expect(await script.text()).toBe('console.log(1)');
      const raw = await new Promise<Buffer>((resolve) => {
        import('node:http').then(({ get }) =>
          get('http://127.0.0.1:4471/js/index-1.js', { headers: { 'accept-encoding': 'gzip' } }, (response) => {
            const parts: Buffer[] = [];
            response.on('data', (part: Buffer) => parts.push(part));
            response.on('end', () => resolve(Buffer.concat(parts)));
          }),
        );
      });
      expect(gunzipSync(raw).toString()).toBe('console.log(1)');
      const route = await fetch('http://127.0.0.1:4471/swap/0:ab');
      expect(await route.text()).toContain('<title>fq</title>');
      const outside = await fetch('http://127.0.0.1:4471/../../etc/passwd');
      expect(await outside.text()).toContain('<title>fq</title>');
    } finally {
      server.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
