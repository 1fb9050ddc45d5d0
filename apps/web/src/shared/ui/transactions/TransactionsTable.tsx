import type { Transaction } from '@tycho/api';
import { FormattedMessage, useIntl } from 'react-intl';
import { shortenAddress } from '@/shared/lib/address';
import { accountUrl, transactionUrl } from '@/shared/lib/explorer';
import { formatDate, formatNumber, formatRelativeTime, formatUsd } from '@/shared/lib/format';
import { ariaSort, type SortDirection } from '@/shared/lib/paging';
import { CopyButton } from '../CopyButton';
import { Skeleton } from '../Skeleton';
import list from '../list.module.css';
import { describeTransaction, type TxSortField } from './transactionsState';

const TYPE_LABEL = {
  swap: 'transactions.type.swap',
  deposit: 'transactions.type.deposit',
  withdraw: 'transactions.type.withdraw',
} as const;

function Tokens({ tx }: { tx: Transaction }) {
  const d = describeTransaction(tx);
  if (tx.eventType === 'swap' && d.spent && d.received) {
    return (
      <span>
        {formatNumber(d.spent.amount)} {d.spent.symbol} → {formatNumber(d.received.amount)} {d.received.symbol}
      </span>
    );
  }
  return <span>{d.tokens.map((t) => `${formatNumber(t.amount)} ${t.symbol}`).join(', ')}</span>;
}

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

function When({ seconds }: { seconds: number }) {
  const intl = useIntl();
  const ms = seconds * 1000;
  return (
    <time dateTime={new Date(ms).toISOString()} title={formatDate(ms)}>
      {formatRelativeTime(ms, intl.locale)}
    </time>
  );
}

export interface TransactionsTableProps {
  rows: Transaction[] | undefined;
  skeletonRows?: number;
  ordering: { field: string; direction: SortDirection };
  onSort: (field: TxSortField) => void;
}

function SortHeader({
  field,
  label,
  ordering,
  onSort,
}: { field: TxSortField; label: string } & Pick<TransactionsTableProps, 'ordering' | 'onSort'>) {
  return (
    <th scope="col" aria-sort={ariaSort(ordering, field)}>
      <button type="button" className={list.sortButton} onClick={() => onSort(field)} data-testid={`tx-sort-${field}`}>
        {label}
        <span aria-hidden="true">{ordering.field === field ? (ordering.direction === 'asc' ? ' ↑' : ' ↓') : ''}</span>
      </button>
    </th>
  );
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
            <SortHeader field="tv" label={t('transactions.col.value')} ordering={ordering} onSort={onSort} />
            <th scope="col">{t('transactions.col.account')}</th>
            <th scope="col">{t('transactions.col.hash')}</th>
            <SortHeader field="blocktime" label={t('transactions.col.date')} ordering={ordering} onSort={onSort} />
          </tr>
        </thead>
        <tbody>
          {rows
            ? rows.map((tx) => (
                <tr
                  key={`${tx.transactionHash}-${tx.messageHash}`}
                  className={list.row}
                  data-testid="transaction-row"
                  data-event={tx.eventType}
                  data-user={tx.userAddress}
                >
                  <td>
                    <FormattedMessage id={TYPE_LABEL[tx.eventType]} />
                  </td>
                  <td className={list.left}>
                    <Tokens tx={tx} />
                  </td>
                  <td data-testid="tx-value" data-value={tx.tv}>
                    {formatUsd(tx.tv)}
                  </td>
                  <td>
                    <Account address={tx.userAddress} />
                  </td>
                  <td>
                    <Hash hash={tx.transactionHash} />
                  </td>
                  <td data-testid="tx-date" data-value={tx.timestampBlock}>
                    <When seconds={tx.timestampBlock} />
                  </td>
                </tr>
              ))
            : Array.from({ length: skeletonRows }, (_, i) => (
                <tr key={i} data-testid="transaction-skeleton">
                  {Array.from({ length: 6 }, (_, j) => (
                    <td key={j}>
                      <Skeleton width="4rem" />
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}

/** Narrow screens (below 640 px): one card per transaction. */
export function TransactionCards({
  rows,
  skeletonRows = 5,
}: {
  rows: Transaction[] | undefined;
  skeletonRows?: number;
}) {
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
        <li
          key={`${tx.transactionHash}-${tx.messageHash}`}
          className={list.card}
          data-testid="transaction-card"
          data-event={tx.eventType}
        >
          <div className={list.cardRow}>
            <strong>
              <FormattedMessage id={TYPE_LABEL[tx.eventType]} />
            </strong>
            <When seconds={tx.timestampBlock} />
          </div>
          <div className={list.cardRow}>
            <Tokens tx={tx} />
          </div>
          <div className={list.cardRow}>
            <span className={list.cardLabel}>{t('transactions.col.value')}</span>
            <span>{formatUsd(tx.tv)}</span>
          </div>
          <div className={list.cardRow}>
            <span className={list.cardLabel}>{t('transactions.col.account')}</span>
            <Account address={tx.userAddress} />
          </div>
          <div className={list.cardRow}>
            <span className={list.cardLabel}>{t('transactions.col.hash')}</span>
            <Hash hash={tx.transactionHash} />
          </div>
        </li>
      ))}
    </ul>
  );
}
