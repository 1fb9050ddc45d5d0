import { cleanup, render, screen, within } from '@testing-library/react';
import type { PoolDetail } from '@tycho/api';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import en from '@/i18n/en.json';
import { PairLiquidityPreview } from './PairLiquidityPreview';
import { PoolStats } from './PoolStats';
import { UserStats } from './UserStats';

const pool: PoolDetail = {
  meta: {
    poolAddress: `0:${'f'.repeat(64)}`,
    lpAddress: `0:${'e'.repeat(64)}`,
    currencyAddresses: [`0:${'a'.repeat(64)}`, `0:${'b'.repeat(64)}`],
    currencies: ['USDT', 'TON'],
    pairType: 'common',
    poolType: 'common',
  },
  tvl: '3000',
  tvlChange: '1.5',
  volume24h: '100',
  volume24hChange: '-2',
  volume7d: '700',
  fee24h: '0.3',
  fee7d: '2.1',
  feeAllTime: '50',
  feeRate: '0.003',
  lpLocked: '2000000',
  volumesLocked: ['1500000000', '500000000000'],
  prices: ['1', '3'],
  stableOneSwap: null,
  transactionsCount24h: 12,
};

const wrap = (node: ReactNode) =>
  render(
    <IntlProvider locale="en" messages={en}>
      {node}
    </IntlProvider>,
  );
const text = (testId: string) => screen.getByTestId(testId).textContent ?? '';
const known = (i: number) => [6, 9][i];

describe('pool figures', () => {
  afterEach(cleanup);

  it('PoolStats shows the reserves and the LP supply with their own decimals', () => {
    wrap(<PoolStats pool={pool} decimals={known} lpDecimals={6} />);
    expect(text('pool-stat-locked-0-value')).toBe('1.5K USDT');
    expect(text('pool-stat-locked-1-value')).toBe('500 TON');
    expect(text('pool-stat-lpLocked-value')).toBe('2');
  });

  it('PoolStats leaves a figure loading while its decimals are unknown (no default of 9 or 18)', () => {
    wrap(<PoolStats pool={pool} decimals={(i) => (i === 0 ? 6 : undefined)} lpDecimals={undefined} />);
    expect(text('pool-stat-locked-0-value')).toBe('1.5K USDT');
    expect(screen.queryByTestId('pool-stat-locked-1-value')).toBeNull();
    expect(screen.queryByTestId('pool-stat-lpLocked-value')).toBeNull();
  });

  it("UserStats shows the user's share, amounts and USD value (token prices without an LP price)", () => {
    wrap(<UserStats pool={pool} lpBalance="500000" decimals={known} lpDecimals={6} lpPrice={null} connected />);
    expect(text('pool-user-lp')).toBe('0.50');
    expect(text('pool-user-share')).toBe('25%');
    expect(text('pool-user-amount-0')).toBe('375');
    expect(text('pool-user-amount-1')).toBe('125');
    expect(text('pool-user-usd')).toBe('$750.00');
  });

  it('UserStats values the position at the LP price when the API has one', () => {
    wrap(<UserStats pool={pool} lpBalance="500000" decimals={known} lpDecimals={6} lpPrice="1200" connected />);
    expect(text('pool-user-usd')).toBe('$600.00');
  });

  it('UserStats keeps the LP, an amount and the USD value loading while decimals are unknown', () => {
    wrap(
      <UserStats
        pool={pool}
        lpBalance="500000"
        decimals={(i) => (i === 0 ? 6 : undefined)}
        lpDecimals={undefined}
        lpPrice={undefined}
        connected
      />,
    );
    expect(text('pool-user-lp')).toBe('…');
    expect(text('pool-user-amount-0')).toBe('375');
    expect(text('pool-user-amount-1')).toBe('…');
    expect(text('pool-user-usd')).toBe('…');
    expect(text('pool-user-share')).toBe('25%');
  });

  it('UserStats asks a visitor to connect', () => {
    wrap(
      <UserStats
        pool={pool}
        lpBalance={undefined}
        decimals={known}
        lpDecimals={6}
        lpPrice={undefined}
        connected={false}
      />,
    );
    expect(screen.getByTestId('pool-user-connect')).toBeTruthy();
    expect(screen.queryByTestId('pool-user-stats')).toBeNull();
  });

  it('PairLiquidityPreview shows the reserves and LP figures, loading ones as …', () => {
    const dex = { rows: [], disabled: false, onWithdraw: () => undefined };
    const sides = [
      { symbol: 'USDT', decimals: 6, reserve: 1_500_000_000n },
      { symbol: 'TON', decimals: undefined, reserve: 500_000_000_000n },
    ] as const;
    wrap(<PairLiquidityPreview sides={[...sides]} lpSupply="2000000" lpBalance="500000" lpDecimals={6} dex={dex} />);
    expect(text('add-reserve-left')).toBe('1.5K');
    expect(text('add-reserve-right')).toBe('…');
    expect(text('add-lp-supply')).toBe('2.00');
    expect(text('add-lp-balance')).toBe('0.50');
    expect(text('add-lp-share')).toBe('25%');
    expect(within(screen.getByTestId('add-pool-info')).getAllByText('—')).toHaveLength(3);
    cleanup();
    wrap(<PairLiquidityPreview sides={[...sides]} lpSupply="2000000" lpDecimals={undefined} dex={dex} />);
    expect(text('add-lp-supply')).toBe('…');
    expect(text('add-lp-balance')).toBe('0.00');
  });
});
