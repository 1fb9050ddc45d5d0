import type { PoolListItem } from '@tycho/api';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@/shared/lib/router';
import { formatUsd } from '@/shared/lib/format';
import { SKELETON_ROWS, totalPages } from '@/shared/lib/paging';
import { CardRow } from '@/shared/ui/Cards';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadError } from '@/shared/ui/LoadError';
import { Pagination } from '@/shared/ui/Pagination';
import { Skeleton } from '@/shared/ui/Skeleton';
import { PlainSkeletonRow } from '@/shared/ui/SkeletonRows';
import { rowsOrSkeletons, UsdChangeCell } from '@/shared/ui/TableCells';
import { NARROW_QUERY, useMediaQuery } from '@/shared/ui/useMediaQuery';
import list from '@/shared/ui/list.module.css';
import styles from '@/shared/ui/page.module.css';
import { useRelatedPools } from '../hooks/useTokenQueries';
import { relatedPool, relatedPoolsRequest, relatedPoolsView } from '../logic/relatedPools';

function PoolLink({ pool }: { pool: PoolListItem }) {
  const { name, path } = relatedPool(pool.meta);
  return (
    <Link className={list.link} to={path} data-testid="related-pool-link">
      {name}
    </Link>
  );
}

/** Pools holding the token, by TVL, 10 per page; rows link to the pool page. */
export function RelatedPools({ address }: { address: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [page, setPage] = useState(1);
  const narrow = useMediaQuery(NARROW_QUERY);
  const titleId = useId();
  const query = useRelatedPools(relatedPoolsRequest(address, page));
  const view = relatedPoolsView(query);
  const pages = totalPages(query.data?.totalCount);

  let body;
  if (view.kind === 'error') {
    // the DEX API is down or absent: say so (not "no pools"), with Retry
    body = (
      <LoadError
        compact
        testId="related-pools-error"
        detail={query.error?.message}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (view.kind === 'empty') {
    body = (
      <EmptyState
        testId="related-pools-empty"
        title={<FormattedMessage id="token.pools.empty.title" />}
        note={<FormattedMessage id="token.pools.empty.note" />}
      />
    );
  } else if (narrow) {
    body = (
      <ul className={list.cards}>
        {rowsOrSkeletons(
          view.rows,
          SKELETON_ROWS,
          (pool) => (
            <li key={pool.meta.poolAddress} className={list.card} data-testid="related-pool-card">
              <PoolLink pool={pool} />
              <CardRow label="token.pools.col.tvl">{formatUsd(pool.tvl)}</CardRow>
              <CardRow label="token.pools.col.volume24h">{formatUsd(pool.volume24h)}</CardRow>
            </li>
          ),
          (i) => (
            <li key={i} className={list.card}>
              <Skeleton />
            </li>
          ),
        )}
      </ul>
    );
  } else {
    body = (
      <div className={list.scroll}>
        <table className={list.table} data-testid="related-pools-table">
          <thead>
            <tr>
              <th scope="col">{t('token.pools.col.pool')}</th>
              <th scope="col">{t('token.pools.col.tvl')}</th>
              <th scope="col">{t('token.pools.col.volume24h')}</th>
              <th scope="col">{t('token.pools.col.volume7d')}</th>
              <th scope="col">{t('token.pools.col.fee24h')}</th>
            </tr>
          </thead>
          <tbody>
            {rowsOrSkeletons(
              view.rows,
              SKELETON_ROWS,
              (pool) => (
                <tr
                  key={pool.meta.poolAddress}
                  className={list.row}
                  data-testid="related-pool-row"
                  data-address={pool.meta.poolAddress}
                >
                  <td>
                    <PoolLink pool={pool} />
                  </td>
                  <UsdChangeCell value={pool.tvl} change={pool.tvlChange} />
                  <UsdChangeCell value={pool.volume24h} change={pool.volume24hChange} />
                  <td>{formatUsd(pool.volume7d)}</td>
                  <td>{formatUsd(pool.fee24h)}</td>
                </tr>
              ),
              (i) => (
                <PlainSkeletonRow key={i} columns={5} testId="related-pool-skeleton" />
              ),
            )}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <section
      className={styles.section}
      aria-labelledby={titleId}
      data-testid="related-pools"
      aria-busy={query.isFetching}
    >
      <h2 id={titleId} className={styles.sectionTitle}>
        <FormattedMessage id="token.pools.title" />
      </h2>
      {body}
      <Pagination
        page={page}
        totalPages={pages}
        onChange={setPage}
        label={t('token.pools.pagination')}
        testId="related-pools-pagination"
      />
    </section>
  );
}
