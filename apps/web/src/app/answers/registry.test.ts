/**
 * The worker validates an answer with the record `registry[module]()` loads; the page names it with
 * `schemaRefs(module, load)`. Every `schemaRefs` call in the app must load the very record the registry loads under its
 * id, or the worker would validate with another schema than the one the call site's types promise.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { schemaRegistry } from './registry';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CALL = /schemaRefs\(\s*'(\w+)',\s*\(\)\s*=>\s*import\('([^']+)'\)\.then\(\(m\)\s*=>\s*m\.(\w+)\)/g;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const calls = sources(src).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(CALL)].map(([, module, specifier, record]) => ({
    file,
    module,
    path: resolve(dirname(file), specifier),
    record,
  })),
);

describe('the answer schema registry', () => {
  it('finds the schemaRefs calls of the app', () => {
    expect(calls.length).toBeGreaterThanOrEqual(12);
  });
  it.each(calls)('$module in $file is the record the call site loads', async ({ module, path, record }) => {
    const loaded = (await import(path)) as Record<string, unknown>;
    expect(loaded[record]).toBeDefined();
    expect(await schemaRegistry[module as keyof typeof schemaRegistry]()).toBe(loaded[record]);
  });
  it('holds every id the app names', () => {
    expect(new Set(calls.map((c) => c.module))).toEqual(new Set(Object.keys(schemaRegistry)));
  });
});
