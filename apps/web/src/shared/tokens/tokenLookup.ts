/**
 * Looking up an unlisted token by its root address before importing it (spec 5): the token root contract first
 * (`GET {tokens API}/root_contract/root_address/{address}`, read from the chain by the server), then the DEX API's
 * currency when the first call fails for another reason than "not found".
 */
import { useQuery } from '@/shared/lib/query';
import { dexApi } from '../api/dex';
import { getJson, isNotFound } from '../api/http';
import { config } from '../config';
import { isAddress } from '../lib/address';
import type { ImportedToken } from './importedTokens';
import { tokenSchema } from './tokenSchemaRefs';

type Found = Pick<ImportedToken, 'symbol' | 'name' | 'decimals'>;
export type TokenReader = (address: string, signal?: AbortSignal) => Promise<Found>;

export const readTokenRoot: TokenReader = async (address, signal) =>
  getJson(`${config.api.tokens}/root_contract/root_address/${address}`, tokenSchema('rootInfo'), { signal });

export const readDexCurrency: TokenReader = async (address, signal) => {
  const c = await dexApi.currency(address, { signal });
  return { symbol: c.currency, name: c.name, decimals: c.decimals };
};

/**
 * The token at `address`, or null when there is none (not a valid workchain-0 address, or no token root there).
 * Throws when neither source could answer (network or server failure): the caller offers a retry.
 */
export async function lookUpToken(
  address: string,
  readers: { root: TokenReader; currency: TokenReader } = { root: readTokenRoot, currency: readDexCurrency },
  signal?: AbortSignal,
): Promise<ImportedToken | null> {
  const root = address.trim().toLowerCase();
  if (!isAddress(root)) return null;
  const token = (found: Found): ImportedToken => ({
    root,
    symbol: found.symbol,
    name: found.name,
    decimals: found.decimals,
  });
  try {
    return token(await readers.root(root, signal));
  } catch (error) {
    if (isNotFound(error)) return null;
    try {
      return token(await readers.currency(root, signal));
    } catch {
      throw error;
    }
  }
}

/** The look-up as a query (cached per address); idle while `address` is undefined. */
export function useTokenLookup(address: string | undefined) {
  return useQuery({
    queryKey: ['tokenLookup', address?.toLowerCase()],
    queryFn: ({ signal }) => lookUpToken(address!, undefined, signal),
    enabled: !!address,
    staleTime: 60_000,
    retry: false,
  });
}
