import { useReducer } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { pageOffset, totalPages } from '@/shared/lib/paging';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadError } from '@/shared/ui/LoadError';
import { Pagination } from '@/shared/ui/Pagination';
import { NARROW_QUERY, useMediaQuery } from '@/shared/ui/useMediaQuery';
import type { FavouritePool } from '@/shared/favourites';
import { PoolsTable } from './PoolsTable';
import {
  initialPoolsListState,
  poolsListReducer,
  sectionRows,
  sectionTitleId,
  skeletonRowsOf,
  toPoolsRequest,
  type PoolsSectionKind,
} from '../logic/poolsListState';
import { usePools } from '../hooks/usePoolQueries';
import styles from './styles';

export interface PoolsSectionProps {
  kind: PoolsSectionKind;
  pairsOnly: boolean;
  /** Favourites section: the wallet's favourite pool addresses. */
  favorites?: readonly string[];
  fav?: { has: (address: string) => boolean; toggle: (pool: FavouritePool) => void };
}

/** One pools section (all pools or favourites): ordering, 10 per page, pager only with more than one page. */
export function PoolsSection({ kind, pairsOnly, favorites, fav }: PoolsSectionProps) {
  const intl = useIntl();
  const [state, dispatch] = useReducer(poolsListReducer, { ...initialPoolsListState, filter: { pairsOnly } });
  const narrow = useMediaQuery(NARROW_QUERY);
  const query = usePools(toPoolsRequest(state, favorites));
  const { rows, empty } = sectionRows(query);
  const pages = totalPages(query.data?.totalCount);
  const titleId = `pools-${kind}-title`;
  return (
    <section
      className={styles.section}
      aria-labelledby={titleId}
      data-testid={`pools-${kind}`}
      aria-busy={query.isFetching}
    >
      <h2 id={titleId} className={styles.sectionTitle}>
        <FormattedMessage id={sectionTitleId(kind, pairsOnly)} />
      </h2>
      {query.isError ? (
        <LoadError
          message={<FormattedMessage id="pools.loadFailed" />}
          detail={query.error.message}
          onRetry={() => void query.refetch()}
          testId={`pools-${kind}-error`}
        />
      ) : empty ? (
        <EmptyState
          testId={`pools-${kind}-empty`}
          title={<FormattedMessage id="pools.empty.title" />}
          note={<FormattedMessage id="pools.empty.note" />}
        />
      ) : (
        <PoolsTable
          kind={kind}
          rows={rows}
          offset={pageOffset(state.page)}
          ordering={state.ordering}
          onSort={(field) => dispatch({ type: 'sort', field })}
          fav={fav}
          narrow={narrow}
          skeletonRows={skeletonRowsOf(kind, favorites)}
        />
      )}
      <Pagination
        page={state.page}
        totalPages={pages}
        onChange={(page) => dispatch({ type: 'page', page })}
        label={intl.formatMessage({ id: kind === 'all' ? 'pools.pagination' : 'pools.favorites.pagination' })}
        testId={`pools-${kind}-pagination`}
      />
    </section>
  );
}
