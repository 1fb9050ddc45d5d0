import type { FarmingTransaction } from '@tycho/api';
import { describe, expect, it } from 'vitest';
import { changeFarmTxList, farmTransactionsBody, farmTxRow, initialFarmTxList } from './transactionsView';

const A = `0:${'a'.repeat(64)}`;
const B = `0:${'b'.repeat(64)}`;
const tx = (over: Partial<FarmingTransaction>): FarmingTransaction => ({
  kind: 'Withdraw',
  poolAddress: A,
  userAddress: A,
  timestampBlock: 1,
  transactionHash: 'c'.repeat(64),
  messageHash: 'c'.repeat(64),
  tokenAddress: A,
  tokenCurrency: '',
  tokenExec: '10000000000',
  tokenScale: 9,
  tvExec: '12.5',
  leftExec: null,
  rightExec: null,
  rewards: [],
  ...over,
});

describe('farm transaction rows', () => {
  it('a withdraw lists the LP and the reward it paid too', () => {
    const row = farmTxRow(
      tx({ rewards: [{ tokenAddress: B, amount: '1556110200', symbol: 'BRIDGE', decimals: 9 }] }),
      0,
    );
    expect(row.tokens).toBe('10 LP, 1.556 BRIDGE');
    expect(row.value).toBe('12.5');
  });

  it('a claim lists every reward token once, without the LP; an unknown decimals shows a dash', () => {
    const row = farmTxRow(
      tx({
        kind: 'Claim',
        tokenAddress: B,
        tokenCurrency: 'QUBE',
        tokenExec: '7780000000',
        rewards: [
          { tokenAddress: B, amount: '7780000000', symbol: 'QUBE', decimals: 9 },
          { tokenAddress: A, amount: '5', symbol: 'X', decimals: null },
          { tokenAddress: A, amount: '0', symbol: 'ZERO', decimals: 9 },
        ],
      }),
      0,
    );
    expect(row.tokens).toBe('7.78 QUBE, — X');
    expect(row.event).toBe('claim');
  });

  it('a deposit without rewards is its LP alone', () => {
    expect(farmTxRow(tx({ kind: 'Deposit' }), 0).tokens).toBe('10 LP');
  });
});

describe('the farm transactions request', () => {
  const P = `0:${'p'.repeat(64)}`;
  it('asks for every kind of every user, newest first, from the first page', () => {
    expect(farmTransactionsBody(P, initialFarmTxList, { account: A })).toEqual({
      poolAddress: P,
      userAddress: null,
      eventTypes: null,
      ordering: 'blocktimedescending',
      limit: 10,
      offset: 0,
    });
  });

  it("asks for the connected user's only when the switch is on, and always for a user viewed by address", () => {
    const mine = { ...initialFarmTxList, onlyUserTransactions: true };
    expect(farmTransactionsBody(P, mine, { account: A })).toMatchObject({ userAddress: A });
    expect(farmTransactionsBody(P, mine, {})).toMatchObject({ userAddress: null });
    expect(farmTransactionsBody(P, initialFarmTxList, { account: A, viewed: B })).toMatchObject({ userAddress: B });
  });

  it('sends the kind, the ordering and the page offset', () => {
    const state = { ...initialFarmTxList, eventType: 'claim' as const, ordering: 'blocktimeascending' as const };
    expect(farmTransactionsBody(P, { ...state, currentPage: 3 }, {})).toMatchObject({
      eventTypes: ['claim'],
      ordering: 'blocktimeascending',
      offset: 20,
    });
  });

  it('starts again at page 1 when the filter, owner or ordering changes, not when the page does', () => {
    const on3 = { ...initialFarmTxList, currentPage: 3 };
    expect(changeFarmTxList(on3, { currentPage: 4 }).currentPage).toBe(4);
    expect(changeFarmTxList(on3, { eventType: 'deposit' })).toMatchObject({ eventType: 'deposit', currentPage: 1 });
    expect(changeFarmTxList(on3, { onlyUserTransactions: true }).currentPage).toBe(1);
    expect(changeFarmTxList(on3, { ordering: 'blocktimeascending' }).currentPage).toBe(1);
  });
});
