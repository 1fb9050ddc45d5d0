import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/i18n/en.json';
import { WalletController, WalletProvider } from '@/shared/chain';
import type { TokenListState } from '@/shared/tokens';
import TokenListDialog from './TokenListDialog';

const addr = (d: string) => `0:${d.repeat(64)}`;
const pool = {
  meta: {
    poolAddress: addr('1'),
    lpAddress: addr('2'),
    currencyAddresses: [addr('3'), addr('4')],
    currencies: ['QUBE', 'USDT'],
    pairType: 'common',
    poolType: 'common',
  },
  tvl: '1',
  tvlChange: '0',
  volume24h: '0',
  volume24hChange: '0',
  volume7d: '0',
  fee24h: '0',
};
const list: TokenListState = {
  tokens: [],
  index: undefined,
  isLoading: false,
  wrappedNativeRoot: undefined,
  verifiedSymbols: [],
  imported: [],
};

let down = true;
beforeEach(() => {
  down = true;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (down) return Response.json({ error: 'Service Unavailable', message: 'the DEX API is down' }, { status: 503 });
    if (url.endsWith('/pools')) return Response.json({ pools: [pool], totalCount: 1 });
    return Response.json({ error: 'Not Found', message: url }, { status: 404 });
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('TokenListDialog', () => {
  it("says when the pools' LP tokens could not be read (DEX API down), and Retry lists them", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wallet = new WalletController({ loadBackend: async () => null, minVersion: '0.3.40' });
    render(
      <QueryClientProvider client={queryClient}>
        <IntlProvider locale="en" messages={en}>
          <WalletProvider controller={wallet}>
            <TokenListDialog
              open
              onOpenChange={() => undefined}
              list={list}
              onSelect={() => undefined}
              side="left"
              lpTokens
            />
          </WalletProvider>
        </IntlProvider>
      </QueryClientProvider>,
    );
    const error = await screen.findByTestId('token-list-lp-error');
    expect(error.textContent).toContain("The pools' LP tokens could not be loaded.");
    expect(screen.getByTestId('token-list-lp-group').getAttribute('aria-busy')).toBe('false');
    down = false;
    fireEvent.click(screen.getByTestId('token-list-lp-error-retry'));
    await waitFor(() => expect(screen.getByTestId('token-list-lp-group').textContent).toContain('QUBE/USDT'));
    expect(screen.queryByTestId('token-list-lp-error')).toBeNull();
  });
});
