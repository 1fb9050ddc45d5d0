/** The connected wallet's builder tokens: the API's list plus the remembered roots it owns (spec 2, 6). */
import { useQuery } from '@/shared/lib/query';
import { builderApi } from '../api/builderApi';
import { type BuilderToken, mergeOwned } from '../logic/builderList';
import { readRemembered } from '../logic/rememberedTokens';
import { builderKeys } from './builderKeys';

export { builderKeys };

async function loadTokens(owner: string, signal: AbortSignal): Promise<BuilderToken[]> {
  const remembered = readRemembered();
  const [owned, known] = await Promise.all([
    builderApi.owned(owner, { signal }),
    Promise.all(remembered.map((root) => builderApi.root(root, { signal }).catch(() => undefined))),
  ]);
  return mergeOwned(
    owner,
    owned,
    known.filter((t): t is BuilderToken => t !== undefined),
  );
}

export function useBuilderTokens(owner: string | undefined) {
  return useQuery({
    queryKey: builderKeys.tokens(owner),
    queryFn: async ({ signal }) => {
      try {
        return await loadTokens(owner!, signal);
      } catch (error) {
        // spec 8: a failed list load shows an empty list
        console.warn('Builder token list load error', error);
        return [];
      }
    },
    enabled: !!owner,
  });
}
