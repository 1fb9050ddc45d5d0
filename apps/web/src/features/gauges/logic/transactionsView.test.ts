import { describe, expect, it } from 'vitest';
import type { GaugeTransaction } from '@tycho/api';
import { gaugeTxRow } from './transactionsView';

const tx = (tokens: GaugeTransaction['tokens'], kind: GaugeTransaction['kind'] = 'claim'): GaugeTransaction => ({
  gaugeAddress: '0:' + '1'.repeat(64),
  kind,
  timestamp: 1_700_000_000,
  tokens,
  txHash: 'a'.repeat(64),
  userAddress: '0:' + '2'.repeat(64),
});

describe('gauge transaction rows', () => {
  it('shows each non-zero token with its decimals and sums the values', () => {
    const row = gaugeTxRow(
      tx([
        { tokenRoot: '0:q', tokenSymbol: 'QUBE', amount: '1500000000', decimals: 9, value: '3' },
        { tokenRoot: '0:b', tokenSymbol: 'BRIDGE', amount: '0', decimals: 9, value: '0' },
        { tokenRoot: '0:u', tokenSymbol: 'USDT', amount: '2000000', decimals: 6, value: '2' },
      ]),
      0,
    );
    expect(row.tokens).toBe('1.5 QUBE, 2 USDT');
    expect(row.value).toBe('5');
    expect(row.typeLabel).toBe('gauge.tx.claim');
    expect(row.event).toBe('claim');
  });

  it('names the LP token, and never guesses unknown decimals', () => {
    expect(
      gaugeTxRow(tx([{ tokenRoot: '0:lp', tokenSymbol: '', amount: '10', decimals: null, value: '0' }], 'deposit'), 0)
        .tokens,
    ).toBe('— LP');
    expect(gaugeTxRow(tx([]), 0).tokens).toBe('0');
  });
});
