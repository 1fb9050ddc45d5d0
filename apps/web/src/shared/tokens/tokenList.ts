/** The token list (`config.tokenListUrl`, spec 3 "Token list entry") and pure look-ups over it. */
import type { z } from 'zod';
import type { lenientTokenListSchema } from './tokenSchemas';

/** A list entry (decimals may be missing: resolved elsewhere). The schema loads with the list request. */
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
