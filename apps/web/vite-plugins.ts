/**
 * Build-only Vite plugins of the web app (see docs/benchmarks.md for what each one saves):
 * - `precompiledMessages`: the i18n catalogues ship as ICU message ASTs, so react-intl runs without its message
 *   parser (`@formatjs/icu-messageformat-parser/no-parser.js`, about 12 kB gzip less on the first load);
 * - `precompressedAssets`: every compressible file of `assets/` gets `.br` and `.gz` siblings, which the server
 *   sends to browsers that accept them.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

type Parse = (message: string, options?: { shouldParseSkeletons?: boolean }) => unknown;
const PARSER = '@formatjs/icu-messageformat-parser';

/** The parser react-intl itself depends on (nested copies may differ in version from the hoisted one). */
async function loadParser(): Promise<Parse> {
  const fromReactIntl = createRequire(createRequire(import.meta.url).resolve('react-intl'));
  const module = (await import(pathToFileURL(fromReactIntl.resolve(PARSER)).href)) as { parse: Parse };
  return module.parse;
}

/** A catalogue (`{ id: "ICU message" }`) as JSON of `{ id: AST }`; a message that does not parse fails the build. */
export function compileCatalogue(json: string, parse: Parse, file = 'catalogue'): string {
  const messages = JSON.parse(json) as Record<string, unknown>;
  const compiled: Record<string, unknown> = {};
  for (const [id, message] of Object.entries(messages)) {
    if (typeof message !== 'string') throw new Error(`${file}: message ${id} is not a string`);
    try {
      compiled[id] = parse(message, { shouldParseSkeletons: true });
    } catch (error) {
      throw new Error(`${file}: message ${id} is not valid ICU: ${String(error)}`, { cause: error });
    }
  }
  return JSON.stringify(compiled);
}

export function precompiledMessages(catalogues: RegExp): Plugin {
  let parse: Parse | undefined;
  return {
    name: 'tycho:precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      parse = await loadParser();
    },
    async resolveId(source, importer) {
      // react-intl, @formatjs/intl and intl-messageformat each import the parser by its bare name.
      if (source !== PARSER || !importer) return null;
      return this.resolve(`${PARSER}/no-parser.js`, importer, { skipSelf: true });
    },
    transform(code, id) {
      if (!catalogues.test(id.split('?')[0] ?? id) || !parse) return null;
      return { code: compileCatalogue(code, parse, id), map: null };
    },
  };
}

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map)$/;
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Writes `file.br` (quality 11) and `file.gz` (level 9) next to each compressible file of at least 1 kB. */
export async function precompressDirectory(dir: string): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const targets = names.filter((name) => COMPRESSIBLE.test(name));
  let written = 0;
  await Promise.all(
    targets.map(async (name) => {
      const path = join(dir, name);
      const content = await readFile(path);
      if (content.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
      written += 1;
    }),
  );
  return written;
}

export function precompressedAssets(): Plugin {
  let assetsDir = '';
  return {
    name: 'tycho:precompressed-assets',
    apply: 'build',
    configResolved(config) {
      assetsDir = resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    async closeBundle() {
      await precompressDirectory(assetsDir);
    },
  };
}
