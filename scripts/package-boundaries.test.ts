import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

// The workspace boundaries are enforced by lint (eslint.config.js); this proves the rules fire on real files, and
// that every workspace declares the @tycho packages it imports.
const root = process.cwd();
const eslint = new ESLint({ cwd: root });
const probes: string[] = [];

/** Lints a temporary file written at `path` (relative to the repository) and returns its import-rule messages. */
async function importErrors(path: string, code: string): Promise<string[]> {
  const dir = join(root, path, '..');
  mkdirSync(dir, { recursive: true });
  probes.push(dir);
  const file = join(root, path);
  writeFileSync(file, code);
  const [result] = await eslint.lintFiles([file]);
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

afterAll(() => {
  for (const dir of probes) rmSync(dir, { recursive: true, force: true });
});

const probeDir = `boundary-probe-${process.pid}`;

describe('package boundaries', () => {
  it('refuses a package importing an app, by name or by path', async () => {
    const errors = await importErrors(
      `packages/units/${probeDir}/probe.ts`,
      "import { buildApp } from '@tycho/server/src/app';\nimport { config } from '../../../apps/web/src/shared/config';\nexport const probe = [buildApp, config];\n",
    );
    expect(errors).toHaveLength(2);
    for (const error of errors) expect(error).toMatch(/Packages never import apps/);
  });

  it('refuses an app importing a package by a relative path', async () => {
    const errors = await importErrors(
      `apps/server/${probeDir}/probe.ts`,
      "import { openDatabase } from '../../../packages/db/src/index';\nexport const probe = openDatabase;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/by its name/);
  });

  it('allows an app to import packages by name and a package to import another package', async () => {
    expect(
      await importErrors(
        `apps/server/${probeDir}/allowed.ts`,
        "import { openDatabase } from '@tycho/db';\nimport { startThrowawayPostgres } from '@tycho/db/testing';\nexport const probe = [openDatabase, startThrowawayPostgres];\n",
      ),
    ).toEqual([]);
    expect(
      await importErrors(
        `packages/units/${probeDir}/allowed.ts`,
        "import { ZERO_ADDRESS } from '@tycho/abi';\nexport const probe = ZERO_ADDRESS;\n",
      ),
    ).toEqual([]);
  });
});

const SOURCE = /\.(ts|tsx|mts|js|mjs|cjs)$/;
const TYCHO_IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)'(@tycho\/[a-z-]+)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (['node_modules', 'dist'].includes(entry.name) || entry.name.startsWith('.')) return [];
    if (entry.name.startsWith('boundary-probe-')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

const workspaces = ['packages', 'apps'].flatMap((group) =>
  readdirSync(join(root, group), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(root, group, entry.name)),
);

describe('declared workspace dependencies', () => {
  it.each(workspaces.map((dir) => [relative(root, dir), dir]))(
    '%s declares the @tycho packages it imports',
    (_, dir) => {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        name: string;
        dependencies?: Record<string, string>;
        devDependencies?: Record<string, string>;
      };
      const declared = new Set([
        manifest.name,
        ...Object.keys(manifest.dependencies ?? {}),
        ...Object.keys(manifest.devDependencies ?? {}),
      ]);
      const undeclared = new Set<string>();
      for (const file of sourceFiles(dir)) {
        for (const [, name] of readFileSync(file, 'utf8').matchAll(TYCHO_IMPORT)) {
          if (!declared.has(name!)) undeclared.add(`${name} (${relative(root, file)})`);
        }
      }
      expect([...undeclared]).toEqual([]);
    },
  );
});
