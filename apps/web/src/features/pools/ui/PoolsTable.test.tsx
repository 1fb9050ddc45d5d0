import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { PoolListItem } from '@tycho/api';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from '@/shared/lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/i18n/en.json';
import { PoolsTable, type PoolsTableProps } from './PoolsTable';

const row = (hex: string, symbols: string[], tvl: string): PoolListItem => ({
  meta: {
    poolAddress: `0:${hex.repeat(64)}`,
    lpAddress: `0:${'e'.repeat(64)}`,
    currencyAddresses: symbols.map((_, i) => `0:${String(i + 1).repeat(64)}`),
    currencies: symbols,
    pairType: 'common',
    poolType: symbols.length > 2 ? 'stablepool' : 'common',
  },
  tvl,
  tvlChange: '0',
  volume24h: '10',
  volume24hChange: '0',
  volume7d: '70',
  fee24h: '0.03',
});
const rows = [row('a', ['USDT', 'TON'], '2000'), row('b', ['USDT', 'USDC', 'DAI'], '1000')];

function renderTable(props: Partial<PoolsTableProps> = {}) {
  const onSort = vi.fn();
  render(
    <IntlProvider locale="en" messages={en}>
      <MemoryRouter>
        <PoolsTable
          kind="all"
          rows={rows}
          offset={10}
          ordering={{ field: 'tvl', direction: 'desc' }}
          onSort={onSort}
          narrow={false}
          {...props}
        />
      </MemoryRouter>
    </IntlProvider>,
  );
  return onSort;
}

describe('PoolsTable', () => {
  afterEach(cleanup);

  it('lists the pools by rank with links to their pages, sorted by the active column', () => {
    const onSort = renderTable();
    const table = screen.getByTestId('pools-all-table');
    const links = within(table).getAllByTestId('pool-link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['USDT/TON', `/pools/0:${'a'.repeat(64)}`],
      ['USDT/USDC/DAI', `/pools/0:${'b'.repeat(64)}`],
    ]);
    expect(within(table).getAllByTestId('pool-row')[0]?.textContent).toMatch(/^11/);
    expect(screen.getByTestId('pools-sort-tvl').closest('th')?.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByTestId('pools-sort-volume7d'));
    expect(onSort).toHaveBeenCalledWith('volume7d');
  });

  it('stars appear only with a wallet, and toggle the pool with its name', () => {
    renderTable();
    expect(screen.queryByTestId('pool-favorite')).toBeNull();
    cleanup();
    const toggle = vi.fn();
    renderTable({ fav: { has: (a) => a.startsWith('0:a'), toggle } });
    expect(screen.queryAllByTestId('pool-favorite')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Remove USDT/TON from favorites' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add USDT/USDC/DAI to favorites' }));
    expect(toggle.mock.calls).toEqual([
      [{ address: `0:${'a'.repeat(64)}`, name: 'USDT/TON' }],
      [{ address: `0:${'b'.repeat(64)}`, name: 'USDT/USDC/DAI' }],
    ]);
  });

  it('shows cards on narrow screens and skeletons while the page loads', () => {
    renderTable({ narrow: true, kind: 'favorites' });
    expect(within(screen.getByTestId('pools-favorites-cards')).getAllByTestId('pool-card')).toHaveLength(2);
    cleanup();
    renderTable({ rows: undefined, skeletonRows: 3 });
    expect(screen.getAllByTestId('pool-skeleton')).toHaveLength(3);
  });
});
