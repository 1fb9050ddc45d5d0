import { useQuery } from '@/shared/lib/query';
import { useWallet } from '@/shared/chain';
import { config } from '@/shared/config';

/** The connected account's veQUBE (undefined without a wallet or while it loads). */
export function useWalletVe() {
  const wallet = useWallet();
  const user = wallet.status === 'connected' ? wallet.account?.address : undefined;
  return useQuery({
    queryKey: ['gauges', 'calc-ve', user],
    queryFn: async () => (await import('../chain/veChain')).readUserVe(config.voteEscrow, user!),
    enabled: user !== undefined && config.voteEscrow !== '',
  });
}
