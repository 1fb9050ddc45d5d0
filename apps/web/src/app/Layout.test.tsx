import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { config, defaultConfig } from '@/shared/config';
import { accountUrl, transactionUrl } from '@/shared/lib/explorer';
import { renderApp } from './testing/renderApp';

afterEach(() => {
  cleanup();
  Object.assign(config, { local: defaultConfig.local });
});

/** The page of another network's profile (issue 44): no dev wallet dock, links to its explorer, its wallet. */
describe('the frame with a network profile', () => {
  it("docks the local network's dev wallet, and has no dock on another network's page", async () => {
    renderApp({ path: '/no-such-page', backend: null });
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(document.querySelector('[data-tycho-dev-wallet-dock]')).not.toBeNull();
    cleanup();
    Object.assign(config, { local: false });
    renderApp({ path: '/no-such-page', backend: null });
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(document.querySelector('[data-tycho-dev-wallet-dock]')).toBeNull();
  });

  it("links accounts and transactions to the profile's explorer", () => {
    expect(transactionUrl('ab', '/devnet/transactions/{hash}')).toBe('/devnet/transactions/ab');
    expect(transactionUrl('ab', 'https://scan.example.com/tx/{hash}')).toBe('https://scan.example.com/tx/ab');
    expect(accountUrl('0:1', 'https://scan.example.com/a/{address}')).toBe('https://scan.example.com/a/0%3A1');
  });
});
