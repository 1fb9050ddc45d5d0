import { useQuery } from '@/shared/lib/query';

async function balanceOf(root: string, owner: string): Promise<bigint> {
  const { readTokenBalance } = await import('@/shared/chain/providerClient');
  return BigInt(await readTokenBalance(root, owner));
}

async function supplyOf(root: string): Promise<bigint> {
  const { readTotalSupply } = await import('../chain/limitChain');
  return readTotalSupply(root);
}

/** A connected user's wallet balance and the total supply of a token (smallest units), undefined while unknown. */
export function useTokenFigures(root: string | undefined, owner: string | undefined) {
  const balance = useQuery({
    queryKey: ['chain', 'tokenBalance', root, owner],
    queryFn: () => balanceOf(root!, owner!),
    enabled: !!root && !!owner,
    refetchInterval: 15_000,
  });
  const supply = useQuery({
    queryKey: ['chain', 'totalSupply', root],
    queryFn: () => supplyOf(root!),
    enabled: !!root && !!owner,
    staleTime: 60_000,
  });
  return { balance: balance.data, supply: supply.data };
}
