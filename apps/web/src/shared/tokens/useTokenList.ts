import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getJson } from '../api/http';
import { config } from '../config';
import { indexTokens, lenientTokenListSchema, wrappedNativeRoot, type TokenIndex, type TokenListToken } from './tokenList';

const NO_TOKENS: readonly TokenListToken[] = [];

export interface TokenListState {
  tokens: readonly TokenListToken[] | undefined;
  index: TokenIndex | undefined;
  isLoading: boolean;
  wrappedNativeRoot: string | undefined;
  verifiedSymbols: readonly string[];
}

/** The token list, fetched once per session (failures leave it empty: "Cannot load token list"). */
export function useTokenList(): TokenListState {
  const query = useQuery({
    queryKey: ['tokenList', config.tokenListUrl],
    queryFn: ({ signal }) => getJson(config.tokenListUrl, lenientTokenListSchema, { signal }),
    staleTime: Infinity,
    retry: 1,
  });
  // a list that cannot load counts as empty (spec 8: "Cannot load token list" is only logged)
  const tokens = query.data?.tokens ?? (query.isError ? NO_TOKENS : undefined);
  return useMemo(
    () => ({
      tokens,
      index: tokens ? indexTokens(tokens) : undefined,
      isLoading: query.isLoading,
      wrappedNativeRoot: wrappedNativeRoot(tokens, config.wrappedNativeRoot, config.wrappedNativeSymbol),
      verifiedSymbols: tokens?.filter((t) => t.verified).map((t) => t.symbol) ?? [],
    }),
    [tokens, query.isLoading],
  );
}
