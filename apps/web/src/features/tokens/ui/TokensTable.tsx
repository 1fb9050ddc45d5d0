import type { CurrencyListItem } from '@tycho/api';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@/shared/lib/router';
import { formatUsd } from '@/shared/lib/format';
import { ariaSort, SKELETON_ROWS, type SortDirection } from '@/shared/lib/paging';
import { findToken, type TokenIndex } from '@/shared/tokens';
import { ChangeValue } from '@/shared/ui/ChangeValue';
import { SkeletonCard, SkeletonRow } from '@/shared/ui/SkeletonRows';
import { TokenIcon } from '@/shared/ui/TokenIcon';
import list from '@/shared/ui/list.module.css';
import styles from '@/shared/ui/page.module.css';
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
  if (narrow) {
    return (
      <ul className={list.cards} data-testid="tokens-cards">
        {rows
          ? rows.map((row, i) =>
              decimals?.pending.has(row.address) ? (
                <SkeletonCard key={row.address} figures={3} testId="token-skeleton" />
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
                    {watch ? (
                      <WatchButton
                        symbol={row.currency}
                        watched={watch.has(row.address)}
                        onToggle={() => watch.toggle(row.address)}
                      />
                    ) : (
                      <span />
                    )}
                  </div>
                  <div className={list.cardRow}>
                    <span className={list.cardLabel}>{t('tokens.col.price')}</span>
                    <span>
                      {formatUsd(row.price)} <ChangeValue value={row.priceChange} />
                    </span>
                  </div>
                  <div className={list.cardRow}>
                    <span className={list.cardLabel}>{t('tokens.col.volume24h')}</span>
                    <span>
                      {formatUsd(row.volume24h)} <ChangeValue value={row.volumeChange24h} />
                    </span>
                  </div>
                  <div className={list.cardRow}>
                    <span className={list.cardLabel}>{t('tokens.col.tvl')}</span>
                    <span>
                      {formatUsd(row.tvl)} <ChangeValue value={row.tvlChange} />
                    </span>
                  </div>
                </li>
              ),
            )
          : Array.from({ length: SKELETON_ROWS }, (_, i) => (
              <SkeletonCard key={i} figures={3} testId="token-skeleton" />
            ))}
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
            <th scope="col" aria-sort={ariaSort(ordering, 'tvl')} data-testid="tokens-tvl-header">
              <button type="button" className={list.sortButton} onClick={onSortTvl} data-testid="tokens-sort-tvl">
                {t('tokens.col.tvl')}
                <span aria-hidden="true">{ordering.direction === 'asc' ? ' ↑' : ' ↓'}</span>
              </button>
            </th>
            {watch ? (
              <th scope="col">
                <span className={styles.visuallyHidden}>{t('tokens.col.watchlist')}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows
            ? rows.map((row, i) =>
                decimals?.pending.has(row.address) ? (
                  <SkeletonRow
                    key={row.address}
                    widths={watch ? TOKEN_CELLS : TOKEN_CELLS.slice(0, 5)}
                    twoLines
                    testId="token-skeleton"
                  />
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
                    <td>
                      <div>{formatUsd(row.price)}</div>
                      <ChangeValue value={row.priceChange} />
                    </td>
                    <td>
                      <div>{formatUsd(row.volume24h)}</div>
                      <ChangeValue value={row.volumeChange24h} />
                    </td>
                    <td>
                      <div>{formatUsd(row.tvl)}</div>
                      <ChangeValue value={row.tvlChange} />
                    </td>
                    {watch ? (
                      <td>
                        <WatchButton
                          symbol={row.currency}
                          watched={watch.has(row.address)}
                          onToggle={() => watch.toggle(row.address)}
                        />
                      </td>
                    ) : null}
                  </tr>
                ),
              )
            : Array.from({ length: SKELETON_ROWS }, (_, i) => (
                <SkeletonRow
                  key={i}
                  widths={watch ? TOKEN_CELLS : TOKEN_CELLS.slice(0, 5)}
                  twoLines
                  testId="token-skeleton"
                />
              ))}
        </tbody>
      </table>
    </div>
  );
}

export function TokensEmpty({ watchlist }: { watchlist: boolean }) {
  return (
    <div className={list.empty} role="status" data-testid={watchlist ? 'watchlist-empty' : 'tokens-empty'}>
      <p className={list.emptyTitle}>
        <FormattedMessage id={watchlist ? 'tokens.watchlist.empty.title' : 'tokens.empty.title'} />
      </p>
      <p className={list.emptyNote}>
        <FormattedMessage id={watchlist ? 'tokens.watchlist.empty.note' : 'tokens.empty.note'} />
      </p>
    </div>
  );
}
