import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/i18n/en.json';
import { WalletController, WalletProvider } from '@/shared/chain';
import { TransactionsSection } from './TransactionsSection';

const POOL = `0:${'1'.repeat(64)}`;
let down = true;

beforeEach(() => {
  down = true;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    if (down) return Response.json({ error: 'Service Unavailable', message: 'the DEX API is down' }, { status: 503 });
    if (String(input).endsWith('/transactions')) return Response.json({ transactions: [], totalCount: 0 });
    return Response.json({ error: 'Not Found', message: String(input) }, { status: 404 });
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('TransactionsSection', () => {
  it('says when the DEX API could not answer (not "no transactions"), and Retry reads again', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wallet = new WalletController({ loadBackend: async () => null, minVersion: '0.3.40' });
    render(
      <QueryClientProvider client={queryClient}>
        <IntlProvider locale="en" messages={en}>
          <WalletProvider controller={wallet}>
            <TransactionsSection scope={{ poolAddress: POOL }} />
          </WalletProvider>
        </IntlProvider>
      </QueryClientProvider>,
    );
    const error = await screen.findByTestId('transactions-error');
    expect(error.textContent).toContain('the DEX API is down');
    expect(screen.queryByTestId('transactions-empty')).toBeNull();
    down = false;
    fireEvent.click(screen.getByTestId('transactions-error-retry'));
    expect(await screen.findByTestId('transactions-empty')).toBeTruthy();
    expect(screen.queryByTestId('transactions-error')).toBeNull();
  });
});
