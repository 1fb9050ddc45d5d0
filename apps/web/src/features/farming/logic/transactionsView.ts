import type { FarmingTransaction } from '@tycho/api';
import type { TxRowView } from '@/shared/ui/transactions/TransactionsTable';
import { formatAmount } from '@/shared/lib/format';
import { pageOffset, PAGE_SIZE } from '@/shared/lib/paging';
import type { FarmTransactionsQuery } from '../api/farmingApi';

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

export type FarmTxOrdering = 'blocktimedescending' | 'blocktimeascending';

/** The list's state as the spec names it (eventType, onlyUserTransactions, ordering, currentPage). */
export interface FarmTxListState {
  eventType: FarmTxKind | 'all';
  onlyUserTransactions: boolean;
  ordering: FarmTxOrdering;
  currentPage: number;
}

export const initialFarmTxList: FarmTxListState = {
  eventType: 'all',
  onlyUserTransactions: false,
  ordering: 'blocktimedescending',
  currentPage: 1,
};

/**
 * The transactions request of the list's state: the pool, its kind (all: none named), only the user's when asked
 * (the connected account's, or the user viewed by address, whose page shows only theirs), the ordering and the
 * page's offset.
 */
export function farmTransactionsBody(
  pool: string,
  state: FarmTxListState,
  who: { account?: string; viewed?: string },
): FarmTransactionsQuery {
  const user = who.viewed ?? (state.onlyUserTransactions ? who.account : undefined);
  return {
    poolAddress: pool,
    userAddress: user ?? null,
    eventTypes: state.eventType === 'all' ? null : [state.eventType],
    ordering: state.ordering,
    limit: PAGE_SIZE,
    offset: pageOffset(state.currentPage),
  };
}

/** A change of filter, owner or ordering starts again at page 1. */
export function changeFarmTxList(state: FarmTxListState, patch: Partial<FarmTxListState>): FarmTxListState {
  const refilter = Object.keys(patch).some((k) => k !== 'currentPage');
  return { ...state, ...patch, currentPage: refilter ? 1 : (patch.currentPage ?? state.currentPage) };
}
