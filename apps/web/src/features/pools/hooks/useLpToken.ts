import { useQuery } from '@/shared/lib/query';
import { useWallet } from '@/shared/chain';
import { lookUpToken } from '@/shared/tokens';
import { resolveLpToken, type LpToken } from '../logic/lpToken';

const chain = () => import('../chain/liquidityChain');

/** The LP token's symbol and decimals; undefined while unknown (loading, never a default). */
export function useLpToken(lpRoot: string | undefined): LpToken | undefined {
  return useLpTokenQuery(lpRoot).data;
}

/** `useLpToken` with the query's state (a form that names the LP token waits while it is pending). */
export function useLpTokenQuery(lpRoot: string | undefined) {
  const connected = useWallet().status === 'connected';
  return useQuery({
    queryKey: ['lpToken', lpRoot?.toLowerCase()],
    queryFn: () =>
      resolveLpToken(lpRoot!, {
        chain: connected ? async (root) => (await chain()).readLpInfo(root) : undefined,
        api: (root) => lookUpToken(root),
      }),
    enabled: !!lpRoot,
    staleTime: Infinity,
    retry: 3,
  });
}
