import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backend = 'http://127.0.0.1:8080';
const proxied = ['/api', '/devnet', '/devwallet', '/tokens.json', '/upgradable-tokens.json'];

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Cached separately from app code: changes only on dependency upgrades.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 3 },
            { name: 'intl', test: /node_modules[\\/](react-intl|@formatjs|intl-messageformat)[\\/]/, priority: 2 },
            // Lazy chunks, named for the bundle-size report.
            { name: 'wallet-provider', test: /node_modules[\\/]everscale-inpage-provider[\\/]/, priority: 1 },
            {
              name: 'radix',
              test: /node_modules[\\/](@radix-ui|@floating-ui|react-remove-scroll|aria-hidden)/,
              priority: 1,
            },
            { name: 'toastify', test: /node_modules[\\/](react-toastify|clsx)[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: backend, changeOrigin: false, ws: true }])),
  },
  preview: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: backend, changeOrigin: false, ws: true }])),
  },
});
