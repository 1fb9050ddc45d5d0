import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { WalletBackend } from '../shared/chain';
import { isWalletAnnounced, isWalletPending } from '../shared/chain';
import { ROUTES, type AppRoute } from './routes/routeTable';
import { renderApp } from './testing/renderApp';

afterEach(() => {
  cleanup();
  window.__hasEverscaleProvider = undefined;
});

describe('isWalletPending', () => {
  it('waits only while the wallet check runs for an announced wallet', () => {
    expect(isWalletPending('checking', true)).toBe(true);
    expect(isWalletPending('checking', false)).toBe(false);
    for (const status of ['missing', 'outdated', 'disconnected', 'connecting', 'connected'] as const) {
      expect(isWalletPending(status, true)).toBe(false);
    }
  });

  it('reads the announcement flag', () => {
    expect(isWalletAnnounced({})).toBe(false);
    expect(isWalletAnnounced({ __hasEverscaleProvider: true })).toBe(true);
    expect(isWalletAnnounced(undefined)).toBe(false);
  });
});

describe('page content during the wallet check (issue 17: first paint does not wait for it)', () => {
  const routes: AppRoute[] = ROUTES.map((route) =>
    route.id === 'pools' ? { ...route, screen: async () => ({ default: () => <h1>Pools screen</h1> }) } : route,
  );

  function pendingCheck() {
    let settle: (backend: WalletBackend | null) => void = () => {};
    const promise = new Promise<WalletBackend | null>((resolve) => (settle = resolve));
    return { loadBackend: () => promise, settle };
  }

  it('shows the content at once without an announced wallet, then the notice floating below it', async () => {
    const check = pendingCheck();
    renderApp({ path: '/pools', routes, loadBackend: check.loadBackend });
    expect(await screen.findByRole('heading', { name: 'Pools screen' })).toBeTruthy();
    expect(screen.getByTestId('wallet-checking')).toBeTruthy();
    expect(screen.queryByTestId('wallet-install-prompt')).toBeNull();
    await act(async () => check.settle(null));
    const notice = await screen.findByTestId('wallet-install-prompt');
    // after the main region in the document: it does not push the page down
    expect(screen.getByRole('main').compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the content at once when a wallet is announced', async () => {
    window.__hasEverscaleProvider = true;
    const check = pendingCheck();
    renderApp({ path: '/pools', routes, loadBackend: check.loadBackend });
    expect(await screen.findByRole('heading', { name: 'Pools screen' })).toBeTruthy();
    expect(screen.getByTestId('wallet-checking')).toBeTruthy();
  });

  it('closes the notice for the rest of the visit', async () => {
    renderApp({ path: '/pools', routes, loadBackend: async () => null });
    const notice = await screen.findByTestId('wallet-install-prompt');
    await act(async () => within(notice).getByRole('button', { name: 'Close' }).click());
    expect(screen.queryByTestId('wallet-install-prompt')).toBeNull();
  });
});

describe('preloadScreen', () => {
  it('starts loading the screen of a path, the home screen for "/", and nothing for an unbuilt route', async () => {
    const { preloadScreen } = await import('./routes/resolveRoute');
    const loaded: string[] = [];
    const probe: AppRoute[] = ROUTES.map((route) => ({
      ...route,
      built: route.id === 'daoProposals' ? false : route.built,
      screen: route.screen && (async () => (loaded.push(route.id), { default: () => null })),
    }));
    preloadScreen('/', probe);
    preloadScreen('/tokens/0:' + 'a'.repeat(64), probe);
    preloadScreen('/dao/proposals', probe);
    preloadScreen('/nope', probe);
    await Promise.resolve();
    expect(loaded).toEqual(['swap', 'token']);
  });
});
