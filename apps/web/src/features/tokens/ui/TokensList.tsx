import { useReducer } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { pageOffset } from '@/shared/lib/paging';
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
  const decimals = useTokenDecimals(query.data?.currencies.map((r) => r.address) ?? [], tokenList.index);
  const view = tokensListView(tab, watch.list.length, query, tokenList.isLoading);

  if (view.kind === 'empty') return <TokensEmpty watchlist={view.watchlist} />;
  if (view.kind === 'error') {
    return (
      <LoadError
        message={<FormattedMessage id="tokens.loadFailed" />}
        detail={query.error?.message}
        onRetry={() => void query.refetch()}
        testId="tokens-error"
      />
    );
  }
  return (
    <div aria-busy={query.isFetching} data-testid={`tokens-list-${tab}`}>
      <TokensTable
        rows={view.rows}
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
        totalPages={view.pages}
        onChange={(page) => dispatch({ type: 'page', page })}
        label={intl.formatMessage({ id: 'tokens.pagination' })}
        testId="tokens-pagination"
      />
    </div>
  );
}
