import type { CurrencyListItem } from '@tycho/api';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@/shared/lib/router';
import { SKELETON_ROWS, type SortDirection } from '@/shared/lib/paging';
import { findToken, type TokenIndex } from '@/shared/tokens';
import { CardRow } from '@/shared/ui/Cards';
import { SkeletonCard, SkeletonRow } from '@/shared/ui/SkeletonRows';
import { HiddenHeader, rowsOrSkeletons, SortHeader, UsdChange, UsdChangeCell } from '@/shared/ui/TableCells';
import { TokenIcon } from '@/shared/ui/TokenIcon';
import list from '@/shared/ui/list.module.css';
import styles from '@/shared/ui/page.module.css';
import { tokensEmpty } from '../logic/tokensListState';
import { WatchButton } from './WatchButton';

export interface TokensTableProps {
  rows: CurrencyListItem[] | undefined;
  offset: number;
  index: TokenIndex | undefined;
  ordering: { field: string; direction: SortDirection };
  onSortTvl: () => void;
  /** Present with a connected wallet: the star column. */
  watch?: { has: (address: string) => boolean; toggle: (address: string) => void };
  narrow: boolean;
  /** Decimals per root; roots still resolving on chain show skeleton rows (spec 4.11). */
  decimals?: { decimals: ReadonlyMap<string, number | undefined>; pending: ReadonlySet<string> };
}

/** The skeleton row's text widths: rank, token, price, volume 24h, TVL, star. */
const TOKEN_CELLS = ['1.25rem', '15rem', '4.5rem', '5rem', '5rem', '1.5rem'] as const;

function Name({ row, index }: { row: CurrencyListItem; index: TokenIndex | undefined }) {
  const entry = findToken(index, row.address);
  return (
    <Link to={`/tokens/${row.address}`} className={styles.nameLink} data-testid="token-link">
      <TokenIcon src={entry?.logoURI} symbol={row.currency} />
      <span className={styles.symbol} data-testid="token-symbol">
        {row.currency}
      </span>
      {entry?.name ? <span className={styles.tokenName}>{entry.name}</span> : null}
    </Link>
  );
}

export function TokensTable({ rows, offset, index, ordering, onSortTvl, watch, narrow, decimals }: TokensTableProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const star = (row: CurrencyListItem) =>
    watch ? (
      <WatchButton symbol={row.currency} watched={watch.has(row.address)} onToggle={() => watch.toggle(row.address)} />
    ) : null;
  const pending = (row: CurrencyListItem) => decimals?.pending.has(row.address) ?? false;
  const cardSkeleton = (key: string | number) => <SkeletonCard key={key} figures={3} testId="token-skeleton" />;
  const rowSkeleton = (key: string | number) => (
    <SkeletonRow key={key} widths={watch ? TOKEN_CELLS : TOKEN_CELLS.slice(0, 5)} twoLines testId="token-skeleton" />
  );
  if (narrow) {
    return (
      <ul className={list.cards} data-testid="tokens-cards">
        {rowsOrSkeletons(
          rows,
          SKELETON_ROWS,
          (row, i) =>
            pending(row) ? (
              cardSkeleton(row.address)
            ) : (
              <li
                key={row.address}
                className={list.card}
                data-testid="token-card"
                data-address={row.address}
                data-decimals={decimals?.decimals.get(row.address)}
              >
                <div className={list.cardRow}>
                  <span className={styles.rank}>{offset + i + 1}</span>
                  <Name row={row} index={index} />
                  {star(row) ?? <span />}
                </div>
                <CardRow label="tokens.col.price">
                  <UsdChange value={row.price} change={row.priceChange} />
                </CardRow>
                <CardRow label="tokens.col.volume24h">
                  <UsdChange value={row.volume24h} change={row.volumeChange24h} />
                </CardRow>
                <CardRow label="tokens.col.tvl">
                  <UsdChange value={row.tvl} change={row.tvlChange} />
                </CardRow>
              </li>
            ),
          cardSkeleton,
        )}
      </ul>
    );
  }
  return (
    <div className={list.scroll}>
      <table className={list.table} data-testid="tokens-table">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col" className={list.left}>
              {t('tokens.col.name')}
            </th>
            <th scope="col">{t('tokens.col.price')}</th>
            <th scope="col">{t('tokens.col.volume24h')}</th>
            <SortHeader
              field="tvl"
              label={t('tokens.col.tvl')}
              ordering={ordering}
              onSort={onSortTvl}
              testId="tokens-sort-tvl"
              headerTestId="tokens-tvl-header"
            />
            {watch ? <HiddenHeader label={t('tokens.col.watchlist')} /> : null}
          </tr>
        </thead>
        <tbody>
          {rowsOrSkeletons(
            rows,
            SKELETON_ROWS,
            (row, i) =>
              pending(row) ? (
                rowSkeleton(row.address)
              ) : (
                <tr
                  key={row.address}
                  className={list.row}
                  data-testid="token-row"
                  data-address={row.address}
                  data-tvl={row.tvl}
                  data-decimals={decimals?.decimals.get(row.address)}
                >
                  <td>{offset + i + 1}</td>
                  <td className={list.left}>
                    <Name row={row} index={index} />
                  </td>
                  <UsdChangeCell value={row.price} change={row.priceChange} />
                  <UsdChangeCell value={row.volume24h} change={row.volumeChange24h} />
                  <UsdChangeCell value={row.tvl} change={row.tvlChange} />
                  {watch ? <td>{star(row)}</td> : null}
                </tr>
              ),
            rowSkeleton,
          )}
        </tbody>
      </table>
    </div>
  );
}

export function TokensEmpty({ watchlist }: { watchlist: boolean }) {
  const empty = tokensEmpty(watchlist);
  return (
    <div className={list.empty} role="status" data-testid={empty.testId}>
      <p className={list.emptyTitle}>
        <FormattedMessage id={empty.title} />
      </p>
      <p className={list.emptyNote}>
        <FormattedMessage id={empty.note} />
      </p>
    </div>
  );
}
