import { useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/shared/lib/query';
import { useCallback } from 'react';
import { dexApi, isNotFound } from '@/shared/api';
import { useWallet } from '@/shared/chain';
import { poolSourceOf } from '../logic/pairRoute';
import { useLpTokenQuery } from './useLpToken';

const chain = () => import('../chain/liquidityChain');

/** The pool of a liquidity page: by address, or the two-token pool of a token pair (undefined roots: none yet). */
export function useLiquidityPool(params: { address?: string; left?: string; right?: string }) {
  const source = poolSourceOf(params);
  const pair = source.kind === 'pair' ? source : undefined;
  const byPair = useQuery({
    queryKey: ['dex', 'poolByPair', pair?.left.toLowerCase(), pair?.right.toLowerCase()],
    queryFn: async ({ signal }) => {
      const res = await dexApi.pools(
        { currencyAddresses: [pair!.left, pair!.right], poolType: ['common', 'stable'], limit: 10, offset: 0 },
        { signal },
      );
      return res.pools.find((p) => p.meta.currencyAddresses.length === 2)?.meta.poolAddress ?? null;
    },
    enabled: !!pair,
  });
  const address = source.kind === 'address' ? source.address : (byPair.data ?? undefined);
  const pool = useQuery({
    queryKey: ['dex', 'pool', address?.toLowerCase()],
    queryFn: ({ signal }) => dexApi.pool(address!, { signal }),
    enabled: !!address,
    retry: (count, error) => !isNotFound(error) && count < 1,
  });
  // only the API's "no such pool" (404) is a missing pool; a server or network failure is a load error with Retry
  const missing = source.kind === 'address' ? isNotFound(pool.error) : byPair.data === null;
  const loadError = (pool.error && !isNotFound(pool.error) ? pool.error : null) ?? byPair.error ?? null;
  const { refetch: refetchPool } = pool;
  const { refetch: refetchPair } = byPair;
  const retry = useCallback(() => {
    if (byPair.isError) void refetchPair();
    else void refetchPool();
  }, [byPair.isError, refetchPair, refetchPool]);
  return {
    pool: pool.data,
    missing,
    loadError,
    retry,
    // first loads only: a background refetch (staleness, another screen's invalidation) keeps the form as it is, so a
    // click on Remove or Supply is never swallowed by a button that turned 'loading' for a moment
    loading: ((!!address && pool.isPending) || (!!pair && byPair.isPending)) && !loadError,
  };
}

/** The connected user's LP balance and the LP token's decimals and symbol (undefined while unknown). */
export function useLpPosition(lpRoot: string | undefined) {
  const wallet = useWallet();
  const owner = wallet.status === 'connected' ? wallet.account?.address : undefined;
  const client = useQueryClient();
  const infoQuery = useLpTokenQuery(lpRoot);
  const info = infoQuery.data;
  const balance = useQuery({
    queryKey: ['chain', 'lpBalance', lpRoot, owner],
    queryFn: async () => (await chain()).readTokenBalance(lpRoot!, owner!),
    enabled: !!lpRoot && !!owner,
  });
  const refresh = useCallback(
    () => client.invalidateQueries({ queryKey: ['chain', 'lpBalance', lpRoot, owner] }),
    [client, lpRoot, owner],
  );
  return {
    owner,
    walletStatus: wallet.status,
    lpBalance: balance.data,
    lpDecimals: info?.decimals,
    lpSymbol: info?.symbol,
    // the LP token's symbol names the amount field and the notes: the form waits for it too (no re-wrapped lines)
    loading: (!!owner && !!lpRoot && balance.isPending) || (!!lpRoot && infoQuery.isPending),
    refresh,
  };
}
