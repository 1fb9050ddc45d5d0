import { useQuery } from '@/shared/lib/query';
import { useMemo } from 'react';
import { getJson } from '../api/http';
import { config } from '../config';
import { importedListEntries, type ImportedToken } from './importedTokens';
import { tokenSchema } from './tokenSchemaRefs';
import { indexTokens, wrappedNativeRoot, type TokenIndex, type TokenListToken } from './tokenList';
import { useImportedTokens } from './useImportedTokens';

const NO_TOKENS: readonly TokenListToken[] = [];

export interface TokenListState {
  /** The active token list only (imported tokens are not in it). */
  tokens: readonly TokenListToken[] | undefined;
  /** Look-up by root: the list's tokens plus the imported ones it lacks (those as unverified entries). */
  index: TokenIndex | undefined;
  isLoading: boolean;
  wrappedNativeRoot: string | undefined;
  verifiedSymbols: readonly string[];
  /** The user's imported custom tokens (local storage `imported_tokens`). */
  imported: readonly ImportedToken[];
}

/** The token list, fetched once per session (failures leave it empty: "Cannot load token list"). */
export function useTokenList(): TokenListState {
  const query = useQuery({
    queryKey: ['tokenList', config.tokenListUrl],
    queryFn: ({ signal }) => getJson(config.tokenListUrl, tokenSchema('list'), { signal }),
    staleTime: Infinity,
    retry: 1,
  });
  const imported = useImportedTokens();
  // a list that cannot load counts as empty (spec 8: "Cannot load token list" is only logged)
  const tokens = query.data?.tokens ?? (query.isError ? NO_TOKENS : undefined);
  return useMemo(
    () => ({
      tokens,
      index: tokens ? indexTokens([...tokens, ...importedListEntries(imported, tokens)]) : undefined,
      isLoading: query.isLoading,
      wrappedNativeRoot: wrappedNativeRoot(tokens, config.wrappedNativeRoot, config.wrappedNativeSymbol),
      verifiedSymbols: tokens?.filter((t) => t.verified).map((t) => t.symbol) ?? [],
      imported,
    }),
    [tokens, query.isLoading, imported],
  );
}
