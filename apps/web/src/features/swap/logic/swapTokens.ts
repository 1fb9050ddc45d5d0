/** The two sides of the swap card as tokens: what the URL holds, the root quotes use, symbol and decimals. */
import { ZERO_ADDRESS } from '@tycho/abi';
import { findToken, type TokenIndex, type TokenListToken } from '@/shared/tokens/tokenList';

/** The native coin in the URL (route params take addresses): the zero address. */
export const NATIVE_URL = ZERO_ADDRESS;
/** The combined side (coin plus wrapped coin) in the URL. */
export const COMBINED = 'combined';

export interface SwapToken {
  /** What the URL holds: a root, NATIVE_URL or `combined`. */
  address: string;
  /** The root quotes are asked for (the wrapped root for the coin and the combined side). */
  routeAddress: string;
  native?: boolean;
  combined?: boolean;
  symbol: string;
  name: string;
  /** Unknown while loading: amounts are then not parsed nor shown. */
  decimals: number | undefined;
  logoURI?: string;
  listed?: TokenListToken;
}

export type FoundToken = { symbol: string; name: string; decimals: number } | null | undefined;

export interface TokenContext {
  index: TokenIndex | undefined;
  wrappedRoot: string | undefined;
  nativeCoin: { symbol: string; decimals: number };
  /** Decimals read from token roots (for tokens outside the list). */
  decimals: ReadonlyMap<string, number | undefined>;
}

/** The token an URL address stands for; undefined until the list knows the wrapped coin (coin and combined). */
export function tokenOf(address: string | undefined, ctx: TokenContext, found?: FoundToken): SwapToken | undefined {
  if (!address) return undefined;
  const coin = ctx.nativeCoin;
  if (address.toLowerCase() === NATIVE_URL || address === COMBINED) {
    if (!ctx.wrappedRoot) return undefined;
    const w = findToken(ctx.index, ctx.wrappedRoot);
    const combined = address === COMBINED;
    return {
      address,
      routeAddress: ctx.wrappedRoot,
      native: !combined,
      combined,
      symbol: combined ? `${coin.symbol} + ${w?.symbol ?? 'W'}` : coin.symbol,
      name: combined ? `${coin.symbol} + ${w?.name ?? ''}` : coin.symbol,
      decimals: coin.decimals,
      logoURI: w?.logoURI,
    };
  }
  const listed = findToken(ctx.index, address);
  return {
    address,
    routeAddress: address,
    symbol: listed?.symbol ?? found?.symbol ?? `${address.slice(0, 6)}...`,
    name: listed?.name ?? found?.name ?? address,
    decimals: listed?.decimals ?? ctx.decimals.get(address) ?? found?.decimals,
    logoURI: listed?.logoURI,
    listed,
  };
}

/** Roots whose decimals are read from the chain: the plain token sides (not the coin, not combined). */
export const rootsOf = (addresses: readonly (string | undefined)[]) =>
  addresses.filter((a): a is string => !!a && a !== COMBINED && a.toLowerCase() !== NATIVE_URL);

/** The URL pair after choosing `address` for `side`: choosing the other side's token swaps the sides. */
export function pairAfterSelect(
  side: 'left' | 'right',
  address: string,
  pair: { left: string | undefined; right: string | undefined },
  conversion: boolean,
): { left: string | undefined; right: string | undefined } | undefined {
  if (address === COMBINED && side === 'right') return undefined;
  const other = side === 'left' ? pair.right : pair.left;
  if (other && other.toLowerCase() === address.toLowerCase() && !conversion)
    return { left: pair.right, right: pair.left };
  return side === 'left' ? { left: address, right: pair.right } : { left: pair.left, right: address };
}
