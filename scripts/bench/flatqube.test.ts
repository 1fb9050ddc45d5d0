import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { flatqubeSection, serveBuild } from './flatqube';
import type { LighthouseReport } from './lighthouse';

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

describe('flatqubeSection', () => {
  const report = (lcpMs: number, tbtMs: number, index: number): LighthouseReport => ({
    scores: [{ path: '/swap', performance: 90, accessibility: 100, fcpMs: 1, lcpMs, tbtMs, cls: 0, scriptKb: 100 }],
    runs: 3,
    benchmarkIndex: index,
    loadAverage: 0.5,
    cores: 2,
  });

  it("gives each figure of both, and ours as a share of FlatQube's", () => {
    const section = flatqubeSection(report(900, 40, 3600), report(6000, 1600, 3500), ['/swap'], '2026-11-29');
    expect(section).toContain('| `/swap` | 90 / 90 | 900 / 6000 ms (15 %) | 40 / 1600 ms (3 %) | 100 / 100 kB |');
    expect(section).toContain('Benchmark index 3600 (Tycho DEX) and\n3500 (FlatQube)');
  });

  it('says n/a for a share of nothing', () => {
    expect(flatqubeSection(report(900, 0, 1), report(900, 0, 1), ['/swap'], 'd')).toContain('0 / 0 ms (n/a)');
  });
});
