/**
 * One example URL for every route of the route table (`src/app/routes/routeTable.ts`), with valid parameters taken
 * from the local network: a seeded pair pool, the seeded N-pool for the pool-variant liquidity pages, listed tokens.
 * Routes the table adds later are covered by the same rule; screens not built yet show the not-found page.
 */
import { expect, type Page } from '@playwright/test';
import { ROUTES } from '../src/app/routes/routeTable';
import { devnetInfo } from './support';

export interface RouteExample {
  id: string;
  url: string;
  built: boolean;
}

export async function routeExamples(page: Page): Promise<RouteExample[]> {
  const a = (await devnetInfo(page)).addresses;
  const pick = (key: string) => {
    const value = a[key];
    if (!value) throw new Error(`the local network names no ${key}`);
    return value;
  };
  const [qube, usdt] = [pick('token:QUBE'), pick('token:USDT')];
  const example = (routeId: string, name: string): string => {
    if (name === 'leftTokenRoot') return qube;
    if (name === 'rightTokenRoot') return usdt;
    if (name === 'epochNum' || name === 'id') return '1';
    if (routeId === 'poolLiquidityAdd' || routeId === 'poolLiquidityRemove') return pick('pool:USDT-USDC-DAI');
    if (routeId === 'pool') return pick('pool:QUBE-USDT');
    if (routeId === 'token' || routeId === 'builderToken') return qube;
    if (name === 'user') return pick('marketMaker');
    return pick('pool:QUBE-USDT'); // farming, gauges: any address of the right form
  };
  const examples = ROUTES.map((route) => ({
    id: route.id,
    built: route.built,
    url: route.path.replace(/:(\w+)\??/g, (_, name: string) => example(route.id, name)),
  }));
  // a second look at the pool page, for the N-pool variant, and the not-found page
  examples.push({ id: 'pool (N-pool)', built: true, url: `/pools/${pick('pool:USDT-USDC-DAI')}` });
  examples.push({ id: 'not found', built: false, url: '/no-such-page' });
  return examples;
}

/** The routes' ids (known without a network, so tests can be declared per route). */
export const ROUTE_IDS = [...ROUTES.map((r) => r.id), 'pool (N-pool)', 'not found'];

/** The ids of the routes whose screen is built (the others show the not-found page). */
export const BUILT_ROUTE_IDS = [...ROUTES.filter((r) => r.built).map((r) => r.id), 'pool (N-pool)'];

/** How far the page scrolls sideways: 0 when nothing is wider than the viewport. */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Waits until the page has loaded what it shows: the header is there, the main region has content, and no spinner
 * or skeleton is left (data that changes the layout has arrived), then for two frames so the layout is final.
 */
export async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('main')).not.toBeEmpty();
  await expect(page.locator('main [data-testid="spinner"], main [data-skeleton]')).toHaveCount(0, { timeout: 30_000 });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}
