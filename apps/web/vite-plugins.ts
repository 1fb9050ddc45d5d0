/**
 * Build-only Vite plugins of the web app (see docs/benchmarks.md for what each one saves):
 * - `precompiledMessages`: the i18n catalogues ship as ICU message ASTs, so react-intl runs without its message
 *   parser (`@formatjs/icu-messageformat-parser/no-parser.js`, about 12 kB gzip less on the first load);
 * - `splitCatalogues`: the catalogues are split into the shell's group and one group per screen feature
 *   (`src/i18n/catalogueGroups.ts`); `virtual:tycho-catalogues` gives the shell's English messages and a loader
 *   per locale and group, so a screen brings only its own strings;
 * - `inlineLogo`: index.html's logo placeholder becomes the product mark's SVG file, the one the header renders;
 * - `startAfterFirstPaint`: the entry's module scripts become module preloads that `public/start.js` runs once the
 *   browser reports the first paint of index.html's frame;
 * - `precompressedAssets`: every compressible file of `assets/` gets `.br` and `.gz` siblings, which the server
 *   sends to browsers that accept them.
 */
import { readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import {
  catalogueGroups,
  pickGroup,
  screenFeatures,
  SHELL_GROUP,
  type SourceFile,
} from './src/i18n/catalogueGroups.ts';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { stripDescribe } from '../../scripts/build/strip-describe.ts';

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

const CATALOGUES_ID = 'virtual:tycho-catalogues';
const GROUP_ID = 'virtual:tycho-catalogue/';
const LOCALES = ['en', 'ko', 'ja'] as const;

/** Every source file of the app under `src/` (tests and test helpers left out), paths relative to `src/`. */
async function readSources(srcDir: string): Promise<SourceFile[]> {
  const entries = await readdir(srcDir, { recursive: true });
  const paths = entries
    .map((entry) => entry.split('\\').join('/'))
    .filter((path) => /\.(?:ts|tsx)$/.test(path) && !/\.test\.|(?:^|\/)testing\//.test(path));
  return Promise.all(paths.map(async (path) => ({ path, code: await readFile(join(srcDir, path), 'utf8') })));
}

/** The groups of the app's catalogues, from its sources and route table. */
export async function readCatalogueGroups(srcDir: string): Promise<Record<string, string[]>> {
  const [sources, en, routeTable] = await Promise.all([
    readSources(srcDir),
    readFile(join(srcDir, 'i18n', 'en.json'), 'utf8'),
    readFile(join(srcDir, 'app', 'routes', 'routeTable.ts'), 'utf8'),
  ]);
  return catalogueGroups(sources, Object.keys(JSON.parse(en) as object), screenFeatures(routeTable));
}

/** Serves `virtual:tycho-catalogues` and `virtual:tycho-catalogue/<locale>/<group>` (compiled to ASTs in a build). */
export function splitCatalogues(srcDir: string): Plugin {
  let build = false;
  let parse: Parse | undefined;
  let groups: Promise<Record<string, string[]>> | undefined;
  const readGroups = () => (groups ??= readCatalogueGroups(srcDir));
  return {
    name: 'tycho:split-catalogues',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
    },
    async buildStart() {
      groups = undefined;
      if (build) parse = await loadParser();
    },
    resolveId(source) {
      return source === CATALOGUES_ID || source.startsWith(GROUP_ID) ? `\0${source}` : null;
    },
    async load(id) {
      if (id === `\0${CATALOGUES_ID}`) {
        const names = Object.keys(await readGroups());
        const loaders = LOCALES.map((locale) => {
          // The English shell group is imported statically (the first render needs it): its loader answers with
          // that module instead of a dynamic import of it, which could not move it to a chunk of its own.
          const entries = names.map((name) =>
            locale === 'en' && name === SHELL_GROUP
              ? `${JSON.stringify(name)}: () => Promise.resolve({ default: shellEn })`
              : `${JSON.stringify(name)}: () => import('${GROUP_ID}${locale}/${name}')`,
          );
          return `${locale}: { ${entries.join(', ')} }`;
        });
        return [
          `import shellEn from '${GROUP_ID}en/${SHELL_GROUP}';`,
          'export { shellEn };',
          `export const loaders = { ${loaders.join(', ')} };`,
        ].join('\n');
      }
      if (!id.startsWith(`\0${GROUP_ID}`)) return null;
      const [locale = '', name = ''] = id.slice(GROUP_ID.length + 1).split('/');
      const segments = (await readGroups())[name];
      if (!segments || !(LOCALES as readonly string[]).includes(locale)) throw new Error(`no catalogue group ${id}`);
      const file = join(srcDir, 'i18n', `${locale}.json`);
      this.addWatchFile(file);
      const picked = JSON.stringify(
        pickGroup(JSON.parse(await readFile(file, 'utf8')) as Record<string, string>, segments),
      );
      return `export default ${build && parse ? compileCatalogue(picked, parse, file) : picked};`;
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

/** `<link rel="stylesheet" ... href="/assets/x.css">` tags of the entry's own stylesheets. */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*? href="\/assets\/([^"]+\.css)"[^>]*>/g;

/**
 * index.html with the entry's stylesheets written inline: they are small (about 3 kB compressed) and each linked one
 * held the first paint for its own round trip (render-blocking). The files stay in the build, linked for print, so
 * that lazy chunks naming them as dependencies do not load them a second time.
 */
export function inlineEntryStylesheets(html: string, cssOf: (file: string) => string | undefined): string {
  return html.replace(STYLESHEET_LINK, (tag, file: string) => {
    const css = cssOf(file);
    if (css === undefined || css.includes('</style')) return tag;
    // The link stays, for print only (not render-blocking): Vite's preload helper skips a stylesheet that a link
    // already names, where it would otherwise append it again after the lazy chunks' CSS and change the cascade.
    return `<style>${css}</style><link rel="stylesheet" href="/assets/${file}" media="print">`;
  });
}

export function inlineEntryCss(): Plugin {
  return {
    name: 'tycho:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        return inlineEntryStylesheets(html, (file) => {
          const asset = bundle[`assets/${file}`];
          if (asset?.type !== 'asset') return undefined;
          return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
        });
      },
    },
  };
}

