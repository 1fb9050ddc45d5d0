import { useQueries } from '@/shared/lib/query';
import { dexApi } from '../api/dex';
import { useWallet } from '../chain';
import { findToken, type TokenIndex } from './tokenList';

export type DecimalsReader = (root: string) => Promise<number | undefined>;

/** The on-chain read, with the token root's ABI loaded when a token lacks decimals (not with every page). */
const readTokenDecimalsOnChain: DecimalsReader = async (root) =>
  (await import('../chain/tokenRoot')).readTokenDecimalsOnChain(root);

/**
 * Decimals of a token missing them in the list: on chain first (needs a connected wallet: the provider's
 * runLocal requires the "basic" permission), then the DEX API's currency decimals.
 */
export async function resolveMissingDecimals(
  root: string,
  onChain: DecimalsReader | undefined = readTokenDecimalsOnChain,
  api: DecimalsReader = async (address) => (await dexApi.currency(address)).decimals,
): Promise<number | null> {
  if (onChain) {
    try {
      const value = await onChain(root);
      if (value !== undefined) return value;
    } catch (error) {
      console.warn('Sync custom token error', error);
    }
  }
  try {
    return (await api(root)) ?? null;
  } catch {
    return null;
  }
}

/**
 * Decimals of each root: from the token list, else resolved (on chain, then the API). `pending` holds the roots
 * still resolving (rows show skeletons meanwhile); nothing resolves before the list itself has loaded.
 */
export function useTokenDecimals(roots: readonly string[], index: TokenIndex | undefined) {
  const connected = useWallet().status === 'connected';
  const missing = index ? roots.filter((root) => findToken(index, root)?.decimals === undefined) : [];
  const results = useQueries({
    queries: missing.map((root) => ({
      queryKey: ['tokenDecimals', root.toLowerCase(), connected],
      queryFn: () => resolveMissingDecimals(root, connected ? readTokenDecimalsOnChain : undefined),
      staleTime: Infinity,
    })),
  });
  const decimals = new Map<string, number | undefined>();
  const pending = new Set<string>();
  for (const root of roots) {
    const listed = findToken(index, root)?.decimals;
    if (listed !== undefined) {
      decimals.set(root, listed);
      continue;
    }
    const i = missing.indexOf(root);
    const result = i >= 0 ? results[i] : undefined;
    if (!index || result?.isPending) pending.add(root);
    decimals.set(root, result?.data ?? undefined);
  }
  return { decimals, pending };
}
