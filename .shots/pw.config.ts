import { defineConfig } from '@playwright/test';
export default defineConfig({
  testDir: '.',
  timeout: 120_000,
  use: { baseURL: 'http://127.0.0.1:4299', launchOptions: { executablePath: '/usr/bin/chromium' } },
});
