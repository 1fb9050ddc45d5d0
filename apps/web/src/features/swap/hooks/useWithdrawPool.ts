/**
 * One-coin withdrawal (spec 4.1, 5): when the left token is the LP token of a stable pool that holds the right token,
 * the pool and its balance of that token (the right amount asked must be below it).
 */
import { useQuery } from '@tanstack/react-query';
import { dexApi } from '@/shared/api';
import { withdrawPoolOf } from '../logic/swapLogic';
import type { SwapToken } from '../logic/swapTokens';

export function useWithdrawPool(left: SwapToken | undefined, right: SwapToken | undefined) {
  // LP tokens are not in the token list: listed tokens, the coin and the combined side never withdraw
  const lp = left && !left.native && !left.combined && !left.listed ? left.routeAddress : undefined;
  const token = right && !right.native && !right.combined ? right.routeAddress : undefined;
  const pools = useQuery({
    queryKey: ['swapWithdrawPools', token],
    queryFn: ({ signal }) =>
      dexApi.pools({ currencyAddresses: [token!], poolType: ['stablepool'], limit: 100 }, { signal }),
    enabled: !!lp && !!token,
    staleTime: 60_000,
  });
  const found = lp && token && pools.data ? withdrawPoolOf(pools.data.pools, lp, token) : undefined;
  const detail = useQuery({
    queryKey: ['swapWithdrawPool', found?.poolAddress],
    queryFn: ({ signal }) => dexApi.pool(found!.poolAddress, { signal }),
    enabled: !!found,
    staleTime: 10_000,
  });
  return {
    poolAddress: found?.poolAddress,
    /** The pool's balance of the right token, smallest units; undefined while unknown or not a withdrawal. */
    balance: found && detail.data ? detail.data.volumesLocked[found.index] : undefined,
  };
}
