import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRpcBackend } from '../shared/chain';
import { createFakeRpc } from '../shared/chain/testing/fakeRpc';
import { renderApp } from './testing/renderApp';

const ADDRESS = `0:${'1'.repeat(64)}`;

function backendOf(fake: ReturnType<typeof createFakeRpc>) {
  return createRpcBackend(fake.rpc, (a) => ({ toString: () => a }));
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

/** The text a sighted user sees: without the visually hidden exact amount and the (hidden) tooltip. */
function shownText(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('.visually-hidden, [data-testid="amount-exact"]').forEach((hidden) => hidden.remove());
  return copy.textContent ?? '';
}

describe('wallet in the header', () => {
  it('asks to install the extension when there is no provider, and the app still renders', async () => {
    renderApp({ path: '/no-such-page', backend: null });
    const prompt = await screen.findByTestId('wallet-install-prompt');
    expect(prompt.textContent).toContain('Wallet extension not found');
    expect(screen.getByRole('link', { name: 'Install EVER Wallet' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('asks to update an outdated extension with a Reload button', async () => {
    renderApp({ path: '/no-such-page', backend: backendOf(createFakeRpc({ version: '0.3.1' })) });
    const prompt = await screen.findByTestId('wallet-update-prompt');
    expect(prompt.textContent).toContain('0.3.1');
    expect(prompt.textContent).toContain('0.3.40');
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Connect wallet' })).toBeNull();
  });

  it('connects, shows the short address and live balance, and disconnects from the menu', async () => {
    const fake = createFakeRpc();
    fake.setBalance(ADDRESS, '1234500000', { emit: false });
    renderApp({ path: '/no-such-page', backend: backendOf(fake) });
    fireEvent.click(await screen.findByRole('button', { name: 'Connect wallet' }));
    expect((await screen.findByTestId('wallet-address')).textContent).toBe('0:1111...1111');
    // the short balance is shown; the exact one is read by assistive technology and shown on hover and focus
    await waitFor(() => expect(shownText(screen.getByTestId('wallet-balance'))).toBe('1.234 TYCHO'));
    expect(screen.getByTestId('wallet-balance').querySelector('[data-exact]')?.getAttribute('data-exact')).toBe(
      '1.2345',
    );
    act(() => fake.setBalance(ADDRESS, '2500000000000'));
    await waitFor(() => expect(shownText(screen.getByTestId('wallet-balance'))).toBe('2.5K TYCHO'));

    const trigger = await screen.findByTestId('wallet-button');
    fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' });
    expect((await screen.findByTestId('wallet-full-address')).textContent).toBe(ADDRESS);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Disconnect' }));
    expect(await screen.findByRole('button', { name: 'Connect wallet' })).toBeTruthy();
    expect(fake.calls).toContain('disconnect');
  });
});

describe('language switch', () => {
  it('switches to Korean, stores lang and sets <html lang>', async () => {
    renderApp({ path: '/no-such-page' });
    const select = await screen.findByRole('combobox', { name: 'Language' });
    fireEvent.change(select, { target: { value: 'ko' } });
    expect(await screen.findByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeTruthy();
    expect(localStorage.getItem('lang')).toBe('ko');
    expect(document.documentElement.lang).toBe('ko');
    expect(screen.getByRole('link', { name: '스왑' })).toBeTruthy();
  });

  it('follows a change made in another tab', async () => {
    renderApp({ path: '/no-such-page' });
    await screen.findByRole('heading', { name: 'Page not found' });
    act(() => {
      localStorage.setItem('lang', 'ja');
      window.dispatchEvent(new StorageEvent('storage', { key: 'lang', newValue: 'ja' }));
    });
    expect(await screen.findByRole('heading', { name: 'ページが見つかりません' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('ja');
  });
});
