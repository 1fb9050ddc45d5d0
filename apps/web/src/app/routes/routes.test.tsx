import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/i18n/en.json';
import { renderApp } from '../testing/renderApp';
import { isScreenAvailable, resolveRoute } from './resolveRoute';
import { ROUTES, type AppRoute } from './routeTable';

const A = `0:${'a'.repeat(64)}`;
const B = `0:${'B'.repeat(64)}`;

afterEach(cleanup);

describe('resolveRoute', () => {
  it.each([
    ['/swap', 'swap'],
    [`/swap/${A}`, 'swap'],
    [`/swap/${A}/${B}`, 'swap'],
    [`/swap/combined/${B}`, 'swap'],
    // the swap screen itself tells an invalid or unknown token (never page-not-found)
    ['/swap/notanaddress', 'swap'],
    [`/swap/${A}/combined`, 'swap'],
    [`/limit/${A}/${B}`, 'limit'],
    ['/pools', 'pools'],
    [`/pools/${A}`, 'pool'],
    [`/pools/${A}/liquidity/add`, 'poolLiquidityAdd'],
    [`/pools/${A}/liquidity/remove`, 'poolLiquidityRemove'],
    [`/liquidity/add/${A}`, 'liquidityAdd'],
    [`/liquidity/remove/${A}/${B}`, 'liquidityRemove'],
    ['/tokens', 'tokens'],
    [`/tokens/${A}`, 'token'],
    ['/farming', 'farming'],
    ['/farming/create', 'farmingCreate'],
    [`/farming/${A}`, 'farmingPool'],
    [`/farming/${A}/${B}`, 'farmingPool'],
    ['/dao', 'dao'],
    ['/dao/balance', 'daoBalance'],
    ['/dao/epochs/12', 'daoEpoch'],
    ['/dao/whitelisting', 'daoWhitelisting'],
    ['/dao/proposals', 'daoProposals'],
    ['/dao/proposals/create', 'daoProposalCreate'],
    ['/dao/proposals/42', 'daoProposal'],
    ['/builder', 'builder'],
    ['/builder/create', 'builderCreate'],
    [`/builder/${A}`, 'builderToken'],
    ['/gauges', 'gauges'],
    ['/gauges/create', 'gaugesCreate'],
    ['/gauges/calc', 'gaugesCalc'],
    [`/gauges/${A}`, 'gauge'],
  ])('%s → %s', (path, id) => {
    expect(resolveRoute(path)?.route.id).toBe(id);
  });

  it.each([
    '/nope',
    `/swap/${A}/${B}/extra`,
    '/pools/0:123',
    `/pools/${A.slice(0, -1)}`,
    `/tokens/${A}x`,
    `/farming/${A}/bob`,
    '/dao/proposals/abc',
    '/dao/proposals/-1',
    '/dao/proposals/1.5',
    '/dao/epochs/0x1',
    '/builder/xyz',
    '/gauges/calcx',
  ])('%s → not found', (path) => {
    expect(resolveRoute(path)).toBeNull();
  });

  it('marks the finished screens as built, each with a screen loader', () => {
    expect(ROUTES.filter((route) => route.built).map((route) => route.id)).toEqual(
      expect.arrayContaining(['tokens', 'token', 'pools', 'farming', 'gauges', 'gaugesCalc']),
    );
    expect(ROUTES.filter((route) => route.built).every((route) => route.screen)).toBe(true);
    const unbuilt = ROUTES.map((route) =>
      route.id === 'daoProposals' ? { ...route, built: false, screen: undefined } : route,
    );
    expect(isScreenAvailable('/dao/proposals')).toBe(true);
    expect(isScreenAvailable('/dao/proposals', unbuilt)).toBe(false);
    expect(isScreenAvailable('/gauges/calc')).toBe(true);
  });
});

