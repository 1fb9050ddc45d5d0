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
 * A farm pool transaction as a row of the shared table: every token it moved ("1.5 LP, 0.2 QUBE" for a withdraw that
 * also paid the vested reward, "12.3 QUBE, 2 BRIDGE" for a claim; "—" for an amount of unknown decimals) and their
 * value at the current prices.
 */
export function farmTxRow(tx: FarmingTransaction, index: number): TxRowView {
  const kind = KIND[tx.kind];
  const text = (amount: string, decimals: number | null, symbol: string) =>
    `${decimals === null ? '—' : formatAmount(amount, decimals)} ${symbol || 'LP'}`;
  const rewards = tx.rewards.filter((r) => BigInt(r.amount) > 0n).map((r) => text(r.amount, r.decimals, r.symbol));
  // a deposit or withdraw moves the LP first; a claim or reward deposit moves only its reward tokens
  const lp = kind === 'deposit' || kind === 'withdraw' || rewards.length === 0;
  const tokens = [...(lp ? [text(tx.tokenExec, tx.tokenScale, tx.tokenCurrency)] : []), ...rewards];
  return {
    key: `${tx.transactionHash}-${kind}-${index}`,
    event: kind,
    typeLabel: `farm.tx.${kind}`,
    tokens: tokens.join(', '),
    value: tx.tvExec,
    user: tx.userAddress,
    hash: tx.transactionHash,
    timestamp: tx.timestampBlock,
  };
}
