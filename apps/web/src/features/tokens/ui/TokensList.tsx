import { useReducer } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { pageOffset, totalPages } from '@/shared/lib/paging';
import { useTokenDecimals, useTokenList } from '@/shared/tokens';
import { LoadError } from '@/shared/ui/LoadError';
import { Pagination } from '@/shared/ui/Pagination';
import { NARROW_QUERY, useMediaQuery } from '@/shared/ui/useMediaQuery';
import { useCurrencies } from '../hooks/useTokenQueries';
import { TokensEmpty, TokensTable } from './TokensTable';
import {
  initialTokensListState,
  needsRequest,
  toCurrenciesRequest,
  tokensListReducer,
  tokensListView,
  type TokensTab,
} from '../logic/tokensListState';
import { favouriteTokens, useStars } from '@/shared/favourites';

/** One tab of the tokens screen: all tokens or the watchlist, ordered by TVL, 10 per page. */
export function TokensList({ tab }: { tab: TokensTab }) {
  const intl = useIntl();
  const [state, dispatch] = useReducer(tokensListReducer, { ...initialTokensListState, filter: { tab } });
  const watch = useStars(favouriteTokens);
  const tokenList = useTokenList();
  const narrow = useMediaQuery(NARROW_QUERY);
  const query = useCurrencies(toCurrenciesRequest(state, watch.list), needsRequest(tab, watch.list.length));
  const pages = totalPages(query.data?.totalCount);
  const decimals = useTokenDecimals(query.data?.currencies.map((r) => r.address) ?? [], tokenList.index);
  const view = tokensListView(tab, watch.list.length, query);

  if (view.kind === 'empty') return <TokensEmpty watchlist={view.watchlist} />;
  if (query.isError) {
    return (
      <LoadError
        message={<FormattedMessage id="tokens.loadFailed" />}
        detail={query.error.message}
        onRetry={() => void query.refetch()}
        testId="tokens-error"
      />
    );
  }
  // rows wait for the token list too (names and logos widen the name column): skeletons of the rows' size until then,
  // and the pager comes with the rows
  const rows = tokenList.isLoading ? undefined : view.rows;
  return (
    <div aria-busy={query.isFetching} data-testid={`tokens-list-${tab}`}>
      <TokensTable
        rows={rows}
        offset={pageOffset(state.page)}
        index={tokenList.index}
        decimals={decimals}
        ordering={state.ordering}
        onSortTvl={() => dispatch({ type: 'sort', field: 'tvl' })}
        watch={{ has: watch.has, toggle: watch.press }}
        narrow={narrow}
      />
      <Pagination
        page={state.page}
        totalPages={rows ? pages : 0}
        onChange={(page) => dispatch({ type: 'page', page })}
        label={intl.formatMessage({ id: 'tokens.pagination' })}
        testId="tokens-pagination"
      />
    </div>
  );
}
