#!/usr/bin/env node
/**
 * `npm start` and the browser tests build the dev wallet and the web app only when their sources changed since the
 * last build: a hash of every input file is stored beside the output and compared on the next start.
 */
import { createHash } from 'node:crypto';
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const inputs = ['apps/web', 'packages', 'package-lock.json', 'tsconfig.json'];
const skip = new Set(['node_modules', 'dist', 'dist-ssr', 'e2e', 'test', '.data']);
const stamp = join(root, 'apps/web/dist/.source-hash');
const outputs = ['apps/web/dist/index.html', 'apps/web/dist-ssr/renderPage.js', 'packages/wallet/dist/inpage.js'];

function* files(path) {
  const stat = statSync(path);
  if (stat.isFile()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path).sort()) {
    if (skip.has(entry) || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    yield* files(join(path, entry));
  }
}

export function sourceHash() {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of files(join(root, input))) {
      hash.update(relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

const current = sourceHash();
const built = existsSync(stamp) && outputs.every((o) => existsSync(join(root, o))) ? readFileSync(stamp, 'utf8') : '';
if (built === current && !process.argv.includes('--force')) {
  console.log('web app and dev wallet are up to date (no source changed since the last build)');
} else {
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
  writeFileSync(stamp, current);
}
