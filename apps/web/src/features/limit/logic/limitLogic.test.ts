import { describe, expect, it } from 'vitest';
import { cumulativeDepth, depthSeries, leftPrice, sideOf } from './book';
import { filledPercent, fillProblem } from './fill';
import { buyTextAt, orderFormState, priceText } from './orderForm';

const QUBE = { root: '0:q', decimals: 9 };
const USDT = { root: '0:u', decimals: 6 };
const base = {
  sell: QUBE,
  buy: USDT,
  sellText: '10',
  buyText: '25',
  balance: 100n * 10n ** 9n,
  totalSupply: 1_000n * 10n ** 9n,
  connected: true,
};

describe('order form', () => {
  it('asks for tokens, amounts, and refuses the same token', () => {
    expect(orderFormState({ ...base, sell: undefined }).problem).toBe('selectTokens');
    expect(orderFormState({ ...base, buy: QUBE }).problem).toBe('sameToken');
    expect(orderFormState({ ...base, buyText: '' }).problem).toBe('enterAmounts');
    expect(orderFormState({ ...base, sellText: '0' }).problem).toBe('enterAmounts');
  });
  it('refuses an amount above the total supply, then above the balance', () => {
    expect(orderFormState({ ...base, sellText: '1000.000000001' }).problem).toBe('aboveTotalSupply');
    expect(orderFormState({ ...base, sellText: '100.000000001' }).problem).toBe('insufficientBalance');
    expect(orderFormState({ ...base, balance: undefined }).problem).toBe('loading');
    expect(orderFormState({ ...base, connected: false }).problem).toBe('connectWallet');
  });
  it('gives exact amounts in smallest units', () => {
    expect(orderFormState(base)).toEqual({ sellAmount: 10n * 10n ** 9n, buyAmount: 25n * 10n ** 6n });
  });
  it('computes the price and the buy amount at a price', () => {
    expect(priceText(10n * 10n ** 9n, 25n * 10n ** 6n, 9, 6)).toBe('2.5');
    expect(buyTextAt('3', '2.5', QUBE, USDT)).toBe('7.5');
    expect(buyTextAt('0.0000001', '0.001', QUBE, USDT)).toBe('');
  });
});

describe('fill', () => {
  const input = { text: '4', decimals: 9, available: 6n * 10n ** 9n, cost: 10n * 10n ** 6n, balance: 20n * 10n ** 6n };
  it('tells not enough volume in the order and an insufficient balance apart', () => {
    expect(fillProblem({ ...input, text: '' }).problem).toBe('enterAmount');
    expect(fillProblem({ ...input, text: '6.000000001' }).problem).toBe('notEnoughVolume');
    expect(fillProblem({ ...input, balance: 1n }).problem).toBe('insufficientBalance');
    expect(fillProblem({ ...input, cost: undefined }).problem).toBe('loading');
    expect(fillProblem(input)).toEqual({ amount: 4n * 10n ** 9n });
  });
  it('computes the filled percent', () => {
    expect(filledPercent(100n, 60n)).toBe('40');
    expect(filledPercent(3n, 2n)).toBe('33.33');
    expect(filledPercent(0n, 0n)).toBe('0');
  });
});

describe('book', () => {
  it('accumulates depth from the best price', () => {
    const levels = [
      { price: '2.5', leftAmount: '1000000000', rightAmount: '2500000', ordersCount: 1 },
      { price: '2.6', leftAmount: '2000000000', rightAmount: '5200000', ordersCount: 2 },
    ];
    expect(cumulativeDepth(levels, 9)).toEqual([
      { price: 2.5, depth: 1 },
      { price: 2.6, depth: 3 },
    ]);
  });
  it('makes the depth chart of both sides from the book', () => {
    const ask = { price: '2.5', leftAmount: '1000000000', rightAmount: '2500000', ordersCount: 1 };
    const bid = { price: '2.4', leftAmount: '3000000000', rightAmount: '7200000', ordersCount: 1 };
    const series = depthSeries({ asks: [ask], bids: [bid, { ...bid, price: '2.3' }] }, 9);
    expect(series.asks).toEqual([{ price: 2.5, depth: 1 }]);
    expect(series.bids).toEqual([
      { price: 2.4, depth: 3 },
      { price: 2.3, depth: 6 },
    ]);
    expect(series.data).toHaveLength(3);
  });
  it('orients orders of both sides to the left token', () => {
    expect(sideOf({ spentTokenRoot: '0:q' }, '0:q')).toBe('sell');
    expect(leftPrice({ price: '0.5', spentTokenRoot: '0:u' }, '0:q')).toBe(2);
  });
});
