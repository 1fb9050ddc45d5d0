import { formatAmount } from '@/shared/lib/format';
import type { DaoTransaction, DaoTransactionKind } from '../api/daoSchemas';

export const DAO_TX_KINDS: readonly DaoTransactionKind[] = ['Lock', 'Unlock', 'Burn'];

/** A DAO transaction as a row of the shared table: kind (lock, unlock, burn), QUBE or veQUBE amount, date. */
export function daoTxRow(tx: DaoTransaction, decimals: number, symbol: string) {
  const kind = tx.kind ?? 'Unknown';
  const amount = tx.kind === 'Burn' ? tx.veAmount : tx.amount;
  return {
    key: `${tx.transactionHash}-${kind}`,
    event: kind.toLowerCase(),
    typeLabel: `dao.tx.${kind}`,
    tokens: `${formatAmount(amount, decimals)} ${tx.kind === 'Burn' ? `ve${symbol}` : symbol}`,
    // the read model has no USD value of DAO transactions: the table shows "—"
    value: '',
    user: tx.userAddress,
    hash: tx.transactionHash,
    timestamp: tx.transactionTime,
  };
}
