/**
 * Pure view decisions of the token page: not found, the price's state, scam tag, custom-token warning, Trade and Add
 * liquidity targets.
 */
import { isNotFound } from '@/shared/api/http';
import { COMBINED_SWAP } from '@/shared/lib/routeParams';
import {
  findToken,
  isImportedToken,
  isScamToken,
  type ImportedToken,
  type ScamList,
  type TokenIndex,
} from '@/shared/tokens';

export function isCustomToken(
  address: string,
  index: TokenIndex | undefined,
  imported: readonly ImportedToken[],
): boolean {
  if (isImportedToken(address, imported)) return true;
  if (!index) return false; // list not loaded yet: no warning flash
  return !findToken(index, address)?.verified;
}

export function isScam(
  address: string,
  symbol: string,
  scamList: ScamList,
  verifiedSymbols: readonly string[],
): boolean {
  return isScamToken({ address, symbol }, scamList, verifiedSymbols);
}

/** Swap with the native coin's counterpart (WTYCHO) on the left, or combined when it is unknown. */
export function tradePath(address: string, wrappedNative: string | undefined): string {
  if (wrappedNative && wrappedNative.toLowerCase() === address.toLowerCase()) return `/swap/${address}`;
  return `/swap/${wrappedNative ?? COMBINED_SWAP}/${address}`;
}

export function addLiquidityPath(address: string): string {
  return `/liquidity/add/${address}`;
}

/** The token page's header: symbol (API, else the list), title, scam tag (once the API answered), custom warning. */
export function tokenHeader(a: {
  address: string;
  currency?: { currency: string; name: string };
  listed?: { symbol: string };
  scamList: ScamList;
  verifiedSymbols: readonly string[];
  index: TokenIndex | undefined;
  imported: readonly ImportedToken[];
}): { symbol: string; title?: string; scam: boolean; custom: boolean } {
  const symbol = a.currency?.currency ?? a.listed?.symbol ?? '';
  return {
    symbol,
    title: a.currency ? a.currency.name || symbol : undefined,
    scam: !!a.currency && isScam(a.address, symbol, a.scamList, a.verifiedSymbols),
    custom: isCustomToken(a.address, a.index, a.imported),
  };
}

/**
 * The page for the currency's read: not found when the API says the token does not exist (any other failure, server
 * or network, is shown with Retry); before the price is read, a skeleton in its place unless the read failed.
 */
export function tokenPage(currency: { data?: unknown; isError: boolean; error: unknown }): {
  notFound: boolean;
  priceSkeleton: boolean;
} {
  return {
    notFound: currency.isError && isNotFound(currency.error),
    priceSkeleton: !currency.data && !currency.isError,
  };
}
