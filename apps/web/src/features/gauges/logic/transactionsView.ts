import type { GaugeTransaction } from '@tycho/api';
import { formatAmount } from '@/shared/lib/format';

export type GaugeTxKind = GaugeTransaction['kind'];
export const GAUGE_TX_KINDS: readonly GaugeTxKind[] = ['deposit', 'withdraw', 'claim', 'rewardDeposit'];

/** What the shared transactions table shows of a gauge transaction (its TxRowView). */
export interface GaugeTxRow {
  key: string;
  event: GaugeTxKind;
  typeLabel: string;
  tokens: string;
  value: string;
  user: string;
  hash: string;
  timestamp: number;
}

/**
 * A gauge transaction as a table row: the tokens moved ("1.5 LP", "12.3 QUBE, 2 BRIDGE"; the LP token has no
 * symbol in the read model) and their total value; an amount of unknown decimals shows as "—".
 */
export function gaugeTxRow(tx: GaugeTransaction, index: number): GaugeTxRow {
  const tokens = tx.tokens
    .filter((t) => BigInt(t.amount) > 0n)
    .map((t) => `${t.decimals === null ? '—' : formatAmount(t.amount, t.decimals)} ${t.tokenSymbol || 'LP'}`)
    .join(', ');
  const value = tx.tokens.reduce((sum, t) => sum + Number(t.value), 0);
  return {
    key: `${tx.txHash}-${tx.kind}-${index}`,
    event: tx.kind,
    typeLabel: `gauge.tx.${tx.kind}`,
    tokens: tokens || '0',
    value: String(value),
    user: tx.userAddress,
    hash: tx.txHash,
    timestamp: tx.timestamp,
  };
}
