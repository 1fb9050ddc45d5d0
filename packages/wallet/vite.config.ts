import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** Builds the in-page provider into one self-contained IIFE: dist/inpage.js. */
export default defineConfig({
  build: {
    lib: {
      entry: fileURLToPath(new URL('src/inpage/main.ts', import.meta.url)),
      formats: ['iife'],
      name: 'TychoDevWallet',
      fileName: () => 'inpage.js',
    },
    outDir: fileURLToPath(new URL('dist', import.meta.url)),
    emptyOutDir: true,
    target: 'es2020',
    sourcemap: false,
  },
});
