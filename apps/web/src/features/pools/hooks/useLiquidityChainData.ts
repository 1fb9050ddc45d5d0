import { useQuery } from '@/shared/lib/query';
import { balanceOrZero } from '@/shared/lib/balanceOrZero';

const chain = () => import('../chain/addLiquidityChain');
const lpChain = () => import('../chain/liquidityChain');

export { ACCOUNT_WATCH, PAIR_EVENTS, POOL_WATCH } from '../logic/watchTiming';

/** Reads that failed are tried again a few times before the error shows (a busy network has hiccups). */
const RETRY = 3;

/** The owner's DEX account (address, deployment, balances and wallets), shared by both add-liquidity pages. */
export function useDexAccount(owner: string | undefined) {
  return useQuery({
    queryKey: ['chain', 'dexAccount', owner],
    queryFn: async () => (await chain()).readDexAccount(owner!),
    enabled: !!owner,
    retry: RETRY,
  });
}

/** The pair of two roots on chain; read again every second while it is deployed but not answering yet. */
export function usePairInfo(left: string | undefined, right: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['chain', 'pairInfo', left?.toLowerCase(), right?.toLowerCase()],
    queryFn: async () => (await chain()).readPair(left!, right!),
    enabled: enabled && !!left && !!right,
    retry: RETRY,
    refetchInterval: (q) => (q.state.data?.settingUp || q.state.status === 'error' ? 1000 : false),
  });
}

/**
 * The owner's wallet balance of a token: undefined while unknown (never a made-up 0 that reads as "insufficient");
 * '0' once the reads kept failing (spec 8: balance load errors show 0).
 */
export function useWalletBalance(root: string | undefined, owner: string | undefined): string | undefined {
  const query = useQuery({
    queryKey: ['chain', 'tokenBalance', root?.toLowerCase(), owner],
    queryFn: async () => (await lpChain()).readWalletBalance(root!, owner!),
    enabled: !!owner && !!root,
    retry: RETRY,
  });
  return balanceOrZero(query);
}

/** Wallet balances of several roots at once (the N-pool page), with the same rules as useWalletBalance. */
export function useWalletBalances(roots: readonly string[], owner: string | undefined): string[] | undefined {
  const query = useQuery({
    queryKey: ['chain', 'tokenBalances', owner, ...roots],
    queryFn: async () => {
      const c = await lpChain();
      return Promise.all(roots.map((r) => c.readWalletBalance(r, owner!)));
    },
    enabled: !!owner && roots.length > 0,
    retry: RETRY,
  });
  return query.data ?? (query.isError ? roots.map(() => '0') : undefined);
}
