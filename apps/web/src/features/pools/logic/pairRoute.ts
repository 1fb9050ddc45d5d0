/**
 * The liquidity pages' URLs (spec 6): `/liquidity/{add|remove}/:left?/:right?` for a pair, `/pools/:address/...`
 * for an N-pool. Choosing a token in one of the two selects keeps the other; choosing the token the other side
 * already holds swaps the two sides instead of making a pair of one token.
 */
export type LiquidityPage = 'add' | 'remove';
export type PairSide = 'left' | 'right';

export interface PairRoute {
  left?: string;
  right?: string;
}

const same = (a: string | undefined, b: string | undefined) => !!a && !!b && a.toLowerCase() === b.toLowerCase();

/** Both roots chosen and equal: not a pair (nothing is looked up or offered). */
export const isSamePair = (route: PairRoute) => same(route.left, route.right);

/** `/liquidity/{page}` with the chosen roots; an empty left side moves the right root to the left. */
export function pairPath(page: LiquidityPage, route: PairRoute): string {
  const roots = [route.left, route.right].filter((r): r is string => !!r);
  return ['', 'liquidity', page, ...roots].join('/');
}

/** The URL after choosing `root` ('' = none) in the `side` select. */
export function selectPairToken(page: LiquidityPage, route: PairRoute, side: PairSide, root: string): string {
  const left = side === 'left' ? root : (route.left ?? '');
  const right = side === 'right' ? root : (route.right ?? '');
  if (same(left, right)) {
    return side === 'left' ? pairPath(page, { left, right: route.left }) : pairPath(page, { left: route.right, right });
  }
  return pairPath(page, { left, right });
}

/** How a liquidity page finds its pool: by address, by a pair of distinct roots, or not yet. */
export type PoolSource =
  { kind: 'address'; address: string } | { kind: 'pair'; left: string; right: string } | { kind: 'none' };

export function poolSourceOf(params: { address?: string } & PairRoute): PoolSource {
  if (params.address) return { kind: 'address', address: params.address };
  if (params.left && params.right && !isSamePair(params))
    return { kind: 'pair', left: params.left, right: params.right };
  return { kind: 'none' };
}

/** Pool pages of a pool: its own page for an N-pool, the pair pages for two tokens. */
export function liquidityTarget(
  page: LiquidityPage,
  pool: { meta: { poolAddress: string; currencyAddresses: readonly string[] } },
): string {
  const roots = pool.meta.currencyAddresses;
  if (roots.length > 2) return `/pools/${pool.meta.poolAddress}/liquidity/${page}`;
  return pairPath(page, { left: roots[0], right: roots[1] });
}
