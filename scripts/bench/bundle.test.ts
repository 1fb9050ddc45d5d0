import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  chunkCycles,
  initialAssets,
  measureInitialBundle,
  measureRouteBundles,
  staticClosure,
  type Manifest,
} from './bundle';
import { median, medianScore } from './lighthouse';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-a.js', imports: ['_react.js', '_config.js'], css: ['assets/index-a.css'] },
  '_react.js': { file: 'assets/react-b.js' },
  '_config.js': { file: 'assets/config-c.js' },
  'src/features/swap/SwapScreen.tsx': {
    file: 'assets/swap-d.js',
    imports: ['_react.js', '_zod.js', 'index.html'],
    css: ['assets/swap-d.css'],
  },
  '_zod.js': { file: 'assets/zod-e.js', imports: ['_config.js'] },
};

describe('initialAssets', () => {
  it('lists the scripts, module preloads and stylesheets of index.html', () => {
    const html = `<script type="module" crossorigin src="/assets/index-a.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-b.js"><link rel="stylesheet" href="/assets/index-a.css">
      <link rel="icon" href="data:image/svg+xml,x">`;
    expect(initialAssets(html)).toEqual(['assets/index-a.js', 'assets/react-b.js', 'assets/index-a.css']);
  });
});

describe('chunkCycles', () => {
  it('finds none in a build whose chunks import each other one way', () => {
    expect(chunkCycles(manifest)).toEqual([]);
  });

  it('names the chunks of a static import cycle in order', () => {
    const cyclic: Manifest = {
      'src/features/pools/PoolScreen.tsx': { file: 'assets/pool-a.js', imports: ['_ui.js'] },
      '_ui.js': { file: 'assets/ui-b.js', imports: ['_abi.js'] },
      '_abi.js': { file: 'assets/abi-c.js', imports: ['_ui.js'] },
    };
    expect(chunkCycles(cyclic)).toEqual([['assets/ui-b.js', 'assets/abi-c.js', 'assets/ui-b.js']]);
  });
});

describe('staticClosure', () => {
  it('follows static imports once each, with their CSS', () => {
    expect(staticClosure(manifest, ['src/features/swap/SwapScreen.tsx'])).toEqual([
      'assets/swap-d.js',
      'assets/swap-d.css',
      'assets/react-b.js',
      'assets/zod-e.js',
      'assets/config-c.js',
      'assets/index-a.js',
      'assets/index-a.css',
    ]);
  });
  it('refuses a module the build does not have', () => {
    expect(() => staticClosure(manifest, ['src/nope.ts'])).toThrow('not in the build manifest');
  });
});

describe('measureRouteBundles', () => {
  const dist = mkdtempSync(join(tmpdir(), 'tycho-bundle-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it("counts a screen's chunks that the initial load does not have", () => {
    mkdirSync(join(dist, 'assets'));
    const html =
      '<script type="module" src="/assets/index-a.js"></script><link rel="modulepreload" href="/assets/react-b.js">';
    writeFileSync(join(dist, 'index.html'), html);
    for (const file of [
      'index-a.js',
      'react-b.js',
      'config-c.js',
      'swap-d.js',
      'zod-e.js',
      'index-a.css',
      'swap-d.css',
    ]) {
      writeFileSync(join(dist, 'assets', file), `/* ${file} */ ${'x'.repeat(file.length * 100)}`);
    }
    const initial = measureInitialBundle(dist);
    const [swap] = measureRouteBundles(dist, manifest, { '/swap': 'src/features/swap/SwapScreen.tsx' });
    expect(swap.path).toBe('/swap');
    expect(swap.files.map((f) => f.file)).toEqual(['assets/swap-d.js', 'assets/swap-d.css', 'assets/zod-e.js']);
    expect(swap.totalJsGzip).toBe(initial.jsGzip + swap.jsGzip);
    expect(swap.files.every((f) => f.brotli > 0 && f.gzip < f.raw)).toBe(true);
  });
});

describe('medians', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });
  it('takes each metric on its own over the runs', () => {
    const run = (performance: number, lcpMs: number, cls: number) => ({
      performance,
      accessibility: 100,
      fcpMs: 1000,
      lcpMs,
      tbtMs: 100,
      cls,
      scriptKb: 200.04,
    });
    expect(medianScore('/swap', [run(70, 3000, 0.2), run(90, 2000, 0), run(80, 2500, 0.01)])).toEqual({
      path: '/swap',
      performance: 80,
      accessibility: 100,
      fcpMs: 1000,
      lcpMs: 2500,
      tbtMs: 100,
      cls: 0.01,
      scriptKb: 200,
    });
  });
});
