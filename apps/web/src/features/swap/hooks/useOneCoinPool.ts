/**
 * One-coin stable modes from the tokens (spec 4.1, 5), before any quote: a deposit when the right token is the LP
 * token of a stable pool that holds the left token; a withdrawal when the left token is that LP token and the pool
 * holds the right token (then the pool's balance of the right token bounds the amount asked).
 */
import { useQuery } from '@/shared/lib/query';
import { dexApi } from '@/shared/api';
import { oneCoinCandidates, withdrawPoolOf } from '../logic/swapLogic';
import type { SwapToken } from '../logic/swapTokens';

/** The stable pool whose LP token is `pair.lp` and which holds `pair.token`, when there is one. */
function useStablePoolOf(pair: { lp: string; token: string } | undefined) {
  const pools = useQuery({
    queryKey: ['swapOneCoinPools', pair?.token],
    queryFn: ({ signal }) =>
      dexApi.pools({ currencyAddresses: [pair!.token], poolType: ['stablepool'], limit: 100 }, { signal }),
    enabled: !!pair,
    staleTime: 60_000,
  });
  return pair && pools.data ? withdrawPoolOf(pools.data.pools, pair.lp, pair.token) : undefined;
}

export function useOneCoinPool(left: SwapToken | undefined, right: SwapToken | undefined) {
  const candidates = oneCoinCandidates(left, right);
  const withdrawal = useStablePoolOf(candidates.withdraw);
  const deposit = useStablePoolOf(candidates.deposit);
  const detail = useQuery({
    queryKey: ['swapWithdrawPool', withdrawal?.poolAddress],
    queryFn: ({ signal }) => dexApi.pool(withdrawal!.poolAddress, { signal }),
    enabled: !!withdrawal,
    staleTime: 10_000,
  });
  return {
    /** 'deposit' or 'withdraw' once the stable pool is found; undefined otherwise. */
    kind: withdrawal ? ('withdraw' as const) : deposit ? ('deposit' as const) : undefined,
    /** The pool's balance of the right token, smallest units; undefined while unknown or not a withdrawal. */
    balance: withdrawal && detail.data ? detail.data.volumesLocked[withdrawal.index] : undefined,
  };
}
