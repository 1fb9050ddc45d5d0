/** Pure view decisions of the token page: scam tag, custom-token warning, Trade and Add liquidity targets. */
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