describe('router', () => {
  it('redirects / to /swap and keeps the header', async () => {
    const { location } = renderApp({ path: '/' });
    expect(await screen.findByRole('banner')).toBeTruthy();
    await waitFor(() => expect(location.current?.pathname).toBe('/swap'));
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Swap' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows not-found for a screen that is not built yet', async () => {
    const unbuilt = ROUTES.map((route) =>
      route.id === 'daoProposals' ? { ...route, built: false, screen: undefined } : route,
    );
    renderApp({ path: '/dao/proposals', routes: unbuilt });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('shows not-found for an unknown path, with the header', async () => {
    renderApp({ path: '/does/not/exist' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
  });

  const builtRoutes: AppRoute[] = ROUTES.map((route) =>
    route.id === 'pool' || route.id === 'daoProposal'
      ? { ...route, built: true, screen: async () => ({ default: () => <h1>Screen {route.id}</h1> }) }
      : route,
  );

  it('renders a built screen when its parameters are valid', async () => {
    renderApp({ path: `/pools/${A}`, routes: builtRoutes });
    expect(await screen.findByRole('heading', { name: 'Screen pool' })).toBeTruthy();
    cleanup();
    renderApp({ path: '/dao/proposals/7', routes: builtRoutes });
    expect(await screen.findByRole('heading', { name: 'Screen daoProposal' })).toBeTruthy();
  });

  it('gives every route its own document title', () => {
    const titles = ROUTES.map((route) => (en as Record<string, string>)[`title.${route.id}`]);
    expect(titles.every((title) => typeof title === 'string' && title.length > 0)).toBe(true);
  });

  it('titles the tab after the screen, and after the not-found page when the screen is not shown', async () => {
    renderApp({ path: `/pools/${A}`, routes: builtRoutes });
    await screen.findByRole('heading', { name: 'Screen pool' });
    await waitFor(() => expect(document.title).toBe('Pool · Tycho DEX'));
    cleanup();
    renderApp({ path: '/pools/0:xyz', routes: builtRoutes });
    await screen.findByRole('heading', { name: 'Page not found' });
    await waitFor(() => expect(document.title).toBe('Page not found · Tycho DEX'));
  });

  it('shows not-found for a built screen with a bad address or id', async () => {
    renderApp({ path: '/pools/0:xyz', routes: builtRoutes });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    cleanup();
    renderApp({ path: '/dao/proposals/seven', routes: builtRoutes });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('shows not-found when a screen throws while rendering, and recovers on the next navigation', async () => {
    const broken: AppRoute[] = builtRoutes.map((route) =>
      route.id === 'daoProposal'
        ? {
            ...route,
            screen: async () => ({
              default: () => {
                throw new Error('broken screen');
              },
            }),
          }
        : route,
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { location } = renderApp({ path: '/dao/proposals/7', routes: broken });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    logged.mockRestore();
    fireEvent.click(screen.getByRole('link', { name: 'Pools' }));
    await waitFor(() => expect(location.current?.pathname).toBe('/pools'));
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
  });

  it('highlights Pairs for /pools?type=pairs and Pools otherwise', async () => {
    renderApp({ path: '/pools?type=pairs' });
    const pairs = await screen.findByRole('link', { name: 'Pairs' });
    expect(pairs.getAttribute('aria-current')).toBe('page');
    expect(pairs.getAttribute('href')).toBe('/pools?type=pairs');
    expect(screen.getByRole('link', { name: 'Pools' }).getAttribute('aria-current')).toBeNull();
  });

  it('lists the navigation of the built screens in product order', async () => {
    renderApp({ path: '/swap' });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const names = [...nav.querySelectorAll('a')].map((a) => a.textContent);
    // built screens only: the DAO is not offered yet
    expect(names).toEqual([
      'Swap',
      'Pools',
      'Tokens',
      'Pairs',
      'Farming',
      'Boost Calculator',
      'DAO',
      'Builder',
      'Portfolio',
    ]);
  });
});
