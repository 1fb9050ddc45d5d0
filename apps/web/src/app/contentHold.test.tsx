import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { WalletBackend } from '../shared/chain';
import { holdsContent, isWalletAnnounced } from './contentHold';
import { ROUTES, type AppRoute } from './routes/routeTable';
import { renderApp } from './testing/renderApp';

afterEach(() => {
  cleanup();
  window.__hasEverscaleProvider = undefined;
});

describe('holdsContent', () => {
  it('holds only while the wallet check runs without an announced wallet', () => {
    expect(holdsContent('checking', false)).toBe(true);
    expect(holdsContent('checking', true)).toBe(false);
    for (const status of ['missing', 'outdated', 'disconnected', 'connecting', 'connected'] as const) {
      expect(holdsContent(status, false)).toBe(false);
    }
  });

  it('reads the announcement flag', () => {
    expect(isWalletAnnounced({})).toBe(false);
    expect(isWalletAnnounced({ __hasEverscaleProvider: true })).toBe(true);
    expect(isWalletAnnounced(undefined)).toBe(false);
  });
});

describe('page content during the wallet check', () => {
  const routes: AppRoute[] = ROUTES.map((route) =>
    route.id === 'pools' ? { ...route, screen: async () => ({ default: () => <h1>Pools screen</h1> }) } : route,
  );

  function pendingCheck() {
    let settle: (backend: WalletBackend | null) => void = () => {};
    const promise = new Promise<WalletBackend | null>((resolve) => (settle = resolve));
    return { loadBackend: () => promise, settle };
  }

  it('waits for the check when no wallet is announced, then shows the notice and the content together', async () => {
    const check = pendingCheck();
    renderApp({ path: '/pools', routes, loadBackend: check.loadBackend });
    expect(await screen.findByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main').childElementCount).toBe(0);
    await act(async () => check.settle(null));
    expect(await screen.findByRole('heading', { name: 'Pools screen' })).toBeTruthy();
    expect(screen.getByTestId('wallet-install-prompt')).toBeTruthy();
  });

  it('shows the content at once when a wallet is announced', async () => {
    window.__hasEverscaleProvider = true;
    const check = pendingCheck();
    renderApp({ path: '/pools', routes, loadBackend: check.loadBackend });
    expect(await screen.findByRole('heading', { name: 'Pools screen' })).toBeTruthy();
    expect(screen.getByTestId('wallet-checking')).toBeTruthy();
  });
});

describe('preloadScreen', () => {
  it('starts loading the screen of a path, the home screen for "/", and nothing for an unbuilt route', async () => {
    const { preloadScreen } = await import('./routes/resolveRoute');
    const loaded: string[] = [];
    const probe: AppRoute[] = ROUTES.map((route) => ({
      ...route,
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
