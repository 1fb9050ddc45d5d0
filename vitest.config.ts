import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { splitCatalogues } from './apps/web/vite-plugins.ts';

export default defineConfig({
  test: {
    // vitest's default is one worker per core minus one: a single worker on CI's 2 cores. The server and devnet suites
    // wait on child processes, timers and I/O as much as they compute, so two files at a time use both cores.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          // scripts read the route table, which imports the feature faces by the app's `@/` alias
          alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) },
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/*/test/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/server/test/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          // the run's one shared seeded network (packages/devnet/src/testing/seeded-network.ts)
          globalSetup: ['packages/devnet/src/testing/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [splitCatalogues(fileURLToPath(new URL('./apps/web/src', import.meta.url)))],
        test: {
          name: 'web',
          alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) },
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.tsx'],
          setupFiles: ['apps/web/src/testSetup.ts'],
        },
      },
      {
        // The web app's logic, APIs and units are plain TypeScript: they run without a simulated page, whose set-up
        // (jsdom, about 0.6 s a file) was most of this project's time. A file that needs a page says so in its first
        // line (`// @vitest-environment jsdom`).
        plugins: [splitCatalogues(fileURLToPath(new URL('./apps/web/src', import.meta.url)))],
        test: {
          name: 'web-logic',
          alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) },
          environment: 'node',
          include: ['apps/web/src/**/*.test.ts'],
        },
      },
    ],
  },
});
