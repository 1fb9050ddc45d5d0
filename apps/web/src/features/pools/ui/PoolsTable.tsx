import type { PoolListItem } from '@tycho/api';
import { useIntl } from 'react-intl';
import { Link } from '@/shared/lib/router';
import { formatUsd } from '@/shared/lib/format';
import { SKELETON_ROWS, type SortDirection } from '@/shared/lib/paging';
import { CardRow } from '@/shared/ui/Cards';
import { SkeletonCard, SkeletonRow } from '@/shared/ui/SkeletonRows';
import { HiddenHeader, rowsOrSkeletons, SortHeader, UsdChange, UsdChangeCell } from '@/shared/ui/TableCells';
import list from '@/shared/ui/list.module.css';
import { FavoriteButton } from './FavoriteButton';
import type { FavouritePool } from '@/shared/favourites';
import { POOL_SORT_FIELDS, type PoolSortField } from '../logic/poolsListState';
import { poolName } from '../logic/poolView';

export interface PoolsTableProps {
  /** `pools` (all) or `favorites`: prefixes the test ids. */
  kind: 'all' | 'favorites';
  rows: PoolListItem[] | undefined;
  offset: number;
  ordering: { field: string; direction: SortDirection };
  onSort: (field: PoolSortField) => void;
  fav?: { has: (address: string) => boolean; toggle: (pool: FavouritePool) => void };
  narrow: boolean;
  skeletonRows?: number;
}

/** The skeleton row's text widths: rank, pair, TVL, volume 24h, volume 7d, fee 24h, star. */
const POOL_CELLS = ['1.25rem', '9rem', '6rem', '6rem', '5rem', '4rem', '1.5rem'] as const;
const COL: Record<PoolSortField, string> = {
  tvl: 'pools.col.tvl',
  volume24h: 'pools.col.volume24h',
  volume7d: 'pools.col.volume7d',
};

function Name({ pool }: { pool: PoolListItem }) {
  return (
    <Link to={`/pools/${pool.meta.poolAddress}`} className={list.link} data-testid="pool-link">
      {poolName(pool)}
    </Link>
  );
}

export function PoolsTable({
  kind,
  rows,
  offset,
  ordering,
  onSort,
  fav,
  narrow,
  skeletonRows = SKELETON_ROWS,
}: PoolsTableProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const star = (pool: PoolListItem) =>
    fav ? (
      <FavoriteButton
        name={poolName(pool)}
        active={fav.has(pool.meta.poolAddress)}
        onToggle={() => fav.toggle({ address: pool.meta.poolAddress, name: poolName(pool) })}
      />
    ) : null;
  if (narrow) {
    return (
      <ul className={list.cards} data-testid={`pools-${kind}-cards`}>
        {rowsOrSkeletons(
          rows,
          skeletonRows,
          (pool, i) => (
            <li
              key={pool.meta.poolAddress}
              className={list.card}
              data-testid="pool-card"
              data-address={pool.meta.poolAddress}
            >
              <div className={list.cardRow}>
                <span>{offset + i + 1}</span>
                <Name pool={pool} />
                {star(pool) ?? <span />}
              </div>
              <CardRow label="pools.col.tvl">
                <UsdChange value={pool.tvl} change={pool.tvlChange} />
              </CardRow>
              <CardRow label="pools.col.volume24h">
                <UsdChange value={pool.volume24h} change={pool.volume24hChange} />
              </CardRow>
              <CardRow label="pools.col.volume7d">{formatUsd(pool.volume7d)}</CardRow>
              <CardRow label="pools.col.fee24h">{formatUsd(pool.fee24h)}</CardRow>
            </li>
          ),
          (i) => (
            <SkeletonCard key={i} figures={4} testId="pool-skeleton" />
          ),
        )}
      </ul>
    );
  }
  return (
    <div className={list.scroll}>
      <table className={list.table} data-testid={`pools-${kind}-table`}>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col" className={list.left}>
              {t('pools.col.pool')}
            </th>
            {POOL_SORT_FIELDS.map((field) => (
              <SortHeader
                key={field}
                field={field}
                label={t(COL[field])}
                ordering={ordering}
                onSort={onSort}
                testId={`pools-sort-${field}`}
              />
            ))}
            <th scope="col">{t('pools.col.fee24h')}</th>
            {fav ? <HiddenHeader label={t('pools.col.favorite')} /> : null}
          </tr>
        </thead>
        <tbody>
          {rowsOrSkeletons(
            rows,
            skeletonRows,
            (pool, i) => (
              <tr
                key={pool.meta.poolAddress}
                className={list.row}
                data-testid="pool-row"
                data-address={pool.meta.poolAddress}
                data-tvl={pool.tvl}
                data-volume24h={pool.volume24h}
                data-volume7d={pool.volume7d}
                data-tokens={pool.meta.currencyAddresses.length}
              >
                <td>{offset + i + 1}</td>
                <td className={list.left}>
                  <Name pool={pool} />
                </td>
                <UsdChangeCell value={pool.tvl} change={pool.tvlChange} />
                <UsdChangeCell value={pool.volume24h} change={pool.volume24hChange} />
                <td>{formatUsd(pool.volume7d)}</td>
                <td>{formatUsd(pool.fee24h)}</td>
                {fav ? <td>{star(pool)}</td> : null}
              </tr>
            ),
            (i) => (
              <SkeletonRow key={i} widths={fav ? POOL_CELLS : POOL_CELLS.slice(0, 6)} twoLines testId="pool-skeleton" />
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}
