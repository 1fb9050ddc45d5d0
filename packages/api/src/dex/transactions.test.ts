import { describe, expect, it } from 'vitest';
import { transactionsRoute } from './transactions';
import { A, B, C, HASH, expectFieldError, expectValid } from './test-support';

const request = {
  currencyAddress: A,
  poolAddress: C,
  displayTotalCount: true,
  eventType: ['swap', 'deposit'],
  limit: 10,
  offset: 0,
  ordering: 'tvdescending',
  timestampBlockGe: 1_700_000_000,
  timestampBlockLe: 1_700_086_400,
  userAddress: B,
  whiteListUri: 'https://example.com/tokens.json',
};

const transaction = {
  messageHash: HASH,
  transactionHash: HASH,
  eventType: 'swap',
  userAddress: B,
  poolAddress: C,
  tv: '12.34',
  timestampBlock: 1_700_000_100,
  currencyAddresses: [A, B],
  currencies: ['WTYCHO', 'USDT'],
  volumes: ['-1.5', '3.01'],
};

describe('POST /api/v2/transactions', () => {
  it('parses valid requests and applies defaults', () => {
    expectValid(transactionsRoute.body, request);
    expectValid(transactionsRoute.body, { currencyAddresses: [A, B], eventType: null, displayTotalCount: false });
    expect(expectValid(transactionsRoute.body, {})).toEqual({
      displayTotalCount: true,
      limit: 10,
      offset: 0,
      ordering: 'blocktimedescending',
    });
  });

  it('rejects malformed requests naming the field', () => {
    expectFieldError(transactionsRoute.body, { ...request, eventType: ['trade'] }, 'eventType.0', /deposit/);
    expectFieldError(transactionsRoute.body, { ...request, eventType: 'swap' }, 'eventType');
    expectFieldError(transactionsRoute.body, { ...request, eventType: [] }, 'eventType');
    expectFieldError(
      transactionsRoute.body,
      { ...request, eventType: Array(70_000).fill('swap') },
      'eventType',
      /at most 3/,
    );
    expectFieldError(transactionsRoute.body, { ...request, limit: 0 }, 'limit');
    expectFieldError(transactionsRoute.body, { ...request, limit: 101 }, 'limit');
    expectFieldError(transactionsRoute.body, { ...request, offset: -10 }, 'offset');
    expectFieldError(transactionsRoute.body, { ...request, ordering: 'newest' }, 'ordering');
    expectFieldError(transactionsRoute.body, { ...request, displayTotalCount: 'yes' }, 'displayTotalCount');
    expectFieldError(transactionsRoute.body, { ...request, timestampBlockGe: -1 }, 'timestampBlockGe');
    expectFieldError(
      transactionsRoute.body,
      { ...request, timestampBlockLe: 1_700_000_000_000_000 },
      'timestampBlockLe',
      /year 3000/,
    );
    expectFieldError(
      transactionsRoute.body,
      { ...request, timestampBlockLe: 1 },
      'timestampBlockLe',
      /before timestampBlockGe/,
    );
    expectFieldError(transactionsRoute.body, { ...request, userAddress: '0:' + 'g'.repeat(64) }, 'userAddress');
    expectFieldError(transactionsRoute.body, { ...request, poolAddress: 7 }, 'poolAddress');
  });

  it('describes the answer; totalCount is null without displayTotalCount', () => {
    expectValid(transactionsRoute.response, { transactions: [transaction], totalCount: 1 });
    expectValid(transactionsRoute.response, { transactions: [], totalCount: null });
    expectFieldError(
      transactionsRoute.response,
      { transactions: [{ ...transaction, eventType: 'mint' }], totalCount: 1 },
      'transactions.0.eventType',
    );
    expectFieldError(
      transactionsRoute.response,
      { transactions: [{ ...transaction, timestampBlock: 1.5 }], totalCount: 1 },
      'transactions.0.timestampBlock',
    );
    expectFieldError(
      transactionsRoute.response,
      { transactions: [{ ...transaction, transactionHash: 'abc' }], totalCount: 1 },
      'transactions.0.transactionHash',
    );
  });
});
