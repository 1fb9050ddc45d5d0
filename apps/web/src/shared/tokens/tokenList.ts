/** The token list (`config.tokenListUrl`, spec 3 "Token list entry") and pure look-ups over it. */
import { tokenListEntrySchema } from '@tycho/api';
import { z } from 'zod';

/** Entries are read leniently: decimals may be missing (resolved elsewhere), vendor may be absent. */
export const lenientTokenListSchema = z.object({
  tokens: z.array(tokenListEntrySchema.extend({ decimals: tokenListEntrySchema.shape.decimals.optional() })),
});
export type TokenListToken = z.infer<typeof lenientTokenListSchema>['tokens'][number];

export type TokenIndex = ReadonlyMap<string, TokenListToken>;

export function indexTokens(tokens: readonly TokenListToken[]): TokenIndex {
  return new Map(tokens.map((t) => [t.address.toLowerCase(), t]));
}

export function findToken(index: TokenIndex | undefined, address: string): TokenListToken | undefined {
  return index?.get(address.toLowerCase());
}

/** Root of the wrapped native coin: the configured one, else the list entry with its symbol. */
export function wrappedNativeRoot(
  tokens: readonly TokenListToken[] | undefined,
  configured: string,
  symbol: string,
): string | undefined {
  if (configured) return configured;
  return tokens?.find((t) => t.symbol === symbol)?.address;
}

/** Decimals to use: the list's, else the on-chain answer, else the API's. Undefined while unknown. */
export function resolveDecimals(
  listed: number | undefined,
  onChain: number | undefined,
  api: number | undefined,
): number | undefined {
  return listed ?? onChain ?? api;
}
