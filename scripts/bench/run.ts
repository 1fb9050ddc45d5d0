import { execSync } from 'node:child_process';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { measureInitialBundle } from './bundle';

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

console.log('Building the web app...');
execSync('npm run build', { stdio: 'inherit' });
const bundle = measureInitialBundle(distDir);
const date = new Date().toISOString().slice(0, 10);
const rows = bundle.files.map((f) => `| \`${f.file}\` | ${kb(f.raw)} | ${kb(f.gzip)} |`).join('\n');
const section = `### Initial load of the web app (${date})
Measured by \`npm run bench\` from \`apps/web/dist/index.html\`: every script, module preload and stylesheet the
browser fetches before the first render, gzip level 9.

| file | raw | gzip |
|---|---|---|
${rows}

Initial JavaScript: **${kb(bundle.jsGzip)} gzip**; CSS: ${kb(bundle.cssGzip)} gzip; WASM files at start: ${bundle.wasmFiles}.`;

const current = existsSync(reportPath) ? readFileSync(reportPath, 'utf8') : '# Benchmarks\n';
writeFileSync(reportPath, replaceSection(current, 'bundle', section));
console.log(section);
console.log(`\nWritten to ${reportPath}`);
