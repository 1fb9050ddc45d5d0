import { useQuery } from '@/shared/lib/query';
import { chainNowSeconds } from '@/shared/lib/chainClock';
import { chainNowFrom } from '../logic/chainNow';
import { tokenBalanceOf } from '@/shared/chain/providerClient';
import { readChainNow } from '../chain/farmPoolChain';
import { useChainSeconds } from '@/shared/lib/useChainSeconds';

/**
 * The chain's clock (unix seconds): read from the chain with a wallet (again with each read of the pool), else the
 * time the API's answers last stated (shared/lib/chainClock).
 */
export function useNow(pool: string, connected: boolean, readAt: number): number {
  const apiNow = useChainSeconds();
  const chain = useQuery({
    queryKey: ['farming', 'now', pool, readAt],
    queryFn: async () => ({ chain: await readChainNow(pool), wallMs: Date.now() }),
    enabled: connected,
  });
  if (!chain.data) return apiNow;
  return chainNowFrom(chain.data, apiNow, chainNowSeconds);
}

/** The key of the wallet balance queries (the LP token's, the owner's reward deposit's) before the root and owner. */
export const FARM_BALANCE_KEY = ['farming', 'balance'] as const;

/** The owner's balance of a token (smallest units); undefined while loading or without an owner. */
export function useTokenBalance(root: string | undefined, owner: string | undefined) {
  return useQuery({
    queryKey: [...FARM_BALANCE_KEY, root, owner],
    queryFn: async () => BigInt(await tokenBalanceOf(root!, owner!)),
    enabled: root !== undefined && owner !== undefined,
  });
}
