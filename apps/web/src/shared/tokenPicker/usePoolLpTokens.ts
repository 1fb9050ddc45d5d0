/**
 * The pools' LP tokens for the token picker (`POST /pools`, largest TVL first, page after page up to
 * `MAX_POOLS`), fetched only where a field asks for them (farm and gauge creation).
 */
import { useQuery } from '@/shared/lib/query';
import { dexApi } from '@/shared/api';
import type { PoolLp } from './lpTokens';

const PAGE = 100;
export const MAX_POOLS = 1_000;

/** What `fetchPoolLps` needs of `dexApi.pools`. */
export type PoolsPageReader = (
  body: { limit: number; offset: number; ordering: 'tvldescending' },
  opts: { signal?: AbortSignal },
) => Promise<{ pools: readonly { meta: PoolLp }[]; totalCount: number }>;

export async function fetchPoolLps(pools: PoolsPageReader = dexApi.pools, signal?: AbortSignal): Promise<PoolLp[]> {
  const found: PoolLp[] = [];
  for (let offset = 0; offset < MAX_POOLS; offset += PAGE) {
    const page = await pools({ limit: PAGE, offset, ordering: 'tvldescending' }, { signal });
    found.push(...page.pools.map((p) => p.meta));
    if (page.pools.length < PAGE || offset + PAGE >= page.totalCount) break;
  }
  return found;
}

/**
 * The LP tokens (`lps`, undefined while loading or when not `enabled`); `failed` when the DEX API could not answer,
 * with `retry` to ask again.
 */
export function usePoolLpTokens(enabled: boolean): {
  lps: readonly PoolLp[] | undefined;
  failed: boolean;
  retry: () => void;
} {
  const query = useQuery({
    queryKey: ['tokenPicker', 'poolLps'],
    queryFn: ({ signal }) => fetchPoolLps(dexApi.pools, signal),
    enabled,
    staleTime: 60_000,
  });
  return { lps: query.data, failed: query.isError, retry: () => void query.refetch() };
}
