import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface FileFigures {
  file: string;
  raw: number;
  gzip: number;
  /** Brotli quality 11: what the server sends to browsers that accept it. */
  brotli: number;
}

export interface BundleFigures {
  files: FileFigures[];
  jsGzip: number;
  jsBrotli: number;
  cssGzip: number;
  wasmFiles: number;
}

/** A screen's code on top of the initial load: its chunk and the static imports the first load does not have. */
export interface RouteFigures extends BundleFigures {
  path: string;
  /** Initial JavaScript plus this screen's: what the browser runs before the screen shows. */
  totalJsGzip: number;
  totalJsBrotli: number;
}

/** Vite's `.vite/manifest.json` (written by `vite build --manifest`): one entry per source module with a chunk. */
export type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** The assets the browser fetches before the first render: index.html's scripts, module preloads and stylesheets. */
export function initialAssets(indexHtml: string): string[] {
  const found = new Set<string>();
  const pattern = /<(?:script[^>]*\ssrc|link[^>]*\shref)="([^"]+\.(?:js|css|wasm))"/g;
  for (const match of indexHtml.matchAll(pattern)) found.add(match[1].replace(/^\//, ''));
  return [...found];
}

/** The files (chunks and their CSS) a set of manifest entries loads through static imports, in load order. */
export function staticClosure(manifest: Manifest, entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    files.push(chunk.file, ...(chunk.css ?? []));
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  entries.forEach(visit);
  return [...new Set(files)];
}

function measureFile(distDir: string, file: string): FileFigures {
  const content = readFileSync(join(distDir, file));
  const brotli = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length, brotli };
}

function figures(distDir: string, files: readonly string[]): BundleFigures {
  const measured = files.map((file) => measureFile(distDir, file));
  const sum = (ext: string, key: 'gzip' | 'brotli') =>
    measured.filter((f) => f.file.endsWith(ext)).reduce((total, f) => total + f[key], 0);
  return {
    files: measured,
    jsGzip: sum('.js', 'gzip'),
    jsBrotli: sum('.js', 'brotli'),
    cssGzip: sum('.css', 'gzip'),
    wasmFiles: measured.filter((f) => f.file.endsWith('.wasm')).length,
  };
}

export function measureInitialBundle(distDir: string): BundleFigures {
  return figures(distDir, initialAssets(readFileSync(join(distDir, 'index.html'), 'utf8')));
}

export function readManifest(distDir: string): Manifest | undefined {
  const path = join(distDir, '.vite', 'manifest.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : undefined;
}

/** Each screen's own code (`screens`: path shown in the report → its source module, e.g. src/features/swap/SwapScreen.tsx). */
export function measureRouteBundles(
  distDir: string,
  manifest: Manifest,
  screens: Record<string, string>,
): RouteFigures[] {
  const initial = measureInitialBundle(distDir);
  const loaded = new Set([...staticClosure(manifest, ['index.html']), ...initial.files.map((f) => f.file)]);
  return Object.entries(screens).map(([path, module]) => {
    const own = figures(
      distDir,
      staticClosure(manifest, [module]).filter((file) => !loaded.has(file)),
    );
    return { ...own, path, totalJsGzip: initial.jsGzip + own.jsGzip, totalJsBrotli: initial.jsBrotli + own.jsBrotli };
  });
}

/**
 * Cycles of static imports between the build's chunks, each as the chunk files in order (empty: none). A chunk that
 * imports one that imports it back runs first with the other's bindings not yet set (ABI helpers undefined): the
 * chunk groups of apps/web/vite.config.ts must never make one.
 */
export function chunkCycles(manifest: Manifest): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (key: string) => {
    state.set(key, 'open');
    path.push(key);
    for (const next of manifest[key]?.imports ?? []) {
      if (state.get(next) === 'open') {
        cycles.push([...path.slice(path.indexOf(next)), next].map((k) => manifest[k]?.file ?? k));
      } else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(key, 'done');
  };
  for (const key of Object.keys(manifest)) if (!state.has(key)) visit(key);
  return cycles;
}
