/** Pure state of the shared transactions section (spec 2.7, 4.11): event tab, own-only, ordering, page. */
import type { Transaction, TransactionsRequest } from '@tycho/api';
import { listReducer, pageOffset, PAGE_SIZE, type ListAction, type ListState } from '@/shared/lib/paging';

export type EventTab = 'all' | 'swap' | 'deposit' | 'withdraw';
export const EVENT_TABS: readonly EventTab[] = ['all', 'swap', 'deposit', 'withdraw'];
export type TxSortField = 'tv' | 'blocktime';

export interface TxFilter {
  event: EventTab;
  ownOnly: boolean;
}
export type TxState = ListState<TxFilter>;
export type TxAction = ListAction<TxFilter>;

export const initialTxState: TxState = {
  page: 1,
  ordering: { field: 'blocktime', direction: 'desc' },
  filter: { event: 'all', ownOnly: false },
};

export const txReducer = (state: TxState, action: TxAction): TxState => listReducer(state, action);

/** What the section lists: a token's, a pool's or any set of pools' transactions. */
export interface TxScope {
  currencyAddress?: string;
  currencyAddresses?: string[];
  poolAddress?: string;
}

export function toTransactionsRequest(
  state: TxState,
  scope: TxScope,
  userAddress: string | undefined,
  totalKnown: boolean,
): Partial<TransactionsRequest> {
  const ordering =
    `${state.ordering.field}${state.ordering.direction === 'asc' ? 'ascending' : 'descending'}` as TransactionsRequest['ordering'];
  return {
    ...scope,
    eventType: state.filter.event === 'all' ? null : [state.filter.event],
    userAddress: state.filter.ownOnly && userAddress ? userAddress : null,
    displayTotalCount: state.page === 1 || !totalKnown,
    limit: PAGE_SIZE,
    offset: pageOffset(state.page),
    ordering,
    // spec 7: the time bounds are sent; the lists are not limited in time (null: no bound)
    timestampBlockGe: null,
    timestampBlockLe: null,
  };
}

export interface TxToken {
  symbol: string;
  address: string;
  amount: string;
}

/** Swap rows: the spent token (negative volume) to the received one; deposits and withdrawals: non-zero amounts. */
export function describeTransaction(tx: Transaction): { spent?: TxToken; received?: TxToken; tokens: TxToken[] } {
  const tokens = tx.currencies
    .map((symbol, i) => ({ symbol, address: tx.currencyAddresses[i] ?? '', amount: tx.volumes[i] ?? '0' }))
    .filter((t) => Number(t.amount) !== 0);
  if (tx.eventType !== 'swap') {
    return { tokens: tokens.map((t) => ({ ...t, amount: t.amount.replace(/^-/, '') })) };
  }
  const spent = tokens.find((t) => t.amount.startsWith('-'));
  const received = tokens.find((t) => !t.amount.startsWith('-'));
  return {
    spent: spent ? { ...spent, amount: spent.amount.slice(1) } : undefined,
    received,
    tokens,
  };
}
