import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiDownThenUp, renderWithServices } from '@/shared/testing/apiTesting';
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

let api: ReturnType<typeof apiDownThenUp>;
beforeEach(() => {
  api = apiDownThenUp({ '/pools': { pools: [pool], totalCount: 1 } });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('TokenListDialog', () => {
  it("says when the pools' LP tokens could not be read (DEX API down), and Retry lists them", async () => {
    renderWithServices(
      <TokenListDialog
        open
        onOpenChange={() => undefined}
        list={list}
        onSelect={() => undefined}
        side="left"
        lpTokens
      />,
    );
    const error = await screen.findByTestId('token-list-lp-error');
    expect(error.textContent).toContain('Could not load the data.');
    expect(screen.getByTestId('token-list-lp-group').getAttribute('aria-busy')).toBe('false');
    api.down = false;
    fireEvent.click(screen.getByTestId('token-list-lp-error-retry'));
    await waitFor(() => expect(screen.getByTestId('token-list-lp-group').textContent).toContain('QUBE/USDT'));
    expect(screen.queryByTestId('token-list-lp-error')).toBeNull();
  });
});