/**
 * The API schemas without their `.describe()` texts in the browser build (scripts/build/strip-describe.ts): they
 * serve the server's OpenAPI document, and each one clones its schema when the schemas' chunk is evaluated.
 */
export function stripSchemaDescriptions(files: RegExp): Plugin {
  return {
    name: 'tycho:strip-schema-descriptions',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!files.test(id)) return null;
      const stripped = stripDescribe(code);
      return stripped.removed > 0 ? { code: stripped.code, map: null } : null;
    },
  };
}

/** index.html's `<!-- logo: … -->` placeholder becomes the SVG file the header's Logo component renders. */
export function inlineLogo(file: string): Plugin {
  return {
    name: 'tycho:inline-logo',
    transformIndexHtml: (html) => html.replace(/<!-- logo: [^>]* -->/, () => readFileSync(file, 'utf8').trim()),
  };
}

const MODULE_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/g;

/**
 * The entry's module scripts as module preloads marked `data-start`: they download at once, and `public/start.js`
 * adds them as module scripts once the browser reports index.html's first paint. A module script in the document runs as soon as
 * the parser is done when it has already arrived (a fast or cached load), before the browser paints anything.
 */
export function deferEntryScripts(html: string): string {
  return html.replace(
    MODULE_SCRIPT,
    (_tag, src: string) => `<link rel="modulepreload" crossorigin href="${src}" data-start>`,
  );
}

export function startAfterFirstPaint(): Plugin {
  return {
    name: 'tycho:start-after-first-paint',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: deferEntryScripts },
  };
}
