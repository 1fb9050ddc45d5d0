import type { FarmingTransaction } from '@tycho/api';
import { describe, expect, it } from 'vitest';
import { farmTxRow } from './transactionsView';

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
