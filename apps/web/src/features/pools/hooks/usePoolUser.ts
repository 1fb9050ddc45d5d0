import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useWallet } from '@/shared/chain';
import { readTokenBalanceOnChain } from '@/shared/chain/tokenWallet';

/** Pair-state events refresh at most once per second (spec 4.8). */
export const POOL_EVENT_THROTTLE_MS = 1000;

/**
 * The connected user's LP balance (smallest units) read on chain. Live updates: the pool's contractStateChanged
 * (subscribed through the provider while connected, throttled to 1 s) and every wallet balance change refetch the
 * LP balance and the pool detail (reserves, LP supply).
 */
export function usePoolUser(poolAddress: string, lpRoot: string | undefined) {
  const wallet = useWallet();
  const owner = wallet.status === 'connected' ? wallet.account?.address : undefined;
  const client = useQueryClient();
  const balance = wallet.balance;
  useEffect(() => {
    if (!owner || balance === undefined) return;
    void client.invalidateQueries({ queryKey: ['dex', 'pool', poolAddress.toLowerCase()] });
    void client.invalidateQueries({ queryKey: ['chain', 'lpBalance'] });
  }, [balance, owner, poolAddress, client]);
  useEffect(() => {
    if (!owner) return;
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      void client.invalidateQueries({ queryKey: ['dex', 'pool', poolAddress.toLowerCase()] });
      void client.invalidateQueries({ queryKey: ['chain', 'lpBalance'] });
    };
    const onChange = () => {
      const wait = last + POOL_EVENT_THROTTLE_MS - Date.now();
      if (timer) return;
      timer = setTimeout(
        () => {
          timer = undefined;
          last = Date.now();
          refresh();
        },
        Math.max(0, wait),
      );
    };
    import('../chain/liquidityChain')
      .then((m) => m.subscribePoolState(poolAddress, onChange))
      .then((u) => {
        if (cancelled) u();
        else unsubscribe = u;
      })
      .catch((error: unknown) => console.warn('Contract subscribe error', error));
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
      unsubscribe?.();
    };
  }, [owner, poolAddress, client]);
  const lp = useQuery({
    queryKey: ['chain', 'lpBalance', lpRoot, owner],
    queryFn: async () => (await readTokenBalanceOnChain(lpRoot ?? '', owner ?? '')) ?? '0',
    enabled: !!lpRoot && !!owner,
  });
  return { owner, walletStatus: wallet.status, lpBalance: lp.data, loading: lp.isPending && !!owner };
}
