import { useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/shared/lib/query';
import { useCallback, useEffect } from 'react';
import { useWallet } from '@/shared/chain';
import { readTokenBalanceOnChain } from '@/shared/chain/tokenWallet';
import { useContractsWatch } from '@/shared/chain/useContractsWatch';

/** Pair-state events refresh at most once per second (spec 4.8). */
export const POOL_EVENT_THROTTLE_MS = 1000;

/**
 * The connected user's LP balance (smallest units) read on chain. Live updates: the pool's contractStateChanged
 * (watched through the provider while connected, throttled to 1 s) and every wallet balance change refetch the
 * LP balance and the pool detail (reserves, LP supply).
 */
export function usePoolUser(poolAddress: string, lpRoot: string | undefined) {
  const wallet = useWallet();
  const owner = wallet.status === 'connected' ? wallet.account?.address : undefined;
  const client = useQueryClient();
  const balance = wallet.balance;
  const refresh = useCallback(() => {
    void client.invalidateQueries({ queryKey: ['dex', 'pool', poolAddress.toLowerCase()] });
    void client.invalidateQueries({ queryKey: ['chain', 'lpBalance'] });
  }, [client, poolAddress]);
  useEffect(() => {
    if (owner && balance !== undefined) refresh();
  }, [balance, owner, refresh]);
  useContractsWatch([poolAddress], refresh, !!owner, POOL_EVENT_THROTTLE_MS);
  const lp = useQuery({
    queryKey: ['chain', 'lpBalance', lpRoot, owner],
    queryFn: async () => (await readTokenBalanceOnChain(lpRoot ?? '', owner ?? '')) ?? '0',
    enabled: !!lpRoot && !!owner,
  });
  return { owner, walletStatus: wallet.status, lpBalance: lp.data, loading: lp.isPending && !!owner };
}
