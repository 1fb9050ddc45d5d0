import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/i18n/en.json';

afterEach(cleanup);

const LP = `0:${'3'.repeat(64)}`;
const HASH = 'ab'.repeat(32);
const wrapper = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="en" messages={en}>
    {children}
  </IntlProvider>
);

async function setup() {
  vi.resetModules(); // react-toastify and the notify module keep module state: every case starts from a fresh page
  const [{ default: ToastContainerConfigured }, { useLiquidityNotifier }] = await Promise.all([
    import('@/shared/ui/toasts/ToastContainerConfigured'),
    import('./useLiquidityNotifier'),
  ]);
  const view = render(<ToastContainerConfigured />);
  const { result } = renderHook(() => useLiquidityNotifier(), { wrapper });
  return { container: view.container, start: result.current };
}

describe('useLiquidityNotifier', () => {
  it("replaces an operation's pending toast by its result, with links to the transaction and the LP token", async () => {
    const { container, start } = await setup();
    const notify = start();
    act(() => notify({ id: 'liquidity.add.pending.supply', kind: 'info', pending: true, hash: HASH }));
    expect(await screen.findByText(/Supplying liquidity…/)).toBeTruthy();
    act(() =>
      notify({
        id: 'liquidity.add.success',
        values: { amount: '1.50' },
        kind: 'success',
        hash: HASH,
        token: { root: LP, symbol: 'FlatQube-LP-A-B' },
      }),
    );
    expect(await screen.findByText(/Liquidity added: you received 1.50 LP/)).toBeTruthy();
    expect(screen.queryByText(/Supplying liquidity…/)).toBeNull();
    expect(container.querySelectorAll('.Toastify__toast')).toHaveLength(1);
    expect(screen.getByTestId('toast-transaction-link').getAttribute('href')).toBe(`/devnet/transactions/${HASH}`);
    const token = screen.getByTestId('toast-token-link');
    expect(token.getAttribute('href')).toBe(`/devnet/accounts/${encodeURIComponent(LP)}`);
    expect(token.textContent).toBe('FlatQube-LP-A-B token');
  });

  it('a result without a pending toast (a rejection) is a toast of its own', async () => {
    const { container, start } = await setup();
    act(() => start()({ id: 'liquidity.add.canceled.supply', kind: 'warning' }));
    expect(await screen.findByText('Supply canceled. Your tokens stay in your DEX account.')).toBeTruthy();
    expect(container.querySelectorAll('.Toastify__toast')).toHaveLength(1);
    expect(screen.queryByTestId('toast-transaction-link')).toBeNull();
  });
});
