/** The two sides of the swap card as tokens: what the URL holds, the root quotes use, symbol and decimals. */
import { ZERO_ADDRESS } from '@tycho/abi';
import { isAddress } from '@/shared/lib/address';
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
  nativeCoin: { symbol: string; decimals: number; logoURI?: string };
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
      logoURI: coin.logoURI, // the coin's own logo (also on the combined side), not the wrapped token's
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

/**
 * What is wrong with a side of the URL: not a token address, no token at the address (the root lookup found
 * nothing), or `combined` on the receiving side (the coin plus its wrapped token can only be spent).
 */
export type SideProblem = 'invalid' | 'unknown' | 'combinedRight';

/** A side of the URL: the address it stands for (a root, NATIVE_URL or `combined`), or what is wrong with it. */
export function sideParam(
  value: string | undefined,
  side: 'left' | 'right',
): { address: string | undefined; problem?: SideProblem } {
  if (value === undefined || value === '') return { address: undefined };
  if (value === COMBINED)
    return side === 'left' ? { address: COMBINED } : { address: undefined, problem: 'combinedRight' };
  return isAddress(value) ? { address: value } : { address: undefined, problem: 'invalid' };
}

/** The URL path of a pair (raw URL values; the left side is needed for a right one to be expressed). */
export function swapPath(left: string | undefined, right: string | undefined): string {
  if (!left) return '/swap';
  return `/swap/${left}${right ? `/${right}` : ''}`;
}

/**
 * The pair after the import of a URL token is dismissed: that side is emptied (the left side falls back to the
 * default, combined, once the wrapped coin is known); the other side stays.
 */
export function pairWithout(
  side: 'left' | 'right',
  pair: { left: string | undefined; right: string | undefined },
  wrappedRoot: string | undefined,
): { left: string | undefined; right: string | undefined } {
  if (side === 'right') return { left: pair.left, right: undefined };
  return { left: wrappedRoot ? COMBINED : undefined, right: wrappedRoot ? pair.right : undefined };
}

const same = (a: string | undefined, b: string | undefined) => !!a && !!b && a.toLowerCase() === b.toLowerCase();

/**
 * The receiving side never holds `combined` (coin plus wrapped coin can only be spent): receiving the coin is its
 * counterpart. Combined against the wrapped coin is a wrap.
 */
function settle(
  pair: { left: string | undefined; right: string | undefined },
  wrappedRoot: string | undefined,
): { left: string | undefined; right: string | undefined } {
  const right = pair.right === COMBINED ? NATIVE_URL : pair.right;
  const left = pair.left === COMBINED && same(right, wrappedRoot) ? NATIVE_URL : pair.left;
  return { left, right };
}

/** The URL pair after reversing the direction: the sides swap (the combined side comes back as the coin). */
export function reversedPair(
  pair: { left: string | undefined; right: string | undefined },
  wrappedRoot: string | undefined,
): { left: string | undefined; right: string | undefined } {
  return settle({ left: pair.right, right: pair.left }, wrappedRoot);
}

/**
 * The URL pair after choosing `address` for `side`: choosing the other side's token swaps the sides (spec 4.1,
 * except in a conversion mode). Never `combined` on the right: reversed, the combined side becomes the coin.
 */
export function pairAfterSelect(
  side: 'left' | 'right',
  address: string,
  pair: { left: string | undefined; right: string | undefined },
  conversion: boolean,
  wrappedRoot?: string,
): { left: string | undefined; right: string | undefined } | undefined {
  if (address === COMBINED && side === 'right') return undefined;
  const other = side === 'left' ? pair.right : pair.left;
  if (same(other, address) && !conversion) return reversedPair(pair, wrappedRoot);
  return settle(
    side === 'left' ? { left: address, right: pair.right } : { left: pair.left, right: address },
    wrappedRoot,
  );
}
