import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import {
  inlineEntryCss,
  inlineLogo,
  precompiledMessages,
  precompressedAssets,
  splitCatalogues,
  startAfterFirstPaint,
  stripSchemaDescriptions,
} from './vite-plugins.ts';

const backend = 'http://127.0.0.1:8080';
const proxied = ['/api', '/devnet', '/devwallet', '/tokens.json', '/upgradable-tokens.json'];

// The small shared modules most screens use (formatting, paging, tables, stats, the token list, the API client,
// units): one `ui` chunk instead of many files of 0.1-2 kB. Left out: what would make every screen load a library only
// some need (the chart canvas and its theme, the toast container, the API schemas with zod), and the ABI helpers (the
// ABI chunks import them: a chunk cycle). `npm run size` fails on a static import cycle between chunks.
const SHARED_UI = new RegExp(
  [
    String.raw`[\\/]apps[\\/]web[\\/]src[\\/]shared[\\/](?:lib|ui|tokens|api|favourites)[\\/]`,
    String.raw`[\\/]apps[\\/]web[\\/]src[\\/]shared[\\/]chain[\\/](?:providerClient|useContractsWatch|callId|tip3Transfer|builtCall)\.ts$`,
    String.raw`[\\/]packages[\\/](?:units[\\/]src[\\/]|api[\\/]src[\\/]headers\.ts$)`,
  ].join('|'),
);
// The API schemas' sources (their `.describe()` texts are for the OpenAPI document, not the app), and the packages
// that only declare constants (ABIs and schemas: what is not used is dropped).
const SCHEMA_SOURCES = /[\\/]packages[\\/]api[\\/]src[\\/][^.]+\.ts$/;
const PURE_PACKAGES = /[\\/]packages[\\/](?:abi|api)[\\/]src[\\/]/;
const SHARED_UI_OUT =
  /[\\/](?:ChoiceSelectMenu|ChartCanvas|DepthCanvas|ChartTooltip|theme|ToastContainerConfigured|\w*Schemas)\.tsx?$/;

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // `@/` is the app's src folder (tsconfig.json `paths`, vitest.config.ts and the eslint resolver say the same).
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
  },
  plugins: [
    react(),
    inlineLogo(fileURLToPath(new URL('./src/app/header/logo.svg', import.meta.url))),
    splitCatalogues(fileURLToPath(new URL('./src', import.meta.url))),
    precompiledMessages(/[\\/]src[\\/]i18n[\\/](?:en|ko|ja)\.json$/),
    inlineEntryCss(),
    startAfterFirstPaint(),
    precompressedAssets(),
    stripSchemaDescriptions(SCHEMA_SOURCES),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // .vite/manifest.json: each route's chunks, for the byte budget of `npm run size` (scripts/bench/budget.ts)
    manifest: true,
    // No module-preload polyfill (every browser the app supports preloads modules itself): the entry chunk held
    // only that polyfill and the import of the boot chunk, one more file before the first paint (docs/decisions.md).
    modulePreload: { polyfill: false },
    target: 'es2022',
    rolldownOptions: {
      treeshake: {
        // The ABI and API-schema packages only declare constants: unused ABIs and schemas are dropped.
        moduleSideEffects: [{ test: PURE_PACKAGES, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          groups: [
            // Cached separately from app code: changes only on dependency upgrades.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|use-sync-external-store)[\\/]/,
              priority: 6,
            },
            { name: 'intl', test: /node_modules[\\/](react-intl|@formatjs|intl-messageformat)[\\/]/, priority: 5 },
            // Lazy chunks, named for the bundle-size report. Radix is not grouped: one chunk for all its packages made
            // the transactions tabs pull in dialogs, menus and floating-ui (28 kB) on the swap page.
            { name: 'wallet-provider', test: /node_modules[\\/]everscale-inpage-provider[\\/]/, priority: 4 },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 4 },
            // The chart library with the app's chart theme (its only importer besides the canvases): one lazy file.
            {
              name: 'charts',
              test: /node_modules[\\/](?:lightweight-charts|fancy-canvas)[\\/]|[\\/]shared[\\/]ui[\\/]chart[\\/]theme\.ts$/,
              priority: 4,
            },
            { name: 'toastify', test: /node_modules[\\/](react-toastify|clsx)[\\/]/, priority: 4 },
            // The app code every page runs (statically imported by the entry): one request instead of a dozen.
            { name: 'boot', tags: ['$initial'], test: /[\\/]apps[\\/]web[\\/]src[\\/]/, priority: 3 },
            // The token ABIs every page with a wallet action uses (the shared wallet client reads balances with them),
            // with the ABI helpers they are built from: one file instead of four.
            {
              name: 'token-abi',
              test: /[\\/]packages[\\/]abi[\\/]src[\\/](?:params|constants|token-root|token-wallet(?:-functions)?)\.ts$/,
              priority: 2,
            },
            // What the screens use of react-query beyond the boot's client (useQuery, useQueries, mutations) and the
            // shared modules (SHARED_UI): one file each instead of about twenty small ones per screen. Lighthouse's
            // simulated network (HTTP/1.1, six connections, 150 ms round trips) paid a round trip for each file
            // (docs/decisions.md, "Fewer files per page"). Their own dependencies stay where they were (not pulled in).
            {
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/]/,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              name: 'ui',
              test: (id: string) => SHARED_UI.test(id) && !SHARED_UI_OUT.test(id),
              priority: 1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  // The answer worker (src/app/answers): zod and every API schema in one file, built like the app's schema chunks. Its
  // registry loads each record through a face's lazy loader; `codeSplitting: false` inlines those loads, so the worker
  // stays one file and a first answer waits for no further download.
  worker: {
    format: 'es',
    plugins: () => [stripSchemaDescriptions(SCHEMA_SOURCES)],
    rolldownOptions: {
      treeshake: { moduleSideEffects: [{ test: PURE_PACKAGES, sideEffects: false }] },
      output: { codeSplitting: false },
    },
  },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: backend, changeOrigin: false, ws: true }])),
  },
  preview: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: backend, changeOrigin: false, ws: true }])),
  },
});
