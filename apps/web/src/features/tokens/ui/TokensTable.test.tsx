import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { CurrencyListItem } from '@tycho/api';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from '@/shared/lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/i18n/en.json';
import { indexTokens } from '@/shared/tokens';
import { TokensTable, type TokensTableProps } from './TokensTable';

const A = `0:${'a'.repeat(64)}`;
const B = `0:${'b'.repeat(64)}`;
const row = (address: string, currency: string): CurrencyListItem => ({
  address,
  currency,
  price: '1',
  priceChange: '0',
  volume24h: '10',
  volumeChange24h: '0',
  volume7d: '70',
  tvl: '1000',
  tvlChange: '0',
  transactionsCount24h: 1,
});
const index = indexTokens([{ address: A, symbol: 'USDT', name: 'Tether', decimals: 6, logoURI: '', verified: true }]);

function renderTable(props: Partial<TokensTableProps> = {}) {
  const onSortTvl = vi.fn();
  render(
    <IntlProvider locale="en" messages={en}>
      <MemoryRouter>
        <TokensTable
          rows={[row(A, 'USDT'), row(B, 'XYZ')]}
          offset={0}
          index={index}
          ordering={{ field: 'tvl', direction: 'desc' }}
          onSortTvl={onSortTvl}
          narrow={false}
          {...props}
        />
      </MemoryRouter>
    </IntlProvider>,
  );
  return onSortTvl;
}

describe('TokensTable', () => {
  afterEach(cleanup);

  it('links each token to its page and sorts by TVL', () => {
    const onSortTvl = renderTable();
    const links = screen.getAllByTestId('token-link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([`/tokens/${A}`, `/tokens/${B}`]);
    expect(within(links[0]!).getByText('Tether')).toBeTruthy();
    fireEvent.click(screen.getByTestId('tokens-sort-tvl'));
    expect(onSortTvl).toHaveBeenCalledOnce();
  });

  it('a token whose decimals are still resolving shows a skeleton row, never a guessed figure', () => {
    renderTable({ decimals: { decimals: new Map([[A, 6]]), pending: new Set([B]) } });
    expect(screen.getAllByTestId('token-link')).toHaveLength(1);
    expect(screen.getAllByTestId('token-skeleton')).toHaveLength(1);
  });

  it('stars toggle the watchlist by token root, only with a wallet', () => {
    renderTable();
    expect(screen.queryByTestId('watch-button')).toBeNull();
    cleanup();
    const toggle = vi.fn();
    renderTable({ watch: { has: (a) => a === A, toggle }, narrow: true });
    fireEvent.click(screen.getByRole('button', { name: 'Remove USDT from watchlist' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add XYZ to watchlist' }));
    expect(toggle.mock.calls).toEqual([[A], [B]]);
  });
});
