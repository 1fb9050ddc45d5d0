import { useQuery } from '@tanstack/react-query';
import { chainNowSeconds } from '@/shared/lib/chainClock';
import { tokenBalanceOf } from '@/shared/chain/providerClient';
import { readChainNow } from '../chain/farmPoolChain';
import { useWallSeconds } from './useWallSeconds';

/**
 * The chain's clock (unix seconds) with a wallet (the chain may run ahead of the browser's clock), else the
 * browser's; read again with each read of the pool.
 */
export function useNow(pool: string, connected: boolean, readAt: number): number {
  const wall = useWallSeconds();
  const chain = useQuery({
    queryKey: ['farming', 'now', pool, readAt],
    queryFn: async () => ({ chain: await readChainNow(pool), at: chainNowSeconds() }),
    enabled: connected,
  });
  if (!chain.data) return wall;
  return chain.data.chain + Math.max(0, wall - chain.data.at);
}

/** The owner's balance of a token (smallest units); undefined while loading or without an owner. */
export function useTokenBalance(root: string | undefined, owner: string | undefined) {
  return useQuery({
    queryKey: ['farming', 'balance', root, owner],
    queryFn: async () => BigInt(await tokenBalanceOf(root!, owner!)),
    enabled: root !== undefined && owner !== undefined,
  });
}
