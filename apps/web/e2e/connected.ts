import { test as base } from '@playwright/test';
import { connectWallet } from './support';

/** The dev wallet's stored grant for this origin (packages/wallet/src/inpage/settings.ts). */
const PERMISSIONS_KEY = 'devwallet:permissions';

/**
 * A returning user whose wallet connects by itself on load, for the route sweeps (layout shift, sideways scroll):
 * Erin connects once per worker through the real picker, and each test's page starts with the grant that left in the
 * browser's storage, as a returning user's does. This saves a page load and a connection per test; the connection
 * itself is tested in wallet.spec.ts.
 */
export const test = base.extend<{ connected: void }, { erinGrant: string }>({
  erinGrant: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const page = await context.newPage();
      await page.goto('/swap');
      await connectWallet(page, 'Erin');
      const grant = await page.evaluate((key) => localStorage.getItem(key), PERMISSIONS_KEY);
      await context.close();
      if (!grant) throw new Error('the dev wallet stored no grant after connecting');
      await use(grant);
    },
    { scope: 'worker' },
  ],
  // automatic: every test of this `test` starts connected
  connected: [
    async ({ page, erinGrant }, use) => {
      await page.addInitScript(([key, grant]) => localStorage.setItem(key!, grant!), [PERMISSIONS_KEY, erinGrant]);
      await use();
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
