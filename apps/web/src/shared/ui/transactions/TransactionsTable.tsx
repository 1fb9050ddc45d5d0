import type { Transaction } from '@tycho/api';
import { FormattedMessage, useIntl } from 'react-intl';
import { shortenAddress } from '@/shared/lib/address';
import { accountUrl, transactionUrl } from '@/shared/lib/explorer';
import { formatNumber, formatUsd } from '@/shared/lib/format';
import { type SortDirection } from '@/shared/lib/paging';
import { CardRow } from '../Cards';
import { CopyButton } from '../CopyButton';
import { Skeleton } from '../Skeleton';
import { PlainSkeletonRow } from '../SkeletonRows';
import { rowsOrSkeletons, SortHeader } from '../TableCells';
import { TimeAgo } from '../TimeAgo';
import list from '../list.module.css';
import { describeTransaction, type TxSortField } from './transactionsState';

const TYPE_LABEL = {
  swap: 'transactions.type.swap',
  deposit: 'transactions.type.deposit',
  withdraw: 'transactions.type.withdraw',
} as const;

/** A DEX transaction's tokens: spent → received for a swap, the amounts moved otherwise. */
function dexTokensText(tx: Transaction): string {
  const d = describeTransaction(tx);
  if (tx.eventType === 'swap' && d.spent && d.received)
    return `${formatNumber(d.spent.amount)} ${d.spent.symbol} → ${formatNumber(d.received.amount)} ${d.received.symbol}`;
  return d.tokens.map((t) => `${formatNumber(t.amount)} ${t.symbol}`).join(', ');
}

/** One row as the table shows it, whatever list it comes from (DEX transactions, gauge transactions). */
export interface TxRowView {
  key: string;
  /** The kind, in `data-event`. */
  event: string;
  /** Message id of the kind's label. */
  typeLabel: string;
  tokens: string;
  /** Total value in USD, a decimal string. */
  value: string;
  user: string;
  hash: string;
  /** Unix seconds. */
  timestamp: number;
}

export const dexRowView = (tx: Transaction): TxRowView => ({
  key: `${tx.transactionHash}-${tx.messageHash}`,
  event: tx.eventType,
  typeLabel: TYPE_LABEL[tx.eventType],
  tokens: dexTokensText(tx),
  value: tx.tv,
  user: tx.userAddress,
  hash: tx.transactionHash,
  timestamp: tx.timestampBlock,
});

function Account({ address }: { address: string }) {
  const intl = useIntl();
  return (
    <span title={address}>
      <a href={accountUrl(address)} target="_blank" rel="noreferrer" data-testid="tx-account">
        {shortenAddress(address)}
      </a>
      <CopyButton value={address} label={intl.formatMessage({ id: 'transactions.copyAccount' })} />
    </span>
  );
}

function Hash({ hash }: { hash: string }) {
  const intl = useIntl();
  return (
    <span title={hash}>
      <a href={transactionUrl(hash)} target="_blank" rel="noreferrer" data-testid="tx-hash">
        {shortenAddress(hash)}
      </a>
      <CopyButton value={hash} label={intl.formatMessage({ id: 'transactions.copyHash' })} />
    </span>
  );
}

export interface TransactionsTableProps {
  rows: TxRowView[] | undefined;
  skeletonRows?: number;
  /** Sortable columns (value, date); without `onSort` the list keeps its own order (newest first). */
  ordering?: { field: string; direction: SortDirection };
  onSort?: (field: TxSortField) => void;
}

/** Wide screens (640 px and up): type, tokens, total value (sortable), account, hash, date (sortable). */
export function TransactionsTable({ rows, skeletonRows = 5, ordering, onSort }: TransactionsTableProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div className={list.scroll}>
      <table className={list.table} data-testid="transactions-table">
        <thead>
          <tr>
            <th scope="col">{t('transactions.col.type')}</th>
            <th scope="col" className={list.left}>
              {t('transactions.col.tokens')}
            </th>
            <SortHeader
              field="tv"
              label={t('transactions.col.value')}
              ordering={ordering}
              onSort={onSort}
              testId="tx-sort-tv"
            />
            <th scope="col">{t('transactions.col.account')}</th>
            <th scope="col">{t('transactions.col.hash')}</th>
            <SortHeader
              field="blocktime"
              label={t('transactions.col.date')}
              ordering={ordering}
              onSort={onSort}
              testId="tx-sort-blocktime"
            />
          </tr>
        </thead>
        <tbody>
          {rowsOrSkeletons(
            rows,
            skeletonRows,
            (tx) => (
              <tr
                key={tx.key}
                className={list.row}
                data-testid="transaction-row"
                data-event={tx.event}
                data-user={tx.user}
              >
                <td>
                  <FormattedMessage id={tx.typeLabel} />
                </td>
                <td className={list.left} data-testid="tx-tokens">
                  {tx.tokens}
                </td>
                <td data-testid="tx-value" data-value={tx.value}>
                  {formatUsd(tx.value)}
                </td>
                <td>
                  <Account address={tx.user} />
                </td>
                <td>
                  <Hash hash={tx.hash} />
                </td>
                <td data-testid="tx-date" data-value={tx.timestamp}>
                  <TimeAgo seconds={tx.timestamp} />
                </td>
              </tr>
            ),
            (i) => (
              <PlainSkeletonRow key={i} columns={6} testId="transaction-skeleton" />
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}

/** Narrow screens (below 640 px): one card per transaction. */
export function TransactionCards({ rows, skeletonRows = 5 }: { rows: TxRowView[] | undefined; skeletonRows?: number }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  if (!rows) {
    return (
      <ul className={list.cards}>
        {Array.from({ length: skeletonRows }, (_, i) => (
          <li key={i} className={list.card} data-testid="transaction-skeleton">
            <Skeleton />
            <Skeleton width="60%" />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={list.cards} data-testid="transactions-cards">
      {rows.map((tx) => (
        <li key={tx.key} className={list.card} data-testid="transaction-card" data-event={tx.event}>
          <div className={list.cardRow}>
            <strong>
              <FormattedMessage id={tx.typeLabel} />
            </strong>
            <TimeAgo seconds={tx.timestamp} />
          </div>
          <div className={list.cardRow}>
            <span data-testid="tx-tokens">{tx.tokens}</span>
          </div>
          <CardRow label="transactions.col.value">{formatUsd(tx.value)}</CardRow>
          <div className={list.cardRow}>
            <span className={list.cardLabel}>{t('transactions.col.account')}</span>
            <Account address={tx.user} />
          </div>
          <div className={list.cardRow}>
            <span className={list.cardLabel}>{t('transactions.col.hash')}</span>
            <Hash hash={tx.hash} />
          </div>
        </li>
      ))}
    </ul>
  );
}
