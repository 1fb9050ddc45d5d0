import { describe, expect, it } from 'vitest';
import { daoTxRow } from './transactionsView';

const tx = {
  amount: '1500000000',
  veAmount: '250000000',
  createdAt: 1,
  kind: 'Lock' as const,
  transactionHash: 'ab',
  transactionTime: 100,
  userAddress: '0:1',
};

describe('daoTxRow', () => {
  it('shows the QUBE moved by a lock or unlock and the veQUBE of a burn', () => {
    expect(daoTxRow(tx, 9, 'QUBE')).toMatchObject({ event: 'lock', typeLabel: 'dao.tx.Lock', tokens: '1.5 QUBE' });
    expect(daoTxRow({ ...tx, kind: 'Burn' }, 9, 'QUBE').tokens).toBe('0.25 veQUBE');
    expect(daoTxRow({ ...tx, kind: null }, 9, 'QUBE').typeLabel).toBe('dao.tx.Unknown');
  });
});
