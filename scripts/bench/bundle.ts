import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleFigures {
  files: { file: string; raw: number; gzip: number }[];
  jsGzip: number;
  cssGzip: number;
  wasmFiles: number;
}

/** The assets the browser fetches before the first render: index.html's scripts, module preloads and stylesheets. */
export function initialAssets(indexHtml: string): string[] {
  const found = new Set<string>();
  const pattern = /<(?:script[^>]*\ssrc|link[^>]*\shref)="([^"]+\.(?:js|css|wasm))"/g;
  for (const match of indexHtml.matchAll(pattern)) found.add(match[1].replace(/^\//, ''));
  return [...found];
}

export function measureInitialBundle(distDir: string): BundleFigures {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = initialAssets(html).map((file) => {
    const content = readFileSync(join(distDir, file));
    return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
  });
  const sum = (ext: string) => files.filter((f) => f.file.endsWith(ext)).reduce((total, f) => total + f.gzip, 0);
  return { files, jsGzip: sum('.js'), cssGzip: sum('.css'), wasmFiles: files.filter((f) => f.file.endsWith('.wasm')).length };
}
