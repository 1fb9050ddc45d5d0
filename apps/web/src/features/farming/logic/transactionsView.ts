import type { FarmingTransaction } from '@tycho/api';
import type { TxRowView } from '@/shared/ui/transactions/TransactionsTable';
import { formatAmount } from '@/shared/lib/format';

export type FarmTxKind = 'deposit' | 'withdraw' | 'claim' | 'rewarddeposit';
export const FARM_TX_KINDS: readonly FarmTxKind[] = ['deposit', 'withdraw', 'claim', 'rewarddeposit'];

const KIND: Record<FarmingTransaction['kind'], FarmTxKind> = {
  Deposit: 'deposit',
  Withdraw: 'withdraw',
  Claim: 'claim',
  RewardDeposit: 'rewarddeposit',
};

/**
 * A farm pool transaction as a row of the shared table: the token moved ("1.5 QUBE/USDT LP", "12.3 QUBE"; "—" for
 * an amount of unknown decimals) and its value at the current price.
 */
export function farmTxRow(tx: FarmingTransaction, index: number): TxRowView {
  const kind = KIND[tx.kind];
  const amount = tx.tokenScale === null ? '—' : formatAmount(tx.tokenExec, tx.tokenScale);
  return {
    key: `${tx.transactionHash}-${kind}-${index}`,
    event: kind,
    typeLabel: `farm.tx.${kind}`,
    tokens: `${amount} ${tx.tokenCurrency || 'LP'}`,
    value: tx.tvExec,
    user: tx.userAddress,
    hash: tx.transactionHash,
    timestamp: tx.timestampBlock,
  };
}
