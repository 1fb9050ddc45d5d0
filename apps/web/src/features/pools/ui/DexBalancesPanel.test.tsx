import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/i18n/en.json';
import { DexBalancesPanel } from './DexBalancesPanel';
import { dexBalanceRows } from '../logic/dexWithdraw';

const rows = dexBalanceRows(
  { '0:a': '1500000000', '0:lp': '2000000000' },
  [
    { root: '0:a', symbol: 'TON', decimals: 9 },
    { root: '0:b', symbol: 'EVER', decimals: 9 },
  ],
  { root: '0:lp', symbol: 'TON-EVER', decimals: 9 },
);

const renderPanel = (props: Partial<Parameters<typeof DexBalancesPanel>[0]> = {}) => {
  const onWithdraw = vi.fn();
  render(
    <IntlProvider locale="en" messages={en}>
      <DexBalancesPanel rows={rows} disabled={false} onWithdraw={onWithdraw} {...props} />
    </IntlProvider>,
  );
  return onWithdraw;
};

describe('DexBalancesPanel', () => {
  afterEach(cleanup);

  it('lists each balance with a named withdraw button, enabled only for a positive balance', () => {
    const onWithdraw = renderPanel();
    const region = screen.getByRole('region', { name: 'DEX account balances' });
    expect(within(region).getByText('TON-EVER (LP)')).toBeTruthy();
    const ton = screen.getByRole('button', { name: 'Withdraw TON' }) as HTMLButtonElement;
    const ever = screen.getByRole('button', { name: 'Withdraw EVER' }) as HTMLButtonElement;
    expect(ton.disabled).toBe(false);
    expect(ever.disabled).toBe(true);
    expect(ton.type).toBe('button'); // inside the add form: must not submit it
    fireEvent.click(ton);
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw TON-EVER' }));
    expect(onWithdraw.mock.calls.map(([row]) => row.symbol)).toEqual(['TON', 'TON-EVER']);
  });

  it('disables every withdrawal while the form or another withdrawal is busy', () => {
    renderPanel({ busyRoot: '0:a' });
    expect((screen.getByRole('button', { name: 'Withdraw TON' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Withdraw TON' }).getAttribute('aria-busy')).toBe('true');
    expect((screen.getByRole('button', { name: 'Withdraw TON-EVER' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
