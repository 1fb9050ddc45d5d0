import { describe, expect, it } from 'vitest';
import type { LimitOrder } from '@tycho/api';
import { percentOf } from './fill';
import { limitFormState, parsePrice, totalAt } from './limitForm';
import { orderRow, tabQuery } from './orderRows';

const QUBE = { root: '0:q', decimals: 9 };
const USDT = { root: '0:u', decimals: 6 };
const base = {
  side: 'sell' as const,
  left: QUBE,
  right: USDT,
  amountText: '10',
  priceText: '2.5',
  balances: { left: 100n * 10n ** 9n, right: 50n * 10n ** 6n },
  supplies: { left: 1_000n * 10n ** 9n, right: 10_000n * 10n ** 6n },
  connected: true,
};

describe('limit order form', () => {
  it('reads a price as a positive decimal and names bad text', () => {
    expect(parsePrice('2.5')).toEqual({ value: 25n * 10n ** 17n });
    expect(parsePrice(' ')).toEqual({ problem: 'enterPrice' });
    for (const bad of ['abc', '1.2.3', '-1', '0', '0.000', '.', '1e5', '1,5'])
      expect(parsePrice(bad), bad).toEqual({ problem: 'invalidPrice' });
  });

  it('sells the left token for the total at the price', () => {
    const state = limitFormState(base);
    expect(state.problem).toBeUndefined();
    expect(state.total).toBe(25n * 10n ** 6n);
    expect(state.spent).toEqual({ token: QUBE, amount: 10n * 10n ** 9n });
    expect(state.expected).toEqual({ token: USDT, amount: 25n * 10n ** 6n });
  });

  it('buys the left token with the total, checking the right-token balance', () => {
    const state = limitFormState({ ...base, side: 'buy' });
    expect(state.spent).toEqual({ token: USDT, amount: 25n * 10n ** 6n });
    expect(state.expected).toEqual({ token: QUBE, amount: 10n * 10n ** 9n });
    expect(limitFormState({ ...base, side: 'buy', amountText: '21' }).problem).toBe('insufficientBalance');
    expect(limitFormState({ ...base, side: 'sell', amountText: '101' }).problem).toBe('insufficientBalance');
  });

  it('stops on the first problem in the order a user fixes them', () => {
    expect(limitFormState({ ...base, left: undefined }).problem).toBe('selectTokens');
    expect(limitFormState({ ...base, priceText: '1..2', amountText: '' })).toEqual({
      problem: 'invalidPrice',
      priceProblem: 'invalidPrice',
    });
    expect(limitFormState({ ...base, priceText: '' }).problem).toBe('enterPrice');
    expect(limitFormState({ ...base, amountText: '' }).problem).toBe('enterAmounts');
    expect(limitFormState({ ...base, amountText: '0.000000001', priceText: '0.0001' }).problem).toBe('totalTooSmall');
    expect(limitFormState({ ...base, amountText: '1001' }).problem).toBe('aboveTotalSupply');
    expect(limitFormState({ ...base, connected: false, amountText: '' }).problem).toBe('connectWallet');
    expect(limitFormState({ ...base, connected: false, priceText: 'x' }).problem).toBe('invalidPrice');
    expect(limitFormState({ ...base, balances: {} }).problem).toBe('loading');
  });

  it('rounds the total down to the right token', () => {
    expect(totalAt(1n, 10n ** 18n, QUBE, USDT)).toBe(0n);
    expect(totalAt(3n * 10n ** 9n, 333_333_333_333_333_333n, QUBE, USDT)).toBe(999_999n);
  });
});

const order = (over: Partial<LimitOrder>): LimitOrder => ({
  address: '0:o',
  limitOrderRoot: '0:r',
  ownerAddress: '0:alice',
  dexPair: null,
  spentTokenRoot: QUBE.root,
  receiveTokenRoot: USDT.root,
  initialSpentAmount: '10',
  expectedReceiveAmount: '25',
  currentSpentAmount: '4',
  currentReceiveAmount: '10',
  filledAmount: '6',
  filledPercent: '60',
  price: '2.5',
  state: 'Active',
  createdAt: 1,
  updatedAt: 2,
  ...over,
});

describe('order rows', () => {
  it('shows left-token amounts on both sides', () => {
    expect(orderRow(order({}), QUBE.root, undefined)).toMatchObject({
      side: 'sell',
      leftInitial: 10n,
      leftCurrent: 4n,
      rightInitial: 25n,
    });
    const bid = order({ spentTokenRoot: USDT.root, receiveTokenRoot: QUBE.root });
    expect(orderRow(bid, QUBE.root, undefined)).toMatchObject({
      side: 'buy',
      leftInitial: 25n,
      leftCurrent: 10n,
      rightInitial: 10n,
    });
  });

  it('offers fill on others’ active orders and cancel on one’s own', () => {
    expect(orderRow(order({}), QUBE.root, '0:bob').action).toBe('fill');
    expect(orderRow(order({}), QUBE.root, '0:alice').action).toBe('cancel');
    expect(orderRow(order({ state: 'Filled' }), QUBE.root, '0:bob').action).toBeUndefined();
    expect(orderRow(order({}), QUBE.root, undefined).action).toBeUndefined();
  });

  it('asks each tab for its orders', () => {
    expect(tabQuery('open', 'all', '0:a')).toEqual({ states: ['Active'], side: undefined });
    expect(tabQuery('open', 'sell', '0:a')).toMatchObject({ sortBy: 'price', sortDirection: 'asc', side: 'sell' });
    expect(tabQuery('mine', 'buy', '0:a')).toEqual({ states: ['Active'], side: 'buy', ownerAddress: '0:a' });
    expect(tabQuery('history', 'all', '0:a')).toEqual({ side: undefined, ownerAddress: '0:a' });
  });

  it('takes a percent of what an order offers', () => {
    expect(percentOf(1000n, 25)).toBe(250n);
    expect(percentOf(999n, 50)).toBe(499n);
    expect(percentOf(999n, 100)).toBe(999n);
  });
});
