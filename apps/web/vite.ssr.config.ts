/**
 * The server build of the first screens (src/app/prerender/renderPage.tsx, docs/decisions.md "Pages arrive with their
 * first screen"): the same sources, aliases, catalogues and CSS module names as the browser's build, for Node.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { inlineLogo, precompiledMessages, splitCatalogues } from './vite-plugins.ts';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
  },
  plugins: [
    react(),
    inlineLogo(fileURLToPath(new URL('./src/app/header/logo.svg', import.meta.url))),
    splitCatalogues(fileURLToPath(new URL('./src', import.meta.url))),
    precompiledMessages(/[\\/]src[\\/]i18n[\\/](?:en|ko|ja)\.json$/),
  ],
  publicDir: false,
  build: {
    ssr: 'src/app/prerender/renderPage.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
  },
  ssr: { noExternal: [/^@tycho\//] },
});
