import { describe, expect, it } from 'vitest';
import type { Transaction } from '@tycho/api';
import { describeTransaction, initialTxState, toTransactionsRequest, txReducer } from './transactionsState';

const A = `0:${'a'.repeat(64)}`;
const U = `0:${'c'.repeat(64)}`;

describe('transactions state', () => {
  it('builds the first request: newest first, all kinds, count', () => {
    expect(toTransactionsRequest(initialTxState, { currencyAddress: A }, U, false)).toEqual({
      currencyAddress: A,
      eventType: null,
      userAddress: null,
      displayTotalCount: true,
      limit: 10,
      offset: 0,
      ordering: 'blocktimedescending',
      timestampBlockGe: null,
      timestampBlockLe: null,
    });
  });
  it('filters, orders and pages; a filter or ordering change resets the page', () => {
    let s = txReducer(initialTxState, { type: 'page', page: 3 });
    expect(toTransactionsRequest(s, {}, U, true)).toMatchObject({ offset: 20, displayTotalCount: false });
    s = txReducer(s, { type: 'filter', filter: { event: 'swap', ownOnly: true } });
    expect(s.page).toBe(1);
    expect(toTransactionsRequest(s, {}, U, true)).toMatchObject({ eventType: ['swap'], userAddress: U });
    s = txReducer(txReducer(s, { type: 'page', page: 2 }), { type: 'sort', field: 'tv' });
    expect(s.page).toBe(1);
    expect(toTransactionsRequest(s, {}, undefined, true).ordering).toBe('tvdescending');
    expect(toTransactionsRequest(txReducer(s, { type: 'sort', field: 'tv' }), {}, undefined, true).ordering).toBe(
      'tvascending',
    );
  });
  it('sends no user without a wallet', () => {
    const s = txReducer(initialTxState, { type: 'filter', filter: { ownOnly: true } });
    expect(toTransactionsRequest(s, {}, undefined, false).userAddress).toBeNull();
  });
});

describe('describeTransaction', () => {
  const base: Transaction = {
    messageHash: 'a'.repeat(64),
    transactionHash: 'b'.repeat(64),
    eventType: 'swap',
    userAddress: U,
    poolAddress: A,
    tv: '10',
    timestampBlock: 1,
    currencyAddresses: [A, U],
    currencies: ['X', 'Y'],
    volumes: ['-1.5', '3'],
  };
  it('shows swaps as spent to received', () => {
    const d = describeTransaction(base);
    expect(d.spent).toMatchObject({ symbol: 'X', amount: '1.5' });
    expect(d.received).toMatchObject({ symbol: 'Y', amount: '3' });
  });
  it('lists non-zero tokens of deposits', () => {
    const d = describeTransaction({ ...base, eventType: 'deposit', volumes: ['0', '-2'] });
    expect(d.tokens).toEqual([{ symbol: 'Y', address: U, amount: '2' }]);
  });
});
